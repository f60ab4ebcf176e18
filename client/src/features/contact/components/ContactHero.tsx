import { offices } from '@/content/offices';
import { useI18n } from '@/i18n';

/** SPEC §2.6 hero: 24h response, the number of offices (from the office list), 10 business areas. */
export function ContactHero() {
  const { t } = useI18n();
  const stats = [
    { value: t('contact.hero.stats.response.value'), label: t('contact.hero.stats.response.label') },
    { value: String(offices.length), label: t('contact.hero.stats.offices'), testId: 'office-count' },
    { value: t('contact.hero.stats.areas.value'), label: t('contact.hero.stats.areas.label') },
  ];
  return (
    <section className="relative overflow-hidden bg-linear-to-br from-primary-dark via-primary to-emerald-800 text-white">
      <div
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgba(251,191,36,0.28),transparent_45%),radial-gradient(circle_at_10%_90%,rgba(234,88,12,0.18),transparent_40%)]"
        aria-hidden="true"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-16 text-center sm:py-24">
        <p className="text-sm font-semibold tracking-widest text-amber-300 uppercase">{t('contact.hero.eyebrow')}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-6xl">{t('contact.hero.title')}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-green-50 sm:text-xl">{t('contact.hero.intro')}</p>
        <h2 className="sr-only">{t('contact.hero.statsLabel')}</h2>
        <dl className="mx-auto mt-12 grid max-w-3xl grid-cols-3 gap-3 sm:gap-6">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse justify-end rounded-xl border border-white/20 bg-white/10 px-2 py-5 backdrop-blur-sm sm:px-4"
            >
              <dt className="mt-1 text-xs text-green-50 sm:text-sm">{stat.label}</dt>
              <dd
                className="text-xl font-bold whitespace-nowrap text-amber-300 min-[400px]:text-2xl sm:text-4xl"
                data-testid={stat.testId}
              >
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
