import {
  SUBSCRIBER_COUNT_CAP,
  SUBSCRIBER_PAGE_SIZE,
  SUBSCRIBER_STATUSES,
  type Subscriber,
  type SubscriberList,
  type SubscriberQuery,
  subscriberQuerySchema,
} from '@common/admin/newsletter';
import type { Locale } from '@common/locale';
import { and, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { newsletterSubscriberCounts } from '../../db/kept/counts';
import { keyset, pageOfPlaces } from '../../db/keyset';
import { newsletterSubscribers } from '../../db/schema';
import type { Writer } from '../../db/types';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { pathId } from '../../lib/query-params';
import { recordAudit } from '../audit';
import { auditContext } from '../auth';
import { toCsv } from './csv';
import { dropQueuedNewsletters } from './subscriptions';

type Row = typeof newsletterSubscribers.$inferSelect;

const toSubscriber = (row: Row): Subscriber => ({
  id: row.id,
  email: row.email,
  status: row.status,
  locale: row.locale as Locale,
  subscribedAt: row.createdAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
});

/**
 * Search is a substring of the address, any case; % and _ typed by staff are literal. The trigram index
 * (migration 0023) serves it from three characters; one or two read the table (docs/decisions/059).
 */
export function subscriberFilters(query: Pick<SubscriberQuery, 'q' | 'status'>): SQL | undefined {
  const parts: SQL[] = [];
  if (query.status) parts.push(eq(newsletterSubscribers.status, query.status));
  if (query.q) parts.push(ilike(newsletterSubscribers.email, `%${query.q.replace(/[\\%_]/g, '\\$&')}%`));
  return parts.length ? and(...parts) : undefined;
}

/** The counts newsletter_subscribers' triggers keep (migration 0020): no count of 100,000 rows per list. */
async function statusCounts(db: Writer): Promise<SubscriberList['counts']> {
  const rows = await db.select().from(newsletterSubscriberCounts);
  const counts = Object.fromEntries(SUBSCRIBER_STATUSES.map((status) => [status, 0])) as SubscriberList['counts'];
  for (const row of rows) counts[row.status as Subscriber['status']] += Number(row.n);
  return counts;
}

/** The list's order, cursors and capped counts: the inbox's rule (db/keyset.ts, docs/decisions/054 and 059). */
const { micros, placesUpTo, readPage } = keyset({
  table: newsletterSubscribers,
  createdAt: newsletterSubscribers.createdAt,
  id: newsletterSubscribers.id,
});

/**
 * One page, newest first, from a cursor (`after`, `before`, `before=end` for the last page) or an offset,
 * with the total and the counts per status. Without a search the total is one of the kept counts; a
 * search first asks the trigram index for its matches (at most SUBSCRIBER_COUNT_CAP + 1, unordered), orders
 * them here and reads the page's rows by id: exact, and never a walk of the list testing every address.
 * More matches than that (a part of many addresses): the list is read in its order with the search as a
 * filter, where a page's matches come soon, and the total says "more than 1,000".
 */
async function listSubscribers(db: Db, query: SubscriberQuery): Promise<SubscriberList> {
  const where = subscriberFilters(query);
  const counts = await statusCounts(db);
  const size = query.limit ?? SUBSCRIBER_PAGE_SIZE;
  let total = {
    n: query.status ? counts[query.status] : Object.values(counts).reduce((a, b) => a + b, 0),
    more: false,
  };
  if (query.q) {
    const matched = await placesUpTo(db, where);
    if (matched.length <= SUBSCRIBER_COUNT_CAP) {
      const page = pageOfPlaces(matched, query, size);
      const rows = page.shown.length
        ? await db
            .select()
            .from(newsletterSubscribers)
            .where(
              inArray(
                newsletterSubscribers.id,
                page.shown.map((place) => place.id),
              ),
            )
        : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      // One removed since the search found it is left out.
      const subscribers = page.shown.flatMap((place) => {
        const row = byId.get(place.id);
        return row ? [toSubscriber(row)] : [];
      });
      const { total: n, from, next, previous } = page;
      return { subscribers, total: n, more: false, from, next, previous, counts };
    }
    total = { n: SUBSCRIBER_COUNT_CAP, more: true };
  }
  const page = await readPage(db, {
    where,
    query,
    size,
    total,
    read: (condition, order, offset, limit) =>
      db
        .select({ row: newsletterSubscribers, micros })
        .from(newsletterSubscribers)
        .where(and(where, condition))
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    placeOfRow: ({ row, micros }) => ({ id: row.id, micros }),
  });
  return {
    subscribers: page.rows.map(({ row }) => toSubscriber(row)),
    total: page.total.n,
    more: page.total.more,
    from: page.from,
    next: page.next,
    previous: page.previous,
    counts,
  };
}

/** Subscribers for owners and the inbox role: list, search, filter, CSV export, removal. */
export const subscriberAdminRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const access = 'subscribers' as const;

  app.get(
    '/subscribers',
    { config: { access } },
    async (request): Promise<SubscriberList> => listSubscribers(db, parseOr400(subscriberQuerySchema, request.query)),
  );

  app.get('/subscribers/export.csv', { config: { access } }, async (request, reply) => {
    const query = parseOr400(subscriberQuerySchema, request.query);
    const now = app.clock.now();
    const rows = await db.transaction(async (tx) => {
      const found = await tx
        .select()
        .from(newsletterSubscribers)
        .where(subscriberFilters(query))
        .orderBy(newsletterSubscribers.createdAt, newsletterSubscribers.id);
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'subscribers.exported',
        details: {
          count: found.length,
          ...(query.status ? { status: query.status } : {}),
          ...(query.q ? { q: query.q } : {}),
        },
      });
      return found;
    });
    const csv = toCsv([
      ['email', 'status', 'language', 'subscribed_at', 'confirmed_at', 'unsubscribed_at'],
      ...rows.map((row) => {
        const s = toSubscriber(row);
        return [s.email, s.status, s.locale, s.subscribedAt, s.confirmedAt, s.unsubscribedAt];
      }),
    ]);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="subscribers-${now.toISOString().slice(0, 10)}.csv"`)
      .send(csv);
  });

  app.delete('/subscribers/:id', { config: { access } }, async (request) => {
    const id = pathId(request.params, 'newsletter.subscriberNotFound');
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).for('update');
      if (!row) throw new HttpError(404, 'newsletter.subscriberNotFound');
      const dropped = await dropQueuedNewsletters(tx, [id]);
      await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'subscriber.removed',
        target: { type: 'subscriber', id },
        details: { email: row.email, status: row.status, queuedNewslettersDropped: dropped },
      });
    });
    return { success: true };
  });
};
