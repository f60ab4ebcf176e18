import { escapeHtml } from '@common/escape-html';
import { NEWS_FEED_PATH, newsFeedPath } from '@common/feeds';
import { LOCALES, type Locale, languageOf } from '@common/locale';
import { articlePath } from '@common/news';
import type { PageMetaData, PriorityImage } from './head-context';
import { fullTitle, SITE_NAME } from './PageMeta';
import { isCompanyPath, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImagePath } from './share-image';
import { hreflangAlternates, isNewsPath, localisedUrl } from './urls';

const ogLocale = (locale: Locale) => languageOf(locale).ogLocale;

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** A preload for the page's priority image, in the format of the <source> the browser will pick. */
export function priorityImageTag(image: PriorityImage): string {
  return `<link rel="preload" as="image" type="${image.type}" imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes)}" fetchpriority="high" />`;
}

/** "https://x.com/vebgroup" -> "@vebgroup", for twitter:site; undefined when the URL has no handle. */
function twitterHandle(profileUrl: string | undefined): string | undefined {
  if (!profileUrl) return undefined;
  try {
    const handle = new URL(profileUrl).pathname.split('/').filter(Boolean)[0];
    return handle ? `@${handle}` : undefined;
  } catch {
    return undefined;
  }
}

export interface HeadContext {
  publicUrl: string;
  pathname: string;
  locale: Locale;
  /** The group's X/Twitter profile URL, for twitter:site. */
  twitterProfile?: string;
  /** News list title in the page's language, for the feed link's title. */
  feedTitle?: string;
  /** A company's page: its slug and its feed's title in the page's language ("VEB Greenharvest news"). */
  companyFeed?: { slug: string; title: string };
  /**
   * An article page: the slug and language of the version shown and the slug of each published version.
   * The alternates name only the versions that exist, each at its own address (docs/decisions/079); the
   * canonical address, og:locale and the share card are the shown version's, as in the structured data, so a
   * page showing a version in another language than its own points at that version instead of being a
   * near-duplicate.
   */
  article?: { slug: string; lang: Locale; alternates?: Partial<Record<Locale, string>> };
  /**
   * The default share image owners chose (Settings → Site identity): pages other than articles and
   * companies' pages share it instead of their generated card. Its 1200-wide JPEG, the one format every
   * network reads.
   */
  shareImage?: { url: string; width: number; height: number; alt: Partial<Record<Locale, string>> } | null;
}

/** The 1200-wide JPEG of a library image, from its 960-wide WebP address (common/src/admin/media.ts). */
const shareJpeg = (url: string) => url.replace(/-960\.webp$/, '-1200.jpg');

function articleAddresses(publicUrl: string, article: NonNullable<HeadContext['article']>) {
  const slugs = article.alternates ?? {};
  const versions = LOCALES.filter((l) => slugs[l]);
  // No x-default: every address of an article is one language's version, none is language-neutral.
  const alternates = versions.map((l) => ({
    hreflang: l as string,
    href: `${publicUrl}${articlePath(slugs[l] ?? '')}`,
  }));
  const path = articlePath(article.slug);
  return { canonical: `${publicUrl}${path}`, alternates, path, lang: article.lang, versions };
}

/**
 * The <head> tags the server writes for a page: title, description, canonical and hreflang
 * alternates, Open Graph and Twitter cards with the page's own share image, and the news feed link.
 */
export function headTags(page: PageMetaData, context: HeadContext): string {
  const { publicUrl, pathname, locale } = context;
  const addresses = context.article
    ? articleAddresses(publicUrl, context.article)
    : {
        canonical: localisedUrl(publicUrl, pathname, locale),
        alternates: hreflangAlternates(publicUrl, pathname),
        path: pathname,
        lang: locale,
        versions: LOCALES,
      };
  const canonical = addresses.canonical;
  const missing = (page.status ?? 200) >= 400;
  // A missing article has no card of its own; it shares the home page's. An article and a company's page
  // share their own card, named for them, rather than the owners' image for the group's pages.
  const ownCard = Boolean(context.article) || (!missing && isCompanyPath(pathname));
  const chosen = !ownCard && context.shareImage ? context.shareImage : null;
  const image = chosen
    ? `${publicUrl}${shareJpeg(chosen.url)}`
    : `${publicUrl}${shareImagePath(missing ? '/' : addresses.path, locale)}`;
  const imageWidth = chosen ? 1200 : SHARE_IMAGE_WIDTH;
  const imageHeight = chosen ? Math.round((1200 * chosen.height) / chosen.width) : SHARE_IMAGE_HEIGHT;
  const imageAlt = chosen ? chosen.alt[locale] || chosen.alt.en || page.title : page.title;
  const site = twitterHandle(context.twitterProfile);

  const tags = [`<title>${escapeHtml(fullTitle(page.title))}</title>`, meta('name', 'description', page.description)];
  if (missing || page.noindex) {
    // A missing page has no canonical address or translations to point at; keep it out of indexes.
    tags.push(meta('name', 'robots', 'noindex'));
  } else {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
    for (const { hreflang, href } of addresses.alternates) {
      tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`);
    }
  }
  // The feeds in the page's language (docs/decisions/043, 097): a French reader subscribes to French
  // articles, and a feed reader given the site's address finds the news feed on the home page.
  const feeds = [
    ...(context.companyFeed
      ? [{ path: newsFeedPath(context.companyFeed.slug), title: context.companyFeed.title }]
      : []),
    ...(pathname === '/' || isNewsPath(pathname) || context.companyFeed
      ? [{ path: NEWS_FEED_PATH, title: context.feedTitle ?? 'News' }]
      : []),
  ];
  for (const { path, title } of feeds) {
    const href = localisedUrl(publicUrl, path, locale);
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${title} | ${SITE_NAME}`)}" href="${escapeHtml(href)}" />`,
    );
  }
  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:type', page.type ?? 'website'),
    meta('property', 'og:url', canonical),
    // The language of the text shown, and only the other languages the page exists in (an article's versions).
    meta('property', 'og:locale', ogLocale(addresses.lang)),
    ...addresses.versions
      .filter((other) => other !== addresses.lang)
      .map((other) => meta('property', 'og:locale:alternate', ogLocale(other))),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', chosen ? 'image/jpeg' : 'image/png'),
    meta('property', 'og:image:width', String(imageWidth)),
    meta('property', 'og:image:height', String(imageHeight)),
    meta('property', 'og:image:alt', imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...(site ? [meta('name', 'twitter:site', site)] : []),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
  );
  if (page.publishedTime) tags.push(meta('property', 'article:published_time', page.publishedTime));
  return tags.join('\n    ');
}
