import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/router';

interface CtaBandProps {
  id: string;
  heading: string;
  text: string;
  button: string;
  to: string;
  className?: string;
}

/** A page's closing call to action: a green card with one accent button. */
export function CtaBand({ id, heading, text, button, to, className }: CtaBandProps) {
  return (
    <section aria-labelledby={id} className={cn('px-4 py-16 sm:py-24', className)}>
      <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-primary-dark to-primary px-6 py-12 text-center text-white shadow-lg sm:px-12">
        <h2 id={id} className="text-3xl font-bold tracking-tight">
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-green-50">{text}</p>
        <Button asChild variant="accent" size="lg" className="mt-8">
          <Link to={to}>
            {button}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
