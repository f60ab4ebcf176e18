import type { PublicEntry } from '@common/entries/public';
import type { Locale } from '@common/locale';
import type { NewsArticle } from '@common/news';
import type { SiteIdentity } from '@common/site-identity';
import type { Company } from '@/components/companies/companies';
import type { AppMessages } from '@/i18n';
import type { PageMetaData } from './head-context';
import { jobPosting } from './job-posting';
import { breadcrumbs, jsonLdScript, newsArticle, organization } from './structured-data';

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
  /** The openings the careers page showed, with their companies and the site's time zone; null elsewhere. */
  openings?: { jobs: PublicEntry<'job'>[]; companies: PublicEntry<'company'>[]; timeZone: string } | null;
}

/**
 * The JSON-LD blocks of one page: the Organization everywhere, a BreadcrumbList on inner pages
 * (Home > Page, Home > News > Article), the NewsArticle on an article and a JobPosting per opening on
 * the careers page.
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
