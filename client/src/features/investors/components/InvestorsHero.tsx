import { investorStats } from '@/content/investment';
import { useI18n } from '@/i18n';
import { InvestorActions } from './InvestorActions';

/** SPEC §2.7 hero: 'Invest in Africa's Future', four figures and the two actions. */
export function InvestorsHero() {
  const { t } = useI18n();
  return (
    <section className="relative overflow-hidden bg-linear-to-br from-primary-dark via-primary to-emerald-800 text-white">
      <div
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgba(251,191,36,0.28),transparent_45%),radial-gradient(circle_at_10%_90%,rgba(234,88,12,0.18),transparent_40%)]"
        aria-hidden="true"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-16 text-center sm:py-24">
        <p className="text-sm font-semibold tracking-widest text-amber-300 uppercase">{t('investors.hero.eyebrow')}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-6xl">{t('investors.hero.title')}</h1>
        <p className="mx-auto mt-6 max-w-3xl text-lg text-green-50 sm:text-xl">{t('investors.hero.intro')}</p>
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
      </div>
    </section>
  );
}
