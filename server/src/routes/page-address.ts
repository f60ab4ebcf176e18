/**
 * The query parameters pages read (the news list's page, category and company, the contact form's subject); any
 * other parameter (utm_source, a cache-buster) cannot change a page, so it is left out of the address
 * the page is rendered and cached under: `/?q=<random>` is the home page, served from the cache.
 */
const PAGE_PARAMS = ['page', 'category', 'company', 'subject'] as const;

/** Longest value of a page parameter worth keeping (categories and subjects are short words). */
const MAX_PARAM_LENGTH = 100;

export interface PageAddress {
  /** The canonical address to send the visitor to, when theirs is a variant of it. */
  redirect?: string;
  /** Path and kept parameters: what the page is rendered for and cached under. */
  url: string;
}

/**
 * `//x`, `/\x` and `/about/` are variants of `/x` and `/about`: they get a permanent redirect to the
 * canonical path, which always starts with a single slash followed by something else. A backslash counts
 * as a slash, as browsers read it in an http(s) address: kept, `/\evil.example` would be read as
 * `//evil.example`, another host.
 */
export function pageAddress(rawUrl: string): PageAddress {
  const queryStart = rawUrl.indexOf('?');
  const rawPath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const params = new URLSearchParams(queryStart === -1 ? '' : rawUrl.slice(queryStart + 1));
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMS) {
    const value = params.get(name);
    if (value && value.length <= MAX_PARAM_LENGTH) kept.set(name, value);
  }
  const search = kept.size > 0 ? `?${kept}` : '';
  const path = `/${rawPath
    .split(/[/\\]+/)
    .filter(Boolean)
    .join('/')}`;
  if (path !== rawPath) {
    const lang = params.get('lang');
    const langParam = lang && lang.length <= 5 ? `${search ? '&' : '?'}lang=${encodeURIComponent(lang)}` : '';
    return { redirect: `${path}${search}${langParam}`, url: `${path}${search}` };
  }
  return { url: `${path}${search}` };
}
