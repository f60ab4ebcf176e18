import { type AttentionItem, staleCounts, staleItems } from '@common/admin/dashboard';
import { companiesOf, mayUse, type StaffAccess, withinCompanies } from '@common/admin/roles';
import { DEFAULT_LOCALE } from '@common/locale';
import type { FastifyInstance } from 'fastify';
import { listForAdmin } from './admin-repository';

/**
 * The dashboard's lines from the news: scheduled and draft articles, and per language (every one: none is
 * required or first, docs/decisions/078) the articles whose version in it is missing or out of date; each
 * links to the news list filtered so. One read of the list (the same the list screen filters), whatever the
 * number of articles.
 */
export function newsAttention(app: FastifyInstance) {
  return async (staff: StaffAccess): Promise<AttentionItem[]> => {
    if (!mayUse(staff, 'news')) return [];
    // Within the companies of staff limited to some, as their news list is (docs/decisions/088).
    const companies = companiesOf(staff);
    const all = (await listForAdmin(app.database.db, app.clock.now(), DEFAULT_LOCALE)).filter((item) =>
      withinCompanies(companies, item.companies),
    );
    const scheduled = all.filter((item) => item.publication === 'scheduled').length;
    const drafts = all.filter((item) => item.publication === 'draft').length;
    return [
      {
        kind: 'news.scheduled',
        count: scheduled,
        path: '/news?status=scheduled',
        label: scheduled === 1 ? '1 article scheduled' : `${scheduled} articles scheduled`,
      },
      {
        kind: 'news.draft',
        count: drafts,
        path: '/news?status=draft',
        label: drafts === 1 ? '1 draft article' : `${drafts} draft articles`,
      },
      ...staleItems(
        'translations.news',
        staleCounts(all.map((item) => item.status)),
        (locale) => `/news?language=${locale}&coverage=stale`,
      ),
    ];
  };
}
