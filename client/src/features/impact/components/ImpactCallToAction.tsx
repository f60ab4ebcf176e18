import { ArrowRight, Briefcase, Mail, TrendingUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n';
import { Link } from '@/lib/router';

/** The closing band: invest, careers, contact. */
export function ImpactCallToAction() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="impact-cta-heading" className="bg-gradient-to-r from-primary-dark to-primary text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-20">
        <h2 id="impact-cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t('impact.cta.heading')}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-green-50">{t('impact.cta.text')}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
          <Button asChild variant="accent" size="lg">
            <Link to="/investors">
              <TrendingUp aria-hidden="true" />
              {t('impact.cta.invest')}
            </Link>
          </Button>
          <Button asChild variant="outline-light" size="lg">
            <Link to="/careers">
              <Briefcase aria-hidden="true" />
              {t('impact.cta.careers')}
            </Link>
          </Button>
          <Button asChild variant="outline-light" size="lg">
            <Link to="/contact">
              <Mail aria-hidden="true" />
              {t('impact.cta.contact')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
