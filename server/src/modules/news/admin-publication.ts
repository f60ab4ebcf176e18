import {
  type AdminArticle,
  NEWS_LANGUAGES,
  type NewsLanguage,
  publishSchema,
  type RevisionData,
  scheduleSchema,
  TRANSLATED_LOCALES,
  unpublishSchema,
} from '@common/admin/news';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { newsArticles, newsTranslations } from '../../db/schema';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { recordAudit, type Writer } from '../audit/repository';
import { staffOf } from '../staff/access';
import { auditContext } from '../staff/context';
import { dropRedirects, keepOldSlug, type LoadedArticle, slugConflicts, statusOf } from './admin-repository';
import { lockArticle, readArticle } from './admin-shared';
import { addRevision } from './revisions';
import { missingForPublication, titleOf } from './working-copy';

/**
 * Copies the working copy of `languages` to the site's tables. A language whose slug changed leaves its
 * old slug as a permanent redirect. `publishAt` is the article's time (UTC): left out, an article already
 * on the site keeps its date and a draft appears now.
 */
async function publish(
  tx: Writer,
  loaded: LoadedArticle,
  languages: NewsLanguage[],
  publishAt: Date | null,
  { now, userId }: { now: Date; userId: number },
): Promise<Date> {
  const { row, copy } = loaded;
  // On the site means published and its time has come: a scheduled article published now appears now,
  // and its slugs, never public, leave no redirect behind.
  const wasOnSite = row.status === 'published' && row.publishedAt !== null && row.publishedAt <= now;
  if (!wasOnSite && !languages.includes('en')) {
    throw new HttpError(400, 'news.englishFirst', { fields: { languages: 'news.includeEnglish' } });
  }
  const missing = Object.assign({}, ...languages.map((language) => missingForPublication(copy, language)));
  if (Object.keys(missing).length > 0) throw HttpError.ofFields(400, missing);
  const slugs = languages.map((language) => ({ language, slug: (copy.versions[language] as { slug: string }).slug }));
  const conflicts = await slugConflicts(tx, row.id, slugs);
  if (Object.keys(conflicts).length > 0) throw HttpError.ofFields(409, conflicts);

  const time = publishAt ?? (wasOnSite ? row.publishedAt : now);
  const version = (language: NewsLanguage) => copy.versions[language] as NonNullable<RevisionData['versions']['en']>;
  if (languages.includes('en')) {
    const en = version('en');
    if (wasOnSite && row.slug !== en.slug) await keepOldSlug(tx, row.id, 'en', row.slug, now);
    await tx
      .update(newsArticles)
      .set({
        slug: en.slug,
        title: en.title,
        excerpt: en.excerpt,
        content: en.contentHtml,
        imageAlt: en.imageAlt,
        category: copy.category,
        author: copy.author,
        imageId: copy.imageId,
        imageUrl: copy.imageUrl,
        status: 'published',
        publishedAt: time,
        updatedBy: userId,
      })
      .where(eq(newsArticles.id, row.id));
  } else if (publishAt) {
    await tx.update(newsArticles).set({ publishedAt: time, updatedBy: userId }).where(eq(newsArticles.id, row.id));
  }
  for (const locale of TRANSLATED_LOCALES) {
    if (!languages.includes(locale)) continue;
    const v = version(locale);
    const before = loaded.translations.find((t) => t.locale === locale);
    if (wasOnSite && before && before.slug !== v.slug) await keepOldSlug(tx, row.id, locale, before.slug, now);
    const values = {
      slug: v.slug,
      title: v.title,
      excerpt: v.excerpt,
      content: v.contentHtml,
      imageAlt: v.imageAlt,
      sourceHash: v.source ?? null,
    };
    await tx
      .insert(newsTranslations)
      .values({ articleId: row.id, locale, ...values })
      .onConflictDoUpdate({ target: [newsTranslations.articleId, newsTranslations.locale], set: values });
  }
  await dropRedirects(
    tx,
    row.id,
    slugs.map((s) => s.slug),
  );
  return time;
}

export const publicationRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const access = 'news' as const;

  const publishRoute = async (
    request: FastifyRequest,
    input: { languages: NewsLanguage[]; publishAt?: string | null },
  ) => {
    const { user } = staffOf(request);
    const now = app.clock.now();
    const publishAt = input.publishAt ? new Date(input.publishAt) : null;
    const id = await db.transaction(async (tx) => {
      const loaded = await lockArticle(tx, request);
      const time = await publish(tx, loaded, input.languages, publishAt, { now, userId: user.id });
      const scheduled = statusOf({ status: 'published', publishedAt: time }, now) === 'scheduled';
      await addRevision(tx, {
        articleId: loaded.row.id,
        kind: scheduled ? 'scheduled' : 'published',
        data: loaded.copy,
        user,
        now,
      });
      await recordAudit(tx, {
        ...auditContext(request),
        action: scheduled ? 'news.scheduled' : 'news.published',
        target: { type: 'news', id: loaded.row.id },
        details: { title: titleOf(loaded.copy), languages: input.languages, publishAt: time.toISOString() },
      });
      return loaded.row.id;
    });
    return readArticle(app, id);
  };

  app.post('/news/:id/publish', { config: { access } }, async (request): Promise<AdminArticle> => {
    const input = parseOr400(publishSchema, request.body, 'news.chooseWhatToPublish');
    return publishRoute(request, input);
  });

  app.post('/news/:id/schedule', { config: { access } }, async (request): Promise<AdminArticle> => {
    const input = parseOr400(scheduleSchema, request.body, 'news.chooseWhenToPublish');
    if (new Date(input.publishAt) <= app.clock.now()) {
      throw new HttpError(400, 'field.futureTime', { fields: { publishAt: 'field.futureTime' } });
    }
    return publishRoute(request, input);
  });

  app.post('/news/:id/unpublish', { config: { access } }, async (request): Promise<AdminArticle> => {
    const input = parseOr400(unpublishSchema, request.body, 'news.chooseWhatToUnpublish');
    const { user } = staffOf(request);
    const now = app.clock.now();
    // English (or no list) takes the whole article off; the working copy stays for a later publication.
    const whole = !input.languages || input.languages.includes('en');
    const id = await db.transaction(async (tx) => {
      const loaded = await lockArticle(tx, request);
      if (whole) {
        if (loaded.row.status !== 'published') throw new HttpError(409, 'news.notPublished');
        await tx
          .update(newsArticles)
          .set({ status: 'draft', updatedBy: user.id })
          .where(eq(newsArticles.id, loaded.row.id));
        await tx.delete(newsTranslations).where(eq(newsTranslations.articleId, loaded.row.id));
      } else {
        const locales = TRANSLATED_LOCALES.filter((l) => input.languages?.includes(l));
        await tx
          .delete(newsTranslations)
          .where(and(eq(newsTranslations.articleId, loaded.row.id), inArray(newsTranslations.locale, locales)));
      }
      await addRevision(tx, { articleId: loaded.row.id, kind: 'unpublished', data: loaded.copy, user, now });
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'news.unpublished',
        target: { type: 'news', id: loaded.row.id },
        details: { title: titleOf(loaded.copy), languages: whole ? [...NEWS_LANGUAGES] : input.languages },
      });
      return loaded.row.id;
    });
    return readArticle(app, id);
  });
};
