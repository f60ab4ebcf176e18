import { PageHero } from '@/components/ui/page-hero';
import { useI18n } from '@/i18n';
import { useFiguresUnder } from '@/lib/figures';
import { langAttrs } from '@/lib/lang';
import { InvestorActions } from './InvestorActions';

/** The figures of this hero: the figure records placed at `investors.hero.*`, in the staff's order. */
const HERO = 'investors.hero.';

/** SPEC §2.7 hero: 'Invest in Africa's Future', its headline figures (four in the demo) and the two actions. */
export function InvestorsHero() {
  const { t, locale } = useI18n();
  const figures = useFiguresUnder(HERO);
  return (
    <PageHero eyebrow={t('investors.hero.eyebrow')} title={t('investors.hero.title')} intro={t('investors.hero.intro')}>
      <div className="mt-10">
        <InvestorActions />
      </div>
      {figures.length > 0 && (
        <>
          <h2 className="sr-only">{t('investors.hero.statsLabel')}</h2>
          <dl
            className="mx-auto mt-12 grid max-w-5xl grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4"
            data-testid="investor-stats"
          >
            {figures.map((figure) => (
              <div
                key={figure.id}
                data-figure={figure.place}
                className="flex flex-col-reverse rounded-xl border border-white/20 bg-white/10 px-3 py-5 backdrop-blur-sm"
              >
                <dt className="mt-1 text-sm text-green-50" {...langAttrs(figure.lang, locale)}>
                  {figure.label}
                </dt>
                <dd className="text-3xl font-bold text-amber-300 sm:text-4xl">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </PageHero>
  );
}
