import type { Locale } from '@common/locale';
import type { PageMetaData } from './head-context';
import { fullTitle, SITE_NAME } from './PageMeta';

const OG_LOCALE: Record<Locale, string> = { en: 'en_ZA', fr: 'fr_FR', sw: 'sw_KE' };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The <head> tags the server writes for a page: title, description, canonical, Open Graph, Twitter. */
export function headTags(
  meta: PageMetaData,
  { publicUrl, pathname, locale }: { publicUrl: string; pathname: string; locale: Locale },
): string {
  const canonical = `${publicUrl}${pathname}${locale === 'en' ? '' : `?lang=${locale}`}`;
  const image = meta.image ? (meta.image.startsWith('http') ? meta.image : `${publicUrl}${meta.image}`) : undefined;
  const tags = [
    `<title>${escapeHtml(fullTitle(meta.title))}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[locale]}" />`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
  ];
  if (image)
    tags.push(
      `<meta property="og:image" content="${escapeHtml(image)}" />`,
      `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
    );
  if (meta.publishedTime)
    tags.push(`<meta property="article:published_time" content="${escapeHtml(meta.publishedTime)}" />`);
  return tags.join('\n    ');
}
