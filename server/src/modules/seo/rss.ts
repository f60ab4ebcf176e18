import { NEWS_FEED_PATH, newsFeedPath, withCompany } from '@common/feeds';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@common/locale';
import { localisedUrl } from '@common/locale-urls';
import { articlePath } from '@common/news';
import type { FastifyPluginAsync } from 'fastify';
import { sendProduced } from '../../lib/cached-response';
import { HttpError } from '../../lib/http-error';
import { feedArticles, lastModified } from '../news';
import { categoryLabel, dictionaries } from './page-text';
import { FEED_CACHE_CONTROL } from './sitemap';
import { escapeXml } from './xml';

const FEED_SIZE = 20;

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

export const rssRoutes: FastifyPluginAsync = async (app) => {
  // One feed per language (?lang=fr), declaring it: the articles written in it, in it, and no other
  // (docs/decisions/078); each links to its version's own address (docs/decisions/079). With ?company=slug,
  // the articles about that company alone (docs/decisions/085), at the same address as the news list's
  // filter names it; a slug no shown company has is a 404, not an empty feed a reader would keep polling.
  app.get<{ Querystring: { lang?: string; company?: unknown } }>(
    NEWS_FEED_PATH,
    { compress: false },
    async (request, reply) => {
      const { publicUrl } = app.config;
      const locale: Locale = isLocale(request.query.lang) ? request.query.lang : DEFAULT_LOCALE;
      const asked = request.query.company;
      const company =
        asked === undefined ? undefined : (await app.content.entries('company', locale)).find((c) => c.slug === asked);
      if (asked !== undefined && !company) throw new HttpError(404, { message: 'No company has this address' });
      const articles = await feedArticles(
        app.database.db,
        app.clock.now(),
        locale,
        FEED_SIZE,
        company ? { companyId: company.id } : {},
      );
      const words = dictionaries[locale].news;
      const title = company ? withCompany(words.company.feedTitle, company.name) : words.meta.title;
      const description = company ? withCompany(words.company.feedDescription, company.name) : words.meta.description;
      const query = company ? `?company=${encodeURIComponent(company.slug)}` : '';
      // RSS 2.0 wants an e-mail address in <author>: articles go out through the media office, the quick
      // contact staff mark for media. Without one, <dc:creator> alone names the author.
      const media = (await app.content.entries('quickContact', locale)).find((c) => c.purpose === 'media')?.email;
      const items = articles.map((article) => {
        const link = `${publicUrl}${articlePath(article.slug)}`;
        return [
          '    <item>',
          `      ${element('title', article.title)}`,
          `      ${element('link', link)}`,
          `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
          // toUTCString gives RFC 822's form: "Tue, 13 Feb 2024 08:00:00 GMT".
          `      ${element('pubDate', article.publishedAt.toUTCString())}`,
          `      ${element('description', article.excerpt)}`,
          // The category in the feed's language, as the pages show it (decision 043).
          `      ${element('category', categoryLabel(article.category, locale))}`,
          ...(media ? [`      ${element('author', `${media} (${article.author})`)}`] : []),
          `      ${element('dc:creator', article.author)}`,
          '    </item>',
        ].join('\n');
      });
      const built = articles.map(lastModified).sort((a, b) => b.getTime() - a.getTime())[0];
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
        '  <channel>',
        `    ${element('title', `${title} | VEB Group`)}`,
        `    ${element('link', localisedUrl(publicUrl, `/news${query}`, locale))}`,
        `    ${element('description', description)}`,
        `    <language>${locale}</language>`,
        ...(built ? [`    ${element('lastBuildDate', built.toUTCString())}`] : []),
        `    <atom:link href="${escapeXml(localisedUrl(publicUrl, newsFeedPath(company?.slug), locale))}" rel="self" type="application/rss+xml"/>`,
        ...items,
        '  </channel>',
        '</rss>',
        '',
      ].join('\n');
      reply.header('Cache-Control', FEED_CACHE_CONTROL);
      return sendProduced(request, reply, {
        status: 200,
        type: 'application/rss+xml; charset=utf-8',
        body: xml,
        lastModified: built,
      });
    },
  );
};
