import type { Page, Request } from '@playwright/test';

export interface PageBytes {
  /** Compressed bytes on the wire (response bodies as transferred), by resource type. */
  js: number;
  css: number;
  html: number;
  files: { type: string; url: string; bytes: number; encoding: string }[];
}

/**
 * Loads a page, waits until the network is idle and no one has interacted, and adds up the bytes the
 * browser actually received for scripts and stylesheets (encoded, that is compressed as the server sent them).
 * Use a fresh browser context so nothing comes from the cache.
 */
export async function measurePageBytes(page: Page, url: string): Promise<PageBytes> {
  const pending: Promise<PageBytes['files'][number] | null>[] = [];
  const onFinished = (request: Request) => {
    const type = request.resourceType();
    if (!['script', 'stylesheet', 'document'].includes(type)) return;
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const encoding = (await response?.headerValue('content-encoding')) ?? 'identity';
        return { type, url: request.url(), bytes: sizes.responseBodySize, encoding };
      })().catch(() => null),
    );
  };
  page.on('requestfinished', onFinished);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
  } finally {
    page.off('requestfinished', onFinished);
  }
  const files = (await Promise.all(pending)).filter((f): f is PageBytes['files'][number] => f !== null);
  const sum = (type: string) => files.filter((f) => f.type === type).reduce((total, f) => total + f.bytes, 0);
  return { js: sum('script'), css: sum('stylesheet'), html: sum('document'), files };
}
