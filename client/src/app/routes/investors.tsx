import { PageMeta } from '@/components/seo/PageMeta';
import { InvestorsCta } from '@/features/investors/components/InvestorsCta';
import { InvestorsHero } from '@/features/investors/components/InvestorsHero';
import { OpportunityList } from '@/features/investors/components/OpportunityList';
import { StructureList } from '@/features/investors/components/StructureList';
import { WhyInvest } from '@/features/investors/components/WhyInvest';
import { useI18n } from '@/i18n';

/** SPEC §2.7: hero, opportunities, structures, reasons to invest and the closing call to action. */
export default function InvestorsPage() {
  const { t } = useI18n();
  return (
    <>
      <PageMeta title={t('investors.meta.title')} description={t('investors.meta.description')} />
      <InvestorsHero />
      <OpportunityList />
      <StructureList />
      <WhyInvest />
      <InvestorsCta />
    </>
  );
}
