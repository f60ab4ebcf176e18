import { investmentTeam } from '@common/content/investment';
import { ArrowRight, CalendarDays } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n';
import { mailtoHref } from '@/lib/links';
import { Link } from '@/lib/router';

/** The mail draft behind 'Schedule Meeting' (SPEC §2.7): subject 'Investment Meeting Request'. */
export function useScheduleMeetingHref(): string {
  const { t } = useI18n();
  return mailtoHref(investmentTeam.email, {
    subject: t('investors.actions.mailSubject'),
    body: t('investors.actions.mailBody'),
  });
}

/** 'Explore Investments' (the contact form with Investment Interest chosen) and 'Schedule Meeting'. */
export function InvestorActions() {
  const { t } = useI18n();
  const scheduleHref = useScheduleMeetingHref();
  return (
    <div className="flex flex-col justify-center gap-3 sm:flex-row sm:gap-4">
      <Button asChild variant="accent" size="lg" wrap>
        <Link to="/contact?subject=investment">
          {t('investors.actions.explore')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
      <Button asChild variant="outline-light" size="lg" wrap>
        <a href={scheduleHref}>
          <CalendarDays aria-hidden="true" />
          {t('investors.actions.schedule')}
        </a>
      </Button>
    </div>
  );
}
