import { ArrowRight, ExternalLink } from 'lucide-react';
import type { ComponentProps } from 'react';
import { type Company, companyAnchor } from '@/components/companies/companies';
import { AnchorLink } from '@/features/navigation';
import { useI18n } from '@/i18n';

type CompanyMenuLinkProps = { company: Company } & Omit<ComponentProps<'a'>, 'href' | 'children'>;

/**
 * A company in a menu: its own site in a new tab when it has one, otherwise its card on the home
 * page (SPEC §2.2). Extra props (from Radix `asChild`) pass through to the <a>.
 */
export function CompanyMenuLink({ company, ...props }: CompanyMenuLinkProps) {
  const { t } = useI18n();
  if (company.website) {
    return (
      <a href={company.website} target="_blank" rel="noopener noreferrer" {...props}>
        <span className="flex-1">{company.name}</span>
        <span className="sr-only"> {t('common.newTab')}</span>
        <ExternalLink className="h-3.5 w-3.5 shrink-0 opacity-60" aria-hidden="true" />
      </a>
    );
  }
  return (
    <AnchorLink anchor={companyAnchor(company)} {...props}>
      <span className="flex-1">{company.name}</span>
      <ArrowRight className="h-3.5 w-3.5 shrink-0 opacity-60" aria-hidden="true" />
    </AnchorLink>
  );
}
