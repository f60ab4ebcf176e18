import { type AdminArticle, publishSchema, scheduleSchema, unpublishSchema } from '@common/admin/news';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@common/locale';
import { asText } from '@common/model/versions';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { newsArticles, newsVersions } from '../../db/schema';
import type { Writer } from '../../db/types';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { recordAudit } from '../audit';
import { auditContext } from '../auth';
import { keepRevision } from '../records';
import { dropRedirects, keepOldSlug, type LoadedArticle, slugConflicts, statusOf } from './admin-repository';
import { approveIfSubmitted, refuseWriters } from './admin-review';
import { lockArticle, readArticle } from './admin-shared';
import { articleLabel, missingForPublication, sharedSlugs } from './record';

/** On the site means published and its time has come. */
const onSite = (loaded: LoadedArticle, now: Date) => statusOf(loaded.row, now) === 'published';

/**
 * Copies the working copy of `languages` to the site: each language's version (its own row of
 * news_versions, at its own slug), and the article's same-in-every-language values with it. Any language
 * may be published first, alone or with others (docs/decisions/078). A language whose slug changed leaves
 * its old slug as a permanent redirect. `publishAt` is the article's time (UTC): left out, an article
 * already on the site keeps its date and a draft appears now.
 */
async function publish(
  tx: Writer,
  loaded: LoadedArticle,
  languages: Locale[],
  publishAt: Date | null,
  { now, userId }: { now: Date; userId: number | null },
): Promise<Date> {
  const { row, record } = loaded;
  // A scheduled article published now appears now, and its slugs, never public, leave no redirect behind.
  const wasOnSite = onSite(loaded, now);
  const missing = Object.assign({}, ...languages.map((locale) => missingForPublication(record, locale)));
  if (Object.keys(missing).length > 0) throw HttpError.ofFields(400, missing);
  const slugs = languages.map((locale) => ({ locale, slug: asText(record.versions[locale]?.words.slug) }));
  const conflicts = { ...(await slugConflicts(tx, row.id, slugs)), ...sharedSlugs(record) };
  // A language staying on the site as it is keeps its slug: another may not take it.
  for (const { locale, slug } of slugs) {
    if (loaded.site.some((v) => v.slug === slug && v.locale !== locale && !languages.includes(v.locale)))
      conflicts[`words.${locale}.slug`] = 'news.slugsDiffer';
  }
  if (Object.keys(conflicts).length > 0) throw HttpError.ofFields(409, conflicts);

  const time = publishAt ?? (wasOnSite ? row.publishedAt : now);
  const { values } = record;
  await tx
    .update(newsArticles)
    .set({
      category: values.category ?? '',
      author: values.author ?? '',
      imageId: values.imageId,
      imageUrl: values.imageUrl,
      // The companies it is about: the list's company filter and each company's page read them here.
      companyIds: values.companies,
      status: 'published',
      publishedAt: time,
      updatedBy: userId,
    })
    .where(eq(newsArticles.id, row.id));
  // A language that moves to another's old slug: the slugs are unique across versions, so the versions
  // leaving their slugs go first.
  const moving = loaded.site.filter((version) => {
    const next = slugs.find((s) => s.locale === version.locale)?.slug;
    return next !== undefined && next !== version.slug;
  });
  if (moving.length > 0)
    await tx.delete(newsVersions).where(
      and(
        eq(newsVersions.articleId, row.id),
        inArray(
          newsVersions.locale,
          moving.map((v) => v.locale),
        ),
      ),
    );
  for (const version of moving) if (wasOnSite) await keepOldSlug(tx, row.id, version.locale, version.slug, now);
  for (const { locale, slug } of slugs) {
    const version = record.versions[locale];
    if (!version) continue;
    const words = version.words;
    const columns = {
      slug,
      title: asText(words.title),
      excerpt: asText(words.excerpt),
      content: asText(words.contentHtml),
      imageAlt: asText(words.imageAlt) || null,
      fromLocale: version.from?.locale ?? null,
      fromHash: version.from?.hash ?? null,
      changedAt: new Date(version.changedAt),
    };
    await tx
      .insert(newsVersions)
      .values({ articleId: row.id, locale, ...columns })
      .onConflictDoUpdate({ target: [newsVersions.articleId, newsVersions.locale], set: columns });
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

  const publishRoute = async (request: FastifyRequest, input: { languages: Locale[]; publishAt?: string | null }) => {
    refuseWriters(request);
    const context = auditContext(request);
    const now = context.at;
    const publishAt = input.publishAt ? new Date(input.publishAt) : null;
    const languages = LOCALES.filter((locale) => input.languages.includes(locale));
    const id = await db.transaction(async (tx) => {
      const loaded = await lockArticle(tx, request);
      const time = await publish(tx, loaded, languages, publishAt, { now, userId: context.actor.id });
      // Publishing (or scheduling) what a writer submitted is the reviewer's approval (decision 089).
      await approveIfSubmitted(tx, request, loaded);
      const scheduled = statusOf({ status: 'published', publishedAt: time }, now) === 'scheduled';
      // The history shows when the working copy went to the site, and what it said then.
      await keepRevision(tx, {
        type: 'news',
        id: loaded.row.id,
        action: scheduled ? 'scheduled' : 'published',
        snapshot: loaded.record,
        actor: context.actor,
      });
      await recordAudit(tx, {
        ...context,
        action: scheduled ? 'news.scheduled' : 'news.published',
        target: { type: 'news', id: loaded.row.id },
        details: {
          title: articleLabel(loaded.record, DEFAULT_LOCALE),
          languages,
          publishAt: time.toISOString(),
        },
      });
      return loaded.row.id;
    });
    return readArticle(app, request, id);
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

  // A language taken off leaves its address leading to a version still on the site (never a 404 for an
  // article that is there in another language); with none left the article is a draft again. The working
  // copy stays for a later publication.
  app.post('/news/:id/unpublish', { config: { access } }, async (request): Promise<AdminArticle> => {
    refuseWriters(request);
    const input = parseOr400(unpublishSchema, request.body, 'news.chooseWhatToUnpublish');
    const context = auditContext(request);
    const id = await db.transaction(async (tx) => {
      const loaded = await lockArticle(tx, request);
      const wanted = input.languages ?? LOCALES;
      const off = loaded.site.filter((version) => wanted.includes(version.locale));
      if (loaded.row.status !== 'published' || off.length === 0) throw new HttpError(409, 'news.notPublished');
      await tx.delete(newsVersions).where(
        and(
          eq(newsVersions.articleId, loaded.row.id),
          inArray(
            newsVersions.locale,
            off.map((v) => v.locale),
          ),
        ),
      );
      const left = loaded.site.length - off.length;
      if (left > 0)
        for (const version of off) await keepOldSlug(tx, loaded.row.id, version.locale, version.slug, context.at);
      else
        await tx
          .update(newsArticles)
          .set({ status: 'draft', updatedBy: context.actor.id })
          .where(eq(newsArticles.id, loaded.row.id));
      await keepRevision(tx, {
        type: 'news',
        id: loaded.row.id,
        action: 'unpublished',
        snapshot: loaded.record,
        actor: context.actor,
      });
      const languages = LOCALES.filter((locale) => off.some((v) => v.locale === locale));
      await recordAudit(tx, {
        ...context,
        action: 'news.unpublished',
        target: { type: 'news', id: loaded.row.id },
        details: {
          title: articleLabel(loaded.record, DEFAULT_LOCALE),
          languages,
          ...(left === 0 ? { whole: true } : {}),
        },
      });
      return loaded.row.id;
    });
    return readArticle(app, request, id);
  });
};
