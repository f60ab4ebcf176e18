import { DEFAULT_LOCALE, isLocale, type Locale } from '@common/locale';
import { localisedUrl } from '@common/locale-urls';
import { articlePath } from '@common/news';
import type { FastifyPluginAsync } from 'fastify';
import { sendProduced } from '../../lib/cached-response';
import { feedArticles, lastModified } from '../news';
import { categoryLabel, dictionaries } from './page-text';
import { FEED_CACHE_CONTROL } from './sitemap';
import { escapeXml } from './xml';

const FEED_SIZE = 20;
const FEED_PATH = '/news/rss.xml';

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

export const rssRoutes: FastifyPluginAsync = async (app) => {
  // One feed per language (?lang=fr), declaring it: the articles written in it, in it, and no other
  // (docs/decisions/078); each links to its version's own address (docs/decisions/079).
  app.get<{ Querystring: { lang?: string } }>(FEED_PATH, { compress: false }, async (request, reply) => {
    const { publicUrl } = app.config;
    const locale: Locale = isLocale(request.query.lang) ? request.query.lang : DEFAULT_LOCALE;
    const articles = await feedArticles(app.database.db, app.clock.now(), locale, FEED_SIZE);
    const news = dictionaries[locale].news.meta;
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
      `    ${element('title', `${news.title} | VEB Group`)}`,
      `    ${element('link', localisedUrl(publicUrl, '/news', locale))}`,
      `    ${element('description', news.description)}`,
      `    <language>${locale}</language>`,
      ...(built ? [`    ${element('lastBuildDate', built.toUTCString())}`] : []),
      `    <atom:link href="${escapeXml(localisedUrl(publicUrl, FEED_PATH, locale))}" rel="self" type="application/rss+xml"/>`,
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
  });
};
