import { randomInt } from 'node:crypto';
import { createConnection } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

type Ctx = Awaited<ReturnType<typeof createTestApp>> & { origin: string };

async function start(env: Record<string, string>): Promise<Ctx> {
  const ctx = await createTestApp('pglite', { seed: false, env: { RATE_LIMIT_WRITES_PER_MINUTE: '3', ...env } });
  const origin = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  return { ...ctx, origin };
}

let n = 0;
const subscribe = (origin: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}/api/newsletter/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email: `limit${Date.now()}-${n++}@example.org` }),
  });

const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Redis answers PING on 127.0.0.1:6379 (the machine's own; these tests only add keys of random clients). */
const redisUp = await new Promise<boolean>((resolve) => {
  const socket = createConnection({ host: '127.0.0.1', port: 6379 }, () => socket.write('PING\r\n'));
  socket.once('data', (data) => {
    socket.destroy();
    resolve(data.toString().startsWith('+PONG'));
  });
  socket.once('error', () => resolve(false));
  socket.setTimeout(1000, () => {
    socket.destroy();
    resolve(false);
  });
});
if (!redisUp) console.warn('[rate limits] Redis is not answering on 127.0.0.1:6379: the shared-count test is skipped');

describe('write limits', () => {
  const apps: Ctx[] = [];
  afterAll(async () => {
    for (const ctx of apps) await ctx.close();
  });

  it('ignore a forged X-Forwarded-For when no proxy is trusted (TRUST_PROXY unset)', async () => {
    const ctx = await start({});
    apps.push(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await subscribe(ctx.origin, { 'x-forwarded-for': randomAddress() })).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it('count per client behind a trusted proxy (TRUST_PROXY=1 takes the nearest address)', async () => {
    const ctx = await start({ TRUST_PROXY: '1' });
    apps.push(ctx);
    const [a, b] = [randomAddress(), randomAddress()];
    for (let i = 0; i < 3; i++) expect((await subscribe(ctx.origin, { 'x-forwarded-for': a })).status).toBe(201);
    expect((await subscribe(ctx.origin, { 'x-forwarded-for': a })).status).toBe(429);
    expect((await subscribe(ctx.origin, { 'x-forwarded-for': b })).status).toBe(201);
    // A client prepending a made-up address does not escape: only the nearest hop is trusted.
    expect((await subscribe(ctx.origin, { 'x-forwarded-for': `${randomAddress()}, ${a}` })).status).toBe(429);
  });

  it.runIf(redisUp)('count across server processes when REDIS_URL is set', async () => {
    const env = { TRUST_PROXY: '1', REDIS_URL: 'redis://127.0.0.1:6379' };
    const [first, second] = [await start(env), await start(env)];
    apps.push(first, second);
    const client = { 'x-forwarded-for': randomAddress() };
    expect((await subscribe(first.origin, client)).status).toBe(201);
    expect((await subscribe(second.origin, client)).status).toBe(201);
    expect((await subscribe(first.origin, client)).status).toBe(201);
    expect((await subscribe(second.origin, client)).status).toBe(429);
  });
});
