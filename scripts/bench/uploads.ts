import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { WebClient } from '../../server/src/test/cluster/client';
import { table } from '../audit/lib/table';
import { createEditors } from './editors';
import { ms, noteFailure, percentile } from './load';
import { sampleRss } from './memory';
import type { Pinning } from './pin';
import { mb, rssMb } from './proc';
import { startSite } from './servers';

/**
 * An editor's large uploads must not take the site down. Four 40-megapixel JPEGs are
 * uploaded at once while /healthz is asked every 50 ms; printed: the server's peak RSS, /healthz
 * p50/p99/max, and each upload's status (201, or 503 with Retry-After when the decode queue was full).
 */
const UPLOADS = 4;
const WIDTH = 8000;
const HEIGHT = 5000;

export interface UploadsResult {
  idleRss: number | undefined;
  peakRss: number;
  health: { p50: number; p99: number; max: number; count: number; failed: number };
  uploads: { status: number; ms: number; retryAfter?: string }[];
  bytes: number;
}

/**
 * A 40-megapixel JPEG under the 10 MB upload limit: a smooth gradient with a little noise (pure noise
 * would not compress below 10 MB), different per `seed` so that no upload is a duplicate of another.
 */
async function largeJpeg(seed: number): Promise<Buffer> {
  const base = sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, background: { r: 40 * seed, g: 120, b: 200 - 30 * seed } },
  });
  const noise = randomBytes(400 * 250 * 3);
  const overlay = await sharp(noise, { raw: { width: 400, height: 250, channels: 3 } })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .png()
    .toBuffer();
  return base
    .composite([{ input: overlay, blend: 'soft-light' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

const EDITOR = { email: 'bench-editor@bench.example', password: 'bench uploads passphrase number one' };

export async function uploadsPhase(
  outDir: string,
  pinning: Pinning,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<UploadsResult> {
  const images = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => largeJpeg(i + 1)));
  await createEditors(dataDir, [EDITOR.email], EDITOR.password);
  const site = await startSite(outDir, pinning, { ...env, DATA_DIR: dataDir });
  try {
    const browser = new WebClient(site.origin);
    await browser.session();
    const signedIn = await browser.post('/api/admin/sign-in', EDITOR);
    if (signedIn.status !== 200) throw new Error(`the editor could not sign in (${signedIn.status})`);
    await browser.session();
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idleRss = rssMb(site.pid);

    const latencies: number[] = [];
    let healthFailed = 0;
    let uploading = true;
    // One /healthz at a time, every 50 ms: the answer time is what a load balancer's probe would see.
    const poll = (async () => {
      while (uploading) {
        const start = performance.now();
        try {
          const answer = await fetch(`${site.origin}/healthz`, { signal: AbortSignal.timeout(30_000) });
          await answer.arrayBuffer();
          if (answer.status !== 200) healthFailed += 1;
        } catch {
          healthFailed += 1;
        }
        latencies.push(performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const { result: uploads, peak } = await sampleRss(site.pid, 50, async () => {
      const answers = await Promise.all(
        images.map(async (bytes, i) => {
          const start = performance.now();
          const answer = await fetch(`${site.origin}/api/admin/media`, {
            method: 'POST',
            headers: {
              origin: site.origin,
              cookie,
              'x-csrf-token': browser.csrf,
              'content-type': 'image/jpeg',
              'x-file-name': `bench-${i}.jpg`,
            },
            body: new Uint8Array(bytes),
            signal: AbortSignal.timeout(120_000),
          });
          await answer.arrayBuffer();
          return {
            status: answer.status,
            ms: performance.now() - start,
            retryAfter: answer.headers.get('retry-after') ?? undefined,
          };
        }),
      );
      return answers;
    });
    uploading = false;
    await poll;
    for (const upload of uploads) {
      // 503 with Retry-After is the queue refusing politely; anything else outside 2xx is a failure.
      if (upload.status >= 500 && !(upload.status === 503 && upload.retryAfter))
        noteFailure(`uploads: POST /api/admin/media answered ${upload.status}`);
    }
    if (healthFailed > 0) noteFailure(`uploads: /healthz failed ${healthFailed} times`);
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      idleRss,
      peakRss: peak,
      health: {
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        max: sorted[sorted.length - 1] ?? Number.NaN,
        count: sorted.length,
        failed: healthFailed,
      },
      uploads,
      bytes: images.reduce((sum, image) => sum + image.length, 0),
    };
  } finally {
    await site.stop();
  }
}

export function uploadsReport(result: UploadsResult): string {
  const statuses = result.uploads
    .map((u) => `${u.status}${u.retryAfter ? ` (Retry-After ${u.retryAfter})` : ''} in ${ms(u.ms)}`)
    .join(', ');
  return table([
    ['', 'value'],
    ['images', `${UPLOADS} x ${WIDTH}x${HEIGHT} JPEG, ${(result.bytes / UPLOADS / 1e6).toFixed(1)} MB each`],
    ['server RSS before', mb(result.idleRss)],
    ['server RSS peak', mb(result.peakRss)],
    ['/healthz p50', ms(result.health.p50)],
    ['/healthz p99', ms(result.health.p99)],
    ['/healthz max', ms(result.health.max)],
    ['/healthz answers', `${result.health.count}, ${result.health.failed} failed`],
    ['uploads', statuses],
  ]);
}
