import { type AttentionItem, staleCounts, staleItems } from '@common/admin/dashboard';
import { companiesOf, mayUse, publishesNews, type StaffAccess, withinCompanies } from '@common/admin/roles';
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
  return async (staff: StaffAccess & { id?: number }): Promise<AttentionItem[]> => {
    if (!mayUse(staff, 'news')) return [];
    // Within the companies of staff limited to some, as their news list is (docs/decisions/088).
    const companies = companiesOf(staff);
    const all = (await listForAdmin(app.database.db, app.clock.now(), DEFAULT_LOCALE)).filter((item) =>
      withinCompanies(companies, item.companies),
    );
    const scheduled = all.filter((item) => item.publication === 'scheduled').length;
    const drafts = all.filter((item) => item.publication === 'draft').length;
    // Review (decision 089): what waits for a reviewer, and since when; a writer's own sent back.
    const waiting = all.filter((item) => item.review?.state === 'submitted');
    const oldest = waiting.map((item) => item.review?.at ?? '').sort()[0];
    const returned = all.filter((item) => item.review?.state === 'returned' && item.submittedBy === staff.id).length;
    const review: AttentionItem[] = publishesNews(staff.role)
      ? [
          {
            kind: 'news.review',
            count: waiting.length,
            path: '/news?review=submitted',
            label: waiting.length === 1 ? '1 article waits for review' : `${waiting.length} articles wait for review`,
            ...(oldest ? { since: oldest } : {}),
          },
        ]
      : [
          {
            kind: 'news.returned',
            count: returned,
            path: '/news?review=returned',
            label: returned === 1 ? '1 of your articles was sent back' : `${returned} of your articles were sent back`,
          },
        ];
    return [
      ...review,
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
