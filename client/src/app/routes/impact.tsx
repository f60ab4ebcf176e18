import { PageMeta } from '@/components/seo/PageMeta';
import { ImpactCallToAction } from '@/features/impact/components/ImpactCallToAction';
import { ImpactHero } from '@/features/impact/components/ImpactHero';
import { ImpactMetrics } from '@/features/impact/components/ImpactMetrics';
import { SuccessStories } from '@/features/impact/components/SuccessStories';
import { useI18n } from '@/i18n';

/** SPEC §2.10: hero, metrics by category, success stories, closing links. Both lists come prefetched. */
export default function ImpactPage() {
  const { t } = useI18n();
  return (
    <>
      <PageMeta title={t('impact.meta.title')} description={t('impact.meta.description')} />
      <ImpactHero />
      <ImpactMetrics />
      <SuccessStories />
      <ImpactCallToAction />
    </>
  );
}
