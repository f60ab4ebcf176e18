import { API_ERRORS } from '@common/admin/api-errors';
import { mediaMessages } from '@common/admin/media';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp } from '../../test/test-app';
import { decodeQueue } from './decode-queue';

/** A distinct small PNG per `n` (uploads of the same bytes would be answered from the stored copy). */
const image = (n: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: n * 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
};

/**
 * Uploads are decoded through a bounded queue. The queue's hook holds each decode in
 * progress until the test lets it go, so what runs at once and what waits is seen for certain, through
 * the real route and real sharp.
 */
describe('the decode queue behind uploads', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let editor: AdminClient;
  const saved = { ...decodeQueue.limits };
  beforeAll(async () => {
    ctx = await createTestApp('pglite', { seed: false });
    editor = new AdminClient(ctx.app);
    await editor.signIn(await createStaff(ctx.database.db, 'editor'));
  }, 60_000);
  afterEach(() => {
    decodeQueue.limits = { ...saved };
    decodeQueue.onTurn = undefined;
    decodeQueue.peak = 0;
  });
  afterAll(() => ctx.close());

  const upload = async (n: number) =>
    editor.request({
      method: 'POST',
      url: '/api/admin/media',
      payload: await image(n),
      headers: { 'content-type': 'image/png', 'x-file-name': `queued-${n}.png` },
    });

  /** Holds every decode at its start until `release()`. */
  function hold() {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    decodeQueue.onTurn = () => gate;
    return () => release();
  }

  it('decodes at most `running` images at once and refuses one that waited too long with 503 and Retry-After', async () => {
    decodeQueue.limits = { running: 2, waitMs: 300, retryAfterS: 7 };
    const release = hold();
    const answers = [1, 2, 3, 4].map((n) => upload(n));
    await until(() => decodeQueue.active === 2 && decodeQueue.queued === 2);
    // The two waiting past 300 ms are refused while the two decodes are still held.
    await until(() => decodeQueue.queued === 0);
    expect(decodeQueue.active).toBe(2);
    release();
    const statuses = await Promise.all(answers);
    expect(statuses.map((res) => res.statusCode).sort()).toEqual([201, 201, 503, 503]);
    for (const res of statuses.filter((r) => r.statusCode === 503)) {
      expect(res.headers['retry-after']).toBe('7');
      expect(res.json()).toMatchObject({ success: false, message: API_ERRORS.media.busy, code: mediaMessages.busy });
    }
    expect(decodeQueue.peak).toBe(2);
    expect(decodeQueue.active).toBe(0);
  });

  it('lets an upload that waits within the limit through once a decode finishes, in order', async () => {
    decodeQueue.limits = { running: 1, waitMs: 10_000, retryAfterS: 7 };
    const release = hold();
    const answers = [5, 6, 7].map((n) => upload(n));
    await until(() => decodeQueue.active === 1 && decodeQueue.queued === 2);
    release();
    const statuses = (await Promise.all(answers)).map((res) => res.statusCode);
    expect(statuses).toEqual([201, 201, 201]);
    expect(decodeQueue.peak).toBe(1);
    expect(decodeQueue.active).toBe(0);
  });
});
