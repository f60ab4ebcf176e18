/**
 * The news feeds' addresses, read by the server that serves them (server/src/modules/seo/rss.ts) and by
 * the pages that advertise them (client/src/components/seo/head-tags.ts): one feed per language with
 * `?lang=` (docs/decisions/043), and one per company with `?company=` (docs/decisions/085).
 */
export const NEWS_FEED_PATH = '/news/rss.xml';

/** The feed of the group's news, or of one company's when a slug is given, before its `?lang=`. */
export const newsFeedPath = (companySlug?: string) =>
  companySlug ? `${NEWS_FEED_PATH}?company=${encodeURIComponent(companySlug)}` : NEWS_FEED_PATH;

/** A feed's words with the company's name in them ("{company} news"). */
export const withCompany = (template: string, name: string) => template.replaceAll('{company}', name);
