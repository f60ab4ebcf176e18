import { PageMeta } from '@/components/seo/PageMeta';
import { LegalContactCard } from '@/features/legal/components/LegalContactCard';
import { LegalDocument } from '@/features/legal/components/LegalDocument';
import { INFORMATION_OFFICER } from '@/features/legal/legal-info';
import { useI18n } from '@/i18n';

/** The privacy notice (issue 4 §6): what the forms collect, why, for how long, and the visitor's rights. */
export default function PrivacyPage() {
  const { t, messages } = useI18n();
  const { privacy } = messages.legal;
  return (
    <>
      <PageMeta title={t('legal.privacy.meta.title')} description={t('legal.privacy.meta.description')} />
      <LegalDocument
        heading={privacy.heading}
        intro={privacy.intro}
        sections={privacy.sections}
        extras={{
          contact: <LegalContactCard email={INFORMATION_OFFICER.email} officer={INFORMATION_OFFICER.name} />,
        }}
      />
    </>
  );
}
