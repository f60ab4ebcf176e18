import { ArrowDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n';

/** 'Building Africa's Future' band with links down to the numbers and the stories. */
export function ImpactHero() {
  const { t } = useI18n();
  return (
    <header className="relative overflow-hidden bg-gradient-to-br from-primary-dark via-primary to-emerald-700 text-white">
      <div
        className="pointer-events-none absolute -top-24 -right-24 h-80 w-80 rounded-full bg-amber-400/20 blur-3xl"
        aria-hidden="true"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-20 sm:py-28">
        <p className="text-sm font-semibold tracking-widest text-amber-300 uppercase">{t('impact.hero.eyebrow')}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">{t('impact.hero.title')}</h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-green-50">{t('impact.hero.intro')}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="accent" size="lg">
            <a href="#impact-metrics">
              {t('impact.hero.metricsLink')}
              <ArrowDown aria-hidden="true" />
            </a>
          </Button>
          <Button asChild variant="outline-light" size="lg">
            <a href="#success-stories">{t('impact.hero.storiesLink')}</a>
          </Button>
        </div>
      </div>
    </header>
  );
}
