import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';
import { mailtoHref, telHref } from '@/lib/links';
import { useSiteIdentity } from '@/lib/site-identity';
import { ContactForm } from './ContactForm';

const linkClass = 'font-semibold text-primary-dark underline underline-offset-4 hover:text-primary';

/** 'Send Us a Message' (SPEC §2.6), with the group's general phone and e-mail (Settings → Site identity). */
export function ContactFormSection() {
  const { t } = useI18n();
  const identity = useSiteIdentity();
  const phone = identity?.phone;
  const email = identity?.email;
  return (
    <section aria-labelledby="contact-form-heading" className="bg-stone-100 py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4">
        <SectionHeading id="contact-form-heading" title={t('contact.form.heading')} intro={t('contact.form.intro')} />
        {(phone || email) && (
          <p className="-mt-4 mb-8 flex flex-wrap justify-center gap-x-3 gap-y-1 text-center text-stone-700">
            <span>{t('contact.form.direct')}</span>
            {phone && (
              <a href={telHref(phone)} className={linkClass}>
                {phone}
              </a>
            )}
            {email && (
              <a href={mailtoHref(email)} className={linkClass}>
                {email}
              </a>
            )}
          </p>
        )}
        <ContactForm />
      </div>
    </section>
  );
}
