import {
  SUBSCRIBER_STATUSES,
  type Subscriber,
  type SubscriberList,
  type SubscriberQuery,
  subscriberQuerySchema,
} from '@common/admin/newsletter';
import type { Locale } from '@common/locale';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { newsletterSubscriberCounts } from '../../db/kept/counts';
import { newsletterSubscribers } from '../../db/schema';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { pathId } from '../../lib/query-params';
import { recordAudit, type Writer } from '../audit/repository';
import { auditContext } from '../staff/context';
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

/** Search is a substring of the address; % and _ typed by staff are literal. */
function filters(query: SubscriberQuery): SQL | undefined {
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

/** Subscribers for owners and the inbox role: list, search, filter, CSV export, removal (issue 11 §3). */
export const subscriberAdminRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const access = 'subscribers' as const;

  app.get('/subscribers', { config: { access } }, async (request): Promise<SubscriberList> => {
    const query = parseOr400(subscriberQuerySchema, request.query);
    const where = filters(query);
    const counts = await statusCounts(db);
    // Without a search the total is one of the kept counts (or their sum); a search counts its matches.
    const kept = query.status ? counts[query.status] : Object.values(counts).reduce((a, b) => a + b, 0);
    const [rows, [{ total }]] = await Promise.all([
      db
        .select()
        .from(newsletterSubscribers)
        .where(where)
        .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
        .limit(query.limit ?? 50)
        .offset(query.offset ?? 0),
      query.q ? db.select({ total: count() }).from(newsletterSubscribers).where(where) : [{ total: kept }],
    ]);
    return { subscribers: rows.map(toSubscriber), total: Number(total), counts };
  });

  app.get('/subscribers/export.csv', { config: { access } }, async (request, reply) => {
    const query = parseOr400(subscriberQuerySchema, request.query);
    const now = app.clock.now();
    const rows = await db.transaction(async (tx) => {
      const found = await tx
        .select()
        .from(newsletterSubscribers)
        .where(filters(query))
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
