import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';
import { ContactForm } from './ContactForm';

/** 'Send Us a Message' (SPEC §2.6). */
export function ContactFormSection() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="contact-form-heading" className="bg-stone-100 py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4">
        <SectionHeading id="contact-form-heading" title={t('contact.form.heading')} intro={t('contact.form.intro')} />
        <ContactForm />
      </div>
    </section>
  );
}
