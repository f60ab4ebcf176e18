/**
 * A same-origin crawler for broken links and missing assets: follows <a href> from page to page and
 * checks every <link href>, <img src/srcset>, <source srcset>, <script src> and CSS url() it meets.
 * Links to other origins are counted but never requested (no traffic leaves the machine).
 */

interface BrokenLink {
  url: string;
  status: number | string;
  foundOn: string[];
}

export interface CrawlReport {
  pages: number;
  checked: number;
  external: number;
  broken: BrokenLink[];
}

const TAG = /<(a|link|img|source|script)\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const CSS_URL = /url\(\s*(['"]?)([^'")]+)\1\s*\)/gi;

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

function attributes(source: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const m of source.matchAll(ATTRIBUTE)) {
    result.set(m[1].toLowerCase(), decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return result;
}

function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);
}

/** The addresses an HTML document refers to; `follow` marks those that are pages to crawl further. */
function extractReferences(html: string): { url: string; follow: boolean }[] {
  // Article bodies inside the JSON state block are rendered into the page too, so skipping scripts' text is safe.
  const refs: { url: string; follow: boolean }[] = [];
  for (const [, tag, rawAttributes] of html.matchAll(TAG)) {
    const attrs = attributes(rawAttributes);
    const name = tag.toLowerCase();
    if (name === 'a') {
      const href = attrs.get('href');
      if (href && !attrs.has('download')) refs.push({ url: href, follow: true });
    } else if (name === 'link') {
      const href = attrs.get('href');
      const rel = attrs.get('rel') ?? '';
      if (href && !/\b(preconnect|dns-prefetch)\b/.test(rel)) refs.push({ url: href, follow: false });
      const imagesrcset = attrs.get('imagesrcset');
      if (imagesrcset) refs.push(...srcsetUrls(imagesrcset).map((url) => ({ url, follow: false })));
    } else {
      const src = attrs.get('src');
      if (src) refs.push({ url: src, follow: false });
      const srcset = attrs.get('srcset');
      if (srcset) refs.push(...srcsetUrls(srcset).map((url) => ({ url, follow: false })));
    }
  }
  return refs;
}

function normalise(reference: string, base: string): URL | null {
  if (/^(mailto|tel|javascript|data|blob|sms):/i.test(reference.trim())) return null;
  try {
    const url = new URL(reference.trim(), base);
    url.hash = '';
    return url;
  } catch {
    return null;
  }
}

export interface CrawlOptions {
  /** Paths to start from besides '/' (for example each route in each language). */
  startPaths?: string[];
  /** A safety bound on the number of addresses requested. */
  maxRequests?: number;
  concurrency?: number;
}

export async function crawlSite(origin: string, options: CrawlOptions = {}): Promise<CrawlReport> {
  const { startPaths = [], maxRequests = 3000, concurrency = 4 } = options;
  const foundOn = new Map<string, Set<string>>();
  const toFollow = new Set<string>();
  const queue: string[] = [];
  const seen = new Set<string>();
  const external = new Set<string>();
  const broken: BrokenLink[] = [];
  let pages = 0;

  const enqueue = (reference: string, from: string, follow: boolean) => {
    const url = normalise(reference, from);
    if (!url) return;
    if (url.origin !== origin) {
      external.add(url.href);
      return;
    }
    const key = url.href;
    if (!foundOn.has(key)) foundOn.set(key, new Set());
    foundOn.get(key)?.add(from.replace(origin, '') || '/');
    if (follow) toFollow.add(key);
    if (!seen.has(key)) {
      seen.add(key);
      queue.push(key);
    }
  };

  for (const path of ['/', ...startPaths]) enqueue(path, `${origin}/`, true);

  const visit = async (url: string) => {
    let response: Response;
    try {
      response = await fetch(url, { redirect: 'follow' });
    } catch (error) {
      broken.push({ url, status: (error as Error).message, foundOn: [...(foundOn.get(url) ?? [])] });
      return;
    }
    if (!response.ok) {
      broken.push({ url: url.replace(origin, ''), status: response.status, foundOn: [...(foundOn.get(url) ?? [])] });
      await response.body?.cancel();
      return;
    }
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('text/html') && toFollow.has(url)) {
      pages += 1;
      const html = await response.text();
      for (const ref of extractReferences(html)) enqueue(ref.url, response.url, ref.follow);
    } else if (type.includes('text/css')) {
      const css = await response.text();
      for (const m of css.matchAll(CSS_URL)) enqueue(m[2], response.url, false);
    } else {
      await response.arrayBuffer();
    }
  };

  let requested = 0;
  const worker = async () => {
    while (queue.length > 0 && requested < maxRequests) {
      const url = queue.shift() as string;
      requested += 1;
      await visit(url);
    }
  };
  // Workers that find the queue empty stop; keep going until no worker added anything.
  while (queue.length > 0 && requested < maxRequests) {
    await Promise.all(Array.from({ length: concurrency }, worker));
  }
  if (queue.length > 0) throw new Error(`crawl stopped after ${maxRequests} requests with ${queue.length} left`);
  broken.sort((a, b) => a.url.localeCompare(b.url));
  return { pages, checked: requested, external: external.size, broken };
}
