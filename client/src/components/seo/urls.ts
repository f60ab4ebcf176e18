export { hreflangAlternates, localisedUrl } from '@common/locale-urls';

/** The news pages carry the feed link; the feed itself is served by the server (routes/seo). */
export const NEWS_FEED_PATH = '/news/rss.xml';
export const isNewsPath = (pathname: string) => pathname === '/news' || pathname.startsWith('/news/');
