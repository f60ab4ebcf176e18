import { PageMeta } from '@/components/seo/PageMeta';
import { ABOUT_KINDS } from '@/features/about/api/entries';
import { AboutCta } from '@/features/about/components/AboutCta';
import { AboutHero } from '@/features/about/components/AboutHero';
import { Governance } from '@/features/about/components/Governance';
import { LeadershipTeam } from '@/features/about/components/LeadershipTeam';
import { OurStory } from '@/features/about/components/OurStory';
import { Timeline } from '@/features/about/components/Timeline';
import { ValuesGrid } from '@/features/about/components/ValuesGrid';
import { VisionBand } from '@/features/about/components/VisionBand';
import { useI18n } from '@/i18n';
import { EntriesGate } from '@/lib/entries-gate';

/** About / Our Story (SPEC §2.4). */
export default function AboutPage() {
  const { t } = useI18n();
  return (
    <EntriesGate kinds={ABOUT_KINDS}>
      <PageMeta title={t('about.meta.title')} description={t('about.meta.description')} />
      <AboutHero />
      <OurStory />
      <Timeline />
      <VisionBand />
      <ValuesGrid />
      <LeadershipTeam />
      <Governance />
      <AboutCta />
    </EntriesGate>
  );
}
