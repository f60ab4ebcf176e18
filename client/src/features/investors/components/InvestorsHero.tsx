import { investorStats } from '@common/content/investment';
import { PageHero } from '@/components/ui/page-hero';
import { useI18n } from '@/i18n';
import { InvestorActions } from './InvestorActions';

/** SPEC §2.7 hero: 'Invest in Africa's Future', four figures and the two actions. */
export function InvestorsHero() {
  const { t } = useI18n();
  return (
    <PageHero eyebrow={t('investors.hero.eyebrow')} title={t('investors.hero.title')} intro={t('investors.hero.intro')}>
      <div className="mt-10">
        <InvestorActions />
      </div>
      <h2 className="sr-only">{t('investors.hero.statsLabel')}</h2>
      <dl
        className="mx-auto mt-12 grid max-w-5xl grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4"
        data-testid="investor-stats"
      >
        {investorStats.map((stat) => (
          <div
            key={stat.id}
            className="flex flex-col-reverse rounded-xl border border-white/20 bg-white/10 px-3 py-5 backdrop-blur-sm"
          >
            <dt className="mt-1 text-sm text-green-50">{t(`investors.hero.stats.${stat.id}`)}</dt>
            <dd className="text-3xl font-bold text-amber-300 sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </PageHero>
  );
}
