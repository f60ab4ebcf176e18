import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n';

/** SPEC §2.5: the closing call to action links to /contact. */
export function CareersCta() {
  const { messages } = useI18n();
  const cta = messages.careers.cta;
  return (
    <section aria-labelledby="careers-cta-heading" className="px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-primary-dark to-primary px-6 py-12 text-center text-white shadow-lg sm:px-12">
        <h2 id="careers-cta-heading" className="text-3xl font-bold tracking-tight">
          {cta.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-green-50">{cta.text}</p>
        <Button asChild variant="accent" size="lg" className="mt-8">
          <Link to="/contact">
            {cta.button}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
