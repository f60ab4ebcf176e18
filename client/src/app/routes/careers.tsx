import { PageMeta } from '@/components/seo/PageMeta';
import { ApplicationProcess } from '@/features/careers/components/ApplicationProcess';
import { BenefitsGrid } from '@/features/careers/components/BenefitsGrid';
import { CareersCta } from '@/features/careers/components/CareersCta';
import { CareersHero } from '@/features/careers/components/CareersHero';
import { Internships } from '@/features/careers/components/Internships';
import { JobOpenings } from '@/features/careers/components/JobOpenings';
import { useI18n } from '@/i18n';

/** Careers (SPEC §2.5). */
export default function CareersPage() {
  const { t } = useI18n();
  return (
    <>
      <PageMeta title={t('careers.meta.title')} description={t('careers.meta.description')} />
      <CareersHero />
      <BenefitsGrid />
      <JobOpenings />
      <Internships />
      <ApplicationProcess />
      <CareersCta />
    </>
  );
}
