import { PageMeta } from '@/components/seo/PageMeta';
import { HOME_KINDS } from '@/features/home/api/entries';
import { AboutTeaser } from '@/features/home/components/AboutTeaser';
import { CareersTeaser } from '@/features/home/components/CareersTeaser';
import { CompaniesSection } from '@/features/home/components/CompaniesSection';
import { ExpansionBanner } from '@/features/home/components/ExpansionBanner';
import { FeaturedNews } from '@/features/home/components/FeaturedNews';
import { FootprintSection } from '@/features/home/components/FootprintSection';
import { HomeHero } from '@/features/home/components/HomeHero';
import { PartnersSection } from '@/features/home/components/PartnersSection';
import { useI18n } from '@/i18n';
import { EntriesGate } from '@/lib/entries-gate';

/** Home (SPEC §2.3): the sections in the specified order. */
export default function HomePage() {
  const { t } = useI18n();
  return (
    <EntriesGate kinds={HOME_KINDS}>
      <PageMeta title={t('home.meta.title')} description={t('home.meta.description')} />
      <HomeHero />
      <AboutTeaser />
      <FootprintSection />
      <CompaniesSection />
      <FeaturedNews />
      <ExpansionBanner />
      <PartnersSection />
      <CareersTeaser />
    </EntriesGate>
  );
}
