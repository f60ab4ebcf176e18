import { randomInt } from 'node:crypto';
import { createConnection, createServer, type Socket } from 'node:net';
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

  it('start and take writes when Redis is away (the limit is skipped, not the visitor)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await new Promise((resolve) => closed.close(resolve));
    const ctx = await start({ TRUST_PROXY: '1', REDIS_URL: `redis://127.0.0.1:${port}` });
    apps.push(ctx);
    const client = { 'x-forwarded-for': randomAddress() };
    for (let i = 0; i < 4; i++) expect((await subscribe(ctx.origin, client)).status).toBe(201);
  });

  it.runIf(redisUp)('count from the first request after start, when Redis is slow to answer', async () => {
    // A proxy we own holds each connection 400 ms before joining it to Redis: a server that took requests
    // before its Redis connection was ready let the first ones through uncounted.
    const sockets: Socket[] = [];
    const proxy = createServer((inbound) => {
      sockets.push(inbound);
      inbound.pause();
      // A client gone while held is no error of the test's.
      inbound.on('error', () => undefined);
      setTimeout(() => {
        if (inbound.destroyed) return;
        const outbound = createConnection({ host: '127.0.0.1', port: 6379 }, () => {
          inbound.pipe(outbound).pipe(inbound);
          inbound.resume();
        });
        sockets.push(outbound);
        outbound.on('error', () => inbound.destroy());
        inbound.on('error', () => outbound.destroy());
        inbound.on('close', () => outbound.destroy());
      }, 400);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const address = proxy.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const ctx = await start({ TRUST_PROXY: '1', REDIS_URL: `redis://127.0.0.1:${port}` });
      apps.push(ctx);
      const client = { 'x-forwarded-for': randomAddress() };
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await subscribe(ctx.origin, client)).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
    } finally {
      for (const socket of sockets) socket.destroy();
      proxy.close();
    }
  });
});
