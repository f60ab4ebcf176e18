import { companyPath } from '@common/pages';
import { ArrowRight, ExternalLink, TrendingUp } from 'lucide-react';
import { type Company, companyAnchor, companyChip } from '@/components/companies/companies';
import { Reveal } from '@/components/ui/reveal';
import { TILE_CLASSES } from '@/components/ui/tile-colours';
import { useI18n } from '@/i18n';
import { cn } from '@/lib/cn';
import { langAttrs } from '@/lib/lang';
import { Link } from '@/lib/router';
import { COMPANY_ICONS } from './company-icons';

/**
 * One company: icon, stat chip (when it has one), name, tagline, description, the link to its own page
 * (docs/decisions/084) and, when it has one, its website.
 */
export function CompanyCard({ company, delay }: { company: Company; delay: number }) {
  const { messages, t, locale } = useI18n();
  const m = messages.home.companies;
  const Icon = COMPANY_ICONS[company.icon];
  const chip = companyChip(company);

  return (
    <Reveal as="li" delay={delay} className="h-full">
      <article
        id={companyAnchor(company)}
        aria-labelledby={`${companyAnchor(company)}-name`}
        {...langAttrs(company.lang, locale)}
        className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm transition-shadow xl:p-5 hover:shadow-md"
      >
        <span
          className={cn(
            'inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl',
            TILE_CLASSES[company.colour],
          )}
        >
          <Icon aria-hidden="true" className="h-6 w-6" />
        </span>
        <h3 id={`${companyAnchor(company)}-name`} className="mt-5 text-xl font-bold text-stone-900">
          {company.name}
        </h3>
        <p className="mt-1 font-medium text-primary">{company.tagline}</p>
        <p className="mt-3 flex-1 text-stone-600">{company.description}</p>
        {chip && (
          <p
            data-stat="company"
            className="mt-4 inline-flex items-center gap-1.5 self-start rounded-lg bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-200"
          >
            <TrendingUp aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
            {chip}
          </p>
        )}
        <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2">
          <Link
            to={companyPath(company.slug)}
            aria-label={t('home.companies.companyPageLabel', { company: company.name })}
            {...langAttrs(locale, company.lang)}
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-primary underline underline-offset-4 hover:text-primary-dark"
          >
            {m.companyPage}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
          {company.website ? (
            <a
              href={company.website}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('home.companies.visitWebsiteLabel', { company: company.name })}
              {...langAttrs(locale, company.lang)}
              className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-primary underline-offset-4 hover:text-primary-dark hover:underline"
            >
              {m.visitWebsite}
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
            </a>
          ) : null}
        </div>
      </article>
    </Reveal>
  );
}
