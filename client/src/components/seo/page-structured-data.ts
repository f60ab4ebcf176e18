import type { PublicEntry } from '@common/entries/public';
import type { Locale } from '@common/locale';
import type { NewsArticle } from '@common/news';
import { companyPath } from '@common/pages';
import type { SiteIdentity } from '@common/site-identity';
import type { Company } from '@/components/companies/companies';
import type { AppMessages } from '@/i18n';
import type { PageMetaData } from './head-context';
import { jobPosting } from './job-posting';
import { breadcrumbs, companyOrganization, jsonLdScript, newsArticle, organization } from './structured-data';

export interface StructuredDataInput {
  publicUrl: string;
  pathname: string;
  locale: Locale;
  meta: PageMetaData;
  /** Settings → Site identity; without one the page names no organisation. */
  identity: SiteIdentity | null;
  /** The quick contacts, for the Organization's contact points. */
  quickContacts: PublicEntry<'quickContact'>[];
  messages: AppMessages;
  /** The article an article page showed; null elsewhere or when it was not found. */
  article: NewsArticle | null;
  /** The companies the page's menus showed, in its language. */
  companies: readonly Company[];
  /** The company a company's page showed, with its own offices; null elsewhere or when none is there. */
  company?: { entry: Company; offices: PublicEntry<'office'>[] } | null;
  /** The openings the careers page showed, with their companies and the site's time zone; null elsewhere. */
  openings?: { jobs: PublicEntry<'job'>[]; companies: PublicEntry<'company'>[]; timeZone: string } | null;
}

/**
 * The JSON-LD blocks of one page: the Organization everywhere, a BreadcrumbList on inner pages
 * (Home > Page, Home > News > Article, Home > Our companies > Company), the NewsArticle on an article, the
 * company's own Organization on its page and a JobPosting per opening on the careers page.
 */
export function structuredData({
  publicUrl,
  pathname,
  locale,
  meta,
  identity,
  quickContacts,
  messages,
  article,
  companies,
  company,
  openings,
}: StructuredDataInput): string[] {
  const blocks: object[] = identity ? [organization(publicUrl, identity, messages, companies, quickContacts)] : [];
  const home = { name: messages.common.nav.home, path: '/' };
  if ((meta.status ?? 200) < 400 && pathname !== '/') {
    if (article) {
      const path = `/news/${encodeURIComponent(article.slug)}`;
      blocks.push(
        newsArticle(publicUrl, article, locale, identity?.groupName ?? '', messages.news.categories),
        breadcrumbs(publicUrl, locale, [
          home,
          { name: messages.common.nav.news, path: '/news' },
          { name: article.title, path },
        ]),
      );
    } else if (company) {
      const { entry, offices } = company;
      blocks.push(
        companyOrganization(publicUrl, entry, offices, identity),
        breadcrumbs(publicUrl, locale, [
          home,
          // The companies are a section of the home page, not a page of their own.
          { name: messages.company.breadcrumb, path: '/#our-companies' },
          { name: entry.name, path: companyPath(entry.slug) },
        ]),
      );
    } else {
      blocks.push(breadcrumbs(publicUrl, locale, [home, { name: meta.title, path: pathname }]));
    }
    for (const job of openings?.jobs ?? []) {
      const company = openings?.companies.find((c) => c.id === job.company);
      const requirementsLabel = messages.careers.jobs.requirements;
      const timeZone = openings?.timeZone ?? 'UTC';
      blocks.push(jobPosting(job, { publicUrl, locale, timeZone, company, identity, requirementsLabel }));
    }
  }
  return blocks.map(jsonLdScript);
}
