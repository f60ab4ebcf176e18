import type { Page, Request } from '@playwright/test';

export interface PageBytes {
  /** Compressed bytes on the wire (response bodies as transferred), by resource type. */
  js: number;
  css: number;
  html: number;
  files: { type: string; url: string; bytes: number; encoding: string }[];
}

/**
 * Decision 057's visitor who does nothing: every response counts until the network has been idle this
 * long, so code a page fetches on its own after the first paint (or once the browser is idle) is counted;
 * only code an interaction asks for is not.
 */
const NETWORK_IDLE_MS = 2000;

/** Resolves once no request has been in flight for `idleMs` (requests that end in failure count as ended). */
export function networkIdle(page: Page, idleMs = NETWORK_IDLE_MS): { settled: Promise<void>; stop: () => void } {
  let inFlight = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done: () => void = () => {};
  const settled = new Promise<void>((resolve) => {
    done = resolve;
  });
  const arm = () => {
    clearTimeout(timer);
    if (inFlight === 0) timer = setTimeout(done, idleMs);
  };
  const started = () => {
    inFlight++;
    clearTimeout(timer);
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    arm();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  arm();
  const stop = () => {
    clearTimeout(timer);
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  };
  return { settled, stop };
}

/**
 * Loads a page, waits until the network has been idle for NETWORK_IDLE_MS with no one interacting, and adds
 * up the bytes the browser actually received for scripts and stylesheets (encoded, that is compressed as the
 * server sent them). Use a fresh browser context so nothing comes from the cache.
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
  const idle = networkIdle(page);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await idle.settled;
  } finally {
    idle.stop();
    page.off('requestfinished', onFinished);
  }
  const files = (await Promise.all(pending)).filter((f): f is PageBytes['files'][number] => f !== null);
  const sum = (type: string) => files.filter((f) => f.type === type).reduce((total, f) => total + f.bytes, 0);
  return { js: sum('script'), css: sum('stylesheet'), html: sum('document'), files };
}
