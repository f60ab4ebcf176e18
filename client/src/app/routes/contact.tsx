import { PageMeta } from '@/components/seo/PageMeta';
import { ContactFormSection } from '@/features/contact/components/ContactFormSection';
import { ContactHero } from '@/features/contact/components/ContactHero';
import { ImmediateAssistance } from '@/features/contact/components/ImmediateAssistance';
import { OfficeList } from '@/features/contact/components/OfficeList';
import { QuickContacts } from '@/features/contact/components/QuickContacts';
import { useI18n } from '@/i18n';

/** SPEC §2.6: hero, quick contacts, the form, offices and the immediate-assistance panel. */
export default function ContactPage() {
  const { t } = useI18n();
  return (
    <>
      <PageMeta title={t('contact.meta.title')} description={t('contact.meta.description')} />
      <ContactHero />
      <QuickContacts />
      <ContactFormSection />
      <OfficeList />
      <ImmediateAssistance />
    </>
  );
}
