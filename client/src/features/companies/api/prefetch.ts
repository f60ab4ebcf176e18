import { COMPANY_PAGE_KINDS } from '@common/entries/admin';
import { prefetchCalendar } from '@/lib/calendar';
import { prefetchEntries } from '@/lib/entries';
import type { PrefetchContext } from '@/lib/prefetch-context';
import { COMPANY_NEWS_COUNT, companyNewsQuery } from './get-company-news';

/**
 * A company page's records, read on the server so the page arrives complete (docs/decisions/084): the
 * companies (every page has them), everything that names a company, the stories, the site's day (an
 * opening's closing date), and the latest articles about the company (docs/decisions/085).
 */
const entries = prefetchEntries(...COMPANY_PAGE_KINDS, 'story');

/** The company's latest articles, in the visitor's language; an address no company has lists none. */
async function prefetchCompanyNews({ queryClient, content, params, locale }: PrefetchContext): Promise<void> {
  const slug = params.slug ?? '';
  if (slug === '') return;
  const list = await content.listNews({ limit: COMPANY_NEWS_COUNT, offset: 0, company: slug, locale });
  queryClient.setQueryData(companyNewsQuery(slug, locale).queryKey, list);
}

export async function prefetchCompany(context: PrefetchContext): Promise<void> {
  await Promise.all([entries(context), prefetchCalendar(context), prefetchCompanyNews(context)]);
}
