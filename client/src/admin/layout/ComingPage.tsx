import type { Section } from '@common/admin/roles';
import { PageTitle } from '../components/PageTitle';
import { useT } from '../i18n';

/** A section whose feature is not built yet: it shows "coming" until then. */
export function ComingPage({ section }: { section: Section }) {
  const t = useT();
  const name = t(`common.sections.${section}`);
  return (
    <>
      <PageTitle title={name}>{t('common.coming.title', { section: name })}</PageTitle>
      <p className="text-stone-700">{t('common.coming.text')}</p>
    </>
  );
}
