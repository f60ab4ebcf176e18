import { Loader2, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { useI18n } from '@/i18n';
import { subscribeFailure, useSubscribe } from '../api/subscribe';

// The shared zod schema is fetched when the visitor reaches the field, not with the first paint.
const loadValidation = () => import('../validate');

/** The footer's newsletter sign-up (SPEC §2.3, §4, §5, §8). */
export function NewsletterForm() {
  const { t } = useI18n();
  const inputId = useId();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribe();
  const submitting = subscribe.isPending;

  const notify = (key: string, destructive: boolean) =>
    toast({
      title: t(`common.newsletter.${key}.title`),
      description: t(`common.newsletter.${key}.description`),
      variant: destructive ? 'destructive' : 'default',
    });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { newsletterProblem } = await loadValidation();
    const problem = newsletterProblem(email);
    if (problem) {
      notify(problem, true);
      return;
    }
    subscribe.mutate(email.trim(), {
      onSuccess: () => {
        notify('success', false);
        setEmail('');
      },
      onError: (error) => notify(subscribeFailure(error), true),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-2 sm:flex-row lg:flex-col">
      <label htmlFor={inputId} className="sr-only">
        {t('common.newsletter.label')}
      </label>
      <input
        id={inputId}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onFocus={() => void loadValidation()}
        disabled={submitting}
        placeholder={t('common.newsletter.placeholder')}
        className="h-11 w-full min-w-0 rounded-md sm:flex-1 lg:flex-none border border-white/25 bg-white/10 px-3 text-sm text-white placeholder:text-stone-300 disabled:opacity-60"
      />
      <Button type="submit" variant="accent" disabled={submitting}>
        {submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {submitting ? t('common.newsletter.submitting') : t('common.newsletter.submit')}
      </Button>
    </form>
  );
}
