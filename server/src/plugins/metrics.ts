import { BlockList, isIPv4 } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { mailOutbox, OUTBOX_STATUSES } from '../db/schema';
import { sameText } from '../lib/tokens';

const ACTIVE_TOTALS = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];

/**
 * /metrics in the Prometheus text format: requests and their latency by route, the content
 * cache, the outbox, the database pool, and Node's own figures (event-loop delay, memory, GC). Reachable
 * only with `Authorization: Bearer METRICS_TOKEN` or from an address in METRICS_ALLOW; otherwise it does
 * not exist (404), so nobody learns it is there. With neither set, nothing is measured at all (the
 * per-request hook costs a few microseconds).
 */
export function registerMetrics(app: FastifyInstance): void {
  const { METRICS_TOKEN: token, METRICS_ALLOW: allow } = app.config;
  if (!token && !allow?.length) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  // prom-client names these sums gauges `_total`, a suffix Prometheus keeps for counters: `promtool check
  // metrics` fails on them (docs/decisions/045). Each is the sum of its per-type gauge (nodejs_active_handles and
  // so on), which stays: sum(nodejs_active_handles) is the same figure.
  for (const name of ACTIVE_TOTALS) registry.removeSingleMetric(name);

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'content_cache_entries',
    help: 'Entries in the content cache (reads and rendered pages)',
    registers: [registry],
    collect() {
      this.set(app.cache.size);
    },
  });
  new Counter({
    name: 'content_cache_reads_total',
    help: 'Content cache reads (API answers, rendered pages, content queries) by result: hit or miss',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      // The cache counts on its own hot path; the counter is brought up to its totals when scraped.
      this.reset();
      this.inc({ result: 'hit' }, app.cache.counts.hits);
      this.inc({ result: 'miss' }, app.cache.counts.misses);
    },
  });
  new Counter({
    name: 'requests_paced_total',
    help: "Requests over their client's rate before Fastify (lib/request-pacing.ts): waited for their turn, or refused",
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ result: 'waited' }, app.requestPacing.paced);
      this.inc({ result: 'refused' }, app.requestPacing.refused);
    },
  });
  new Gauge({
    name: 'mail_outbox_messages',
    help: 'Mail in the outbox by status (queued and sending are the depth; failed need an owner; cancelled never leave)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await app.database.db
        .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .groupBy(mailOutbox.status);
      this.reset();
      for (const status of OUTBOX_STATUSES) {
        this.set({ status }, rows.find((row) => row.status === status)?.n ?? 0);
      }
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting requests); absent with PGlite',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = app.database.poolStats?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });

  const count = (method: string, route: string, status: number, seconds: number) => {
    requests.inc({ method, route, status: String(status) });
    latency.observe({ method, route }, seconds);
  };
  app.addHook('onResponse', (request, reply, done) => {
    // Route patterns, never raw paths: made-up addresses cannot multiply the series.
    count(request.method, request.routeOptions.url ?? '(unmatched)', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  // Answers given again before Fastify (lib/stored-answers.ts) count under the route that first gave them.
  app.storedAnswers.onServed((route, status, seconds) => count('GET', route, status, seconds));

  const allowed = new BlockList();
  for (const entry of allow ?? []) {
    const [address, prefix] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix) allowed.addSubnet(address, Number(prefix), type);
    else allowed.addAddress(address, type);
  }
  const mayRead = (ip: string, authorization: string | undefined) => {
    if (token && authorization && sameText(authorization, `Bearer ${token}`)) return true;
    if (!allow?.length) return false;
    const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
    return allowed.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
  };

  app.get('/metrics', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!mayRead(request.ip, request.headers.authorization)) {
      return reply.code(404).send({ success: false, message: 'Not found: GET /metrics' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
