import type { PublicConfig } from '@common/content-api';
import type { Locale } from '@common/locale';
import { ARTICLE_PATH } from '@common/pages';
import { SLUG_PATTERN } from '@common/slug';
import type { ContentCache } from '../content/cache';
import type { ContentReads } from '../content/service';
import type { ContentTag } from '../content/tags';
import type { PageRenderer } from './renderer';

/**
 * Stands for the address in a stored not-found page. Shaped like a slug, as the addresses filled in are:
 * every part of a page (text, attribute, link, the dehydrated JSON and its query hash) writes such a
 * string as it is, so one replacement gives the page a render of that address gives (not-found-pages.test.ts).
 */
export const HOLE = 'zz0address0hole0zz';

/** Longest address filled in; a longer one is rendered (it is held to the miss budget like any render). */
const MAX_PATH = 200;

/** `/a`, `/a-b/c`: segments of lowercase letters, digits and single hyphens, written as they are everywhere. */
const fillable = (path: string) =>
  path.length <= MAX_PATH &&
  path.startsWith('/') &&
  path
    .slice(1)
    .split('/')
    .every((part) => SLUG_PATTERN.test(part));

/** The prefix of an article's address, from its route pattern ('/news/'). */
const ARTICLE_PREFIX = ARTICLE_PATH.slice(0, ARTICLE_PATH.lastIndexOf('/') + 1);

/** The route patterns whose 404 depends on nothing of the address but the address itself. */
const SHAPES: Record<string, { stored: string; hole: (path: string) => string }> = {
  // An address no page has.
  '*': { stored: `/${HOLE}`, hole: (path) => path.slice(1) },
  // An article that does not exist (only once the slug index says so: an old slug redirects, a deleted one may be 410).
  [ARTICLE_PATH]: { stored: `${ARTICLE_PREFIX}${HOLE}`, hole: (path) => path.slice(ARTICLE_PREFIX.length) },
};

/**
 * A not-found page without a render of its own (decision 065): a made-up address (a typo, a scanner, a
 * flood of one-off addresses) costs a render each, 7-16 ms of CPU, and 30 of them at once is what a
 * client's miss budget allows. One page per route and language is rendered with HOLE for the address and
 * kept in the content cache with what it read (the menus, the companies), so it goes when they change; each
 * address then gets a copy with its own address filled in, in microseconds. Addresses of any other shape,
 * and renderers that cannot tell a route without rendering (tests' stand-ins), are rendered as before.
 */
export function storedNotFoundPages(
  renderer: PageRenderer,
  cache: ContentCache,
  contentFor: (tags: Set<ContentTag>) => ContentReads,
  config: PublicConfig,
) {
  const { routeOf } = renderer;
  /** The 404 page of `url` from the stored one, or undefined when it must be rendered. */
  return async (url: string, locale: Locale, content: ContentReads, tags: Set<ContentTag>) => {
    if (!routeOf || !fillable(url)) return undefined;
    const route = await routeOf(url);
    const shape = Object.hasOwn(SHAPES, route) ? SHAPES[route] : undefined;
    if (!shape) return undefined;
    const hole = shape.hole(url);
    if (route === ARTICLE_PATH && !content.noSuchSlug(hole)) return undefined;
    const stored = await cache.get(
      `not-found:${route}:${locale}`,
      (own) => renderer.render({ url: shape.stored, locale, content: contentFor(own), config }),
      { into: tags, weigh: (page) => page.html.length },
    );
    // An article that took HOLE as its slug would make the stored page an article: render instead.
    return stored.status === 404 ? stored.html.replaceAll(HOLE, hole) : undefined;
  };
}
