export { hreflangAlternates, localisedUrl } from '@common/locale-urls';

export const isNewsPath = (pathname: string) => pathname === '/news' || pathname.startsWith('/news/');
