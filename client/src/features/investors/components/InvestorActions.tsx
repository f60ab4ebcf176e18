import { ArrowRight, CalendarDays } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n';
import { mailtoHref } from '@/lib/links';
import { Link } from '@/lib/router';
import { useInvestmentTeam } from '../investment-team';

/**
 * 'Explore Investments' (the contact form with Investment Interest chosen) and 'Schedule Meeting', a mail
 * draft to the investment team with subject 'Investment Meeting Request' (SPEC §2.7); without a team
 * address only the first.
 */
export function InvestorActions() {
  const { t } = useI18n();
  const { email } = useInvestmentTeam();
  return (
    <div className="flex flex-col justify-center gap-3 sm:flex-row sm:gap-4">
      <Button asChild variant="accent" size="lg" wrap>
        <Link to="/contact?subject=investment">
          {t('investors.actions.explore')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
      {email && (
        <Button asChild variant="outline-light" size="lg" wrap>
          <a
            href={mailtoHref(email, {
              subject: t('investors.actions.mailSubject'),
              body: t('investors.actions.mailBody'),
            })}
          >
            <CalendarDays aria-hidden="true" />
            {t('investors.actions.schedule')}
          </a>
        </Button>
      )}
    </div>
  );
}
