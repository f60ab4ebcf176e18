import { CONTACT_FIELD_RULES, HONEYPOT_FIELD, INQUIRY_TYPES, makeContactSchema } from '@common/contact';
import { CheckCircle2, Send, XCircle } from 'lucide-react';
import { type FocusEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { preloadToaster } from '@/components/ui/lazy-toaster';
import { toast } from '@/hooks/use-toast';
import { useI18n } from '@/i18n';
import { useSearchParams } from '@/lib/router';
import { createFormToken } from '../api/form-token';
import { useSendContactMessage } from '../api/send-contact-message';
import { blankContactValues, type ContactFormValues } from '../form-values';
import { useSchemaForm } from '../use-schema-form';
import { controlClass, errorId, FormField } from './FormField';

type Status = 'idle' | 'success' | 'error';

/**
 * SPEC §2.6, §4, §5: the contact form. The rules are the server's own schema with the messages in
 * the visitor's language; validation runs on submit, then on each change.
 *
 * `toCompany`: the slug of the company of the group whose page the form is on (docs/decisions/084); its
 * messages go to that company's queue in the inbox. Not a field the visitor sees or changes: the page says
 * whom they write to in its heading. Without it, the message is the group's. `labelledBy`: the id of the
 * heading that names the form (the Contact page's "Send Us a Message" by default).
 */
export function ContactForm({
  toCompany,
  labelledBy = 'contact-form-heading',
}: {
  toCompany?: string;
  labelledBy?: string;
} = {}) {
  const { t, messages, locale } = useI18n();
  const text = messages.contact.form;
  const [searchParams] = useSearchParams();
  const preset = searchParams.get('subject');
  const [status, setStatus] = useState<Status>('idle');
  // Spam defence (docs/decisions/018): the signed time stamp, asked for when a field is first used, and a field
  // only bots fill.
  const [formToken] = useState(createFormToken);
  const honeypot = useRef<HTMLInputElement>(null);
  const mutation = useSendContactMessage(formToken);

  // The server's own rules, with the messages in the visitor's language.
  const schema = useMemo(() => makeContactSchema(text.errors), [text.errors]);
  const { register, handleSubmit, reset, setValue, errors } = useSchemaForm<ContactFormValues, typeof schema>(
    schema,
    blankContactValues(preset),
  );

  // A later change of `?subject=` on the same page (a link to /contact?subject=...) picks the type too.
  useEffect(() => {
    const { subject } = blankContactValues(preset);
    if (subject) setValue('subject', subject);
  }, [preset, setValue]);

  const onSubmit = handleSubmit((values) => {
    setStatus('idle');
    const trap = honeypot.current?.value;
    mutation.mutate(
      { ...values, ...(toCompany ? { toCompany } : {}), lang: locale, ...(trap ? { [HONEYPOT_FIELD]: trap } : {}) },
      {
        onSuccess: () => {
          reset(blankContactValues());
          setStatus('success');
          toast({ title: text.successTitle, description: text.successText });
        },
        // SPEC §8 logs the error; product code does not log, and the notice keeps every value.
        onError: () => {
          setStatus('error');
          toast({ variant: 'destructive', title: text.errorTitle, description: text.errorText });
        },
      },
    );
  });

  const pending = mutation.isPending;
  /** `id`, validity, the error's id, and SPEC §5's rule as the boot script reads it (decision 098). */
  const a11y = (name: keyof ContactFormValues) => {
    const rule: { min: number; pattern?: RegExp } | undefined =
      CONTACT_FIELD_RULES[name as keyof typeof CONTACT_FIELD_RULES];
    return {
      id: `contact-${name}`,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? errorId(`contact-${name}`) : undefined,
      ...(rule && { 'data-min': rule.min, 'data-pattern': rule.pattern?.source }),
    };
  };

  const startToken = (event: FocusEvent<Element>) => {
    if (event.target !== honeypot.current && event.target.matches('input, select, textarea')) {
      formToken.start();
      preloadToaster();
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      onFocus={startToken}
      // SPEC §5's checks and messages from the first press: the boot script's until React is in, then React's
      // (docs/decisions/098); never the browser's own bubble.
      noValidate
      data-checks="fields"
      // React or the boot script always take the send; were neither there, a POST keeps what was typed
      // out of the address (and so out of logs and history), where a form's default GET would put it.
      method="post"
      aria-labelledby={labelledBy}
      className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-10"
    >
      <p className="mb-6 text-sm text-stone-600">{text.requiredNote}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label={text.name} required error={errors.name} message={text.errors.nameMin}>
          <input
            {...register('name')}
            {...a11y('name')}
            type="text"
            autoComplete="name"
            required
            placeholder={text.namePlaceholder}
            className={controlClass}
          />
        </FormField>
        <FormField id="contact-email" label={text.email} required error={errors.email} message={text.errors.email}>
          <input
            {...register('email')}
            {...a11y('email')}
            type="email"
            autoComplete="email"
            required
            placeholder={text.emailPlaceholder}
            className={controlClass}
          />
        </FormField>
        <FormField id="contact-phone" label={text.phone} required error={errors.phone} message={text.errors.phone}>
          <input
            {...register('phone')}
            {...a11y('phone')}
            type="tel"
            autoComplete="tel"
            required
            placeholder={text.phonePlaceholder}
            className={controlClass}
          />
        </FormField>
        <FormField id="contact-company" label={text.company} optionalText={text.optional} error={errors.company}>
          <input
            {...register('company')}
            {...a11y('company')}
            type="text"
            autoComplete="organization"
            placeholder={text.companyPlaceholder}
            className={controlClass}
          />
        </FormField>
        <FormField
          id="contact-subject"
          label={text.subject}
          required
          error={errors.subject}
          message={text.errors.subject}
          className="sm:col-span-2"
        >
          <select {...register('subject')} {...a11y('subject')} required className={controlClass}>
            <option value="">{text.subjectPlaceholder}</option>
            {INQUIRY_TYPES.map((type) => (
              <option key={type} value={type}>
                {text.inquiryTypes[type]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id="contact-message"
          label={text.message}
          required
          error={errors.message}
          message={text.errors.messageMin}
          className="sm:col-span-2"
        >
          <textarea
            {...register('message')}
            {...a11y('message')}
            rows={6}
            required
            placeholder={text.messagePlaceholder}
            className={controlClass}
          />
        </FormField>
      </div>

      {/* In the page's HTML too, so the form's own data names the company before and without React. */}
      {toCompany && <input type="hidden" name="toCompany" value={toCompany} />}

      {/* For bots only: off-screen, hidden from assistive technology, out of the tab order, never autofilled. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <input ref={honeypot} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div role="status" data-testid="contact-status">
        {status === 'success' && <Notice tone="success" title={text.successTitle} text={text.successText} />}
        {status === 'error' && <Notice tone="error" title={text.errorTitle} text={text.errorText} />}
      </div>

      <Button type="submit" size="lg" disabled={pending} className="mt-6 w-full sm:w-auto">
        <Send aria-hidden="true" />
        {pending ? t('contact.form.sending') : t('contact.form.submit')}
      </Button>
    </form>
  );
}

function Notice({ tone, title, text }: { tone: 'success' | 'error'; title: string; text: string }) {
  const Icon = tone === 'success' ? CheckCircle2 : XCircle;
  return (
    <div
      className={
        tone === 'success'
          ? 'mt-6 flex gap-3 rounded-lg border border-green-700 bg-green-50 p-4 text-green-900'
          : 'mt-6 flex gap-3 rounded-lg border border-red-700 bg-red-50 p-4 text-red-900'
      }
    >
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-1 text-sm">{text}</p>
      </div>
    </div>
  );
}
