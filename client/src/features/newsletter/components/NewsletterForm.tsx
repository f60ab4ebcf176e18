import { EMAIL_ADDRESS_PATTERN } from '@common/email-address';
import { Loader2, Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { preloadToaster } from '@/components/ui/lazy-toaster';
import { toast } from '@/hooks/use-toast';
import { useI18n } from '@/i18n';
import { cn } from '@/lib/cn';
import { useTypedValue } from '@/lib/use-typed-value';
import {
  NEWSLETTER_OUTCOMES,
  type NewsletterOutcome,
  SUBSCRIBE_PATH,
  subscribeFailure,
  subscribeToNewsletter,
} from '../api/subscribe';

// The shared zod schema is fetched when the visitor reaches the field, not with the first paint; the
// toasts' code with it, so the answer is drawn as it comes (decision 098).
const loadValidation = () => import('../validate');
const prepareSend = () => {
  void loadValidation();
  preloadToaster();
};

const FIELD = {
  dark: 'border-white/25 bg-white/10 text-white placeholder:text-stone-300',
  light: 'border-stone-400 bg-white text-stone-900 placeholder:text-stone-500',
};

/**
 * The footer's newsletter sign-up (SPEC §2.3, §4, §5, §8), also on the confirmation page for a link that
 * no longer works (`tone="light"`). It sends the page's language, the language of the e-mails to come.
 */
export function NewsletterForm({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t, locale } = useI18n();
  const inputId = useId();
  const [email, setEmail] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // An address typed before React was there (docs/decisions/060) is the form's value.
  useTypedValue(input, setEmail);
  // The field in use before React was there (its focus was what started the app): what its send needs is
  // fetched now, as its focus does later.
  useEffect(() => {
    if (input.current && (input.current.value || document.activeElement === input.current)) prepareSend();
  }, []);
  // A plain request rather than a query mutation: the form is in every page's footer, and the mutation
  // machinery would add about 2 KB to every first load (decision 020).
  const [submitting, setSubmitting] = useState(false);

  /** SPEC §8's notice for an outcome; success asks to confirm with the e-mail's link (docs/decisions/017). */
  const noticeOf = (key: NewsletterOutcome) => {
    const description = t(`common.newsletter.${key}.description`);
    return {
      title: t(`common.newsletter.${key}.title`),
      description: key === 'success' ? `${description} ${t('common.newsletter.success.confirm')}` : description,
      variant: key === 'success' ? ('default' as const) : ('destructive' as const),
    };
  };
  const notify = (key: NewsletterOutcome) => toast(noticeOf(key));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field as shown: a form sent before React was there may reach here before the state read it.
    const address = input.current?.value ?? email;
    const { newsletterProblem } = await loadValidation();
    const problem = newsletterProblem(address);
    if (problem) {
      notify(problem);
      return;
    }
    setSubmitting(true);
    try {
      await subscribeToNewsletter({ email: address.trim(), lang: locale });
      notify('success');
      setEmail('');
    } catch (error) {
      notify(subscribeFailure(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      // SPEC §5's toasts from the first press: the boot script's until React is in, then React's
      // (docs/decisions/098); never the browser's own bubble.
      noValidate
      data-checks="toast"
      // Until React is in, the boot script checks the address and sends it itself (docs/decisions/098), with
      // SPEC's call (POST `action`, the address and the page's language) and these notices.
      action={SUBSCRIBE_PATH}
      data-notices={JSON.stringify(Object.fromEntries(NEWSLETTER_OUTCOMES.map((key) => [key, noticeOf(key)])))}
      // Were neither there, a POST keeps what was typed out of the address (and so out of logs and
      // history), where a form's default GET would put it.
      method="post"
      className={cn('mt-4 flex flex-col gap-2 sm:flex-row', tone === 'dark' && 'lg:flex-col')}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('common.newsletter.label')}
      </label>
      <input
        ref={input}
        id={inputId}
        type="email"
        required
        name="email"
        autoComplete="email"
        data-pattern={EMAIL_ADDRESS_PATTERN.source}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onFocus={prepareSend}
        disabled={submitting}
        placeholder={t('common.newsletter.placeholder')}
        className={cn(
          'h-11 w-full min-w-0 rounded-md border px-3 text-sm disabled:opacity-60 sm:flex-1',
          tone === 'dark' ? `${FIELD.dark} lg:flex-none` : FIELD.light,
        )}
      />
      <Button type="submit" variant={tone === 'dark' ? 'accent' : 'primary'} disabled={submitting}>
        {submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {submitting ? t('common.newsletter.submitting') : t('common.newsletter.submit')}
      </Button>
    </form>
  );
}
