import { ARTICLE_WORDS, type ArticleRecord } from '@common/admin/news';
import { homeNews } from '@common/content/home-news';
import { LOCALES, type Locale } from '@common/locale';
import type { Words } from '@common/model/versions';
import { eq, sql } from 'drizzle-orm';
import { sanitizeArticleHtml } from '../../lib/sanitize';
import { SYSTEM } from '../../modules/audit';
import { keepRevision } from '../../modules/records';
import { entries, newsArticles, newsDrafts, newsVersions } from '../schema';
import type { Writer } from '../types';
import { seedArticleTranslations } from './data/article-translations';
import type { SeedArticle } from './types';
import { DEMO_SOURCE, demoVersions } from './versions';

/** An article's words: the news module's one spec (common/src/admin/news.ts). */
export const ARTICLE_WORDS_SPEC = ARTICLE_WORDS;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Article images ship under /images/news/; the 960 px WebP is the canonical one. */
const articleImageUrl = (name: string) => `/images/news/${name}-960.webp`;

function resolveDate(value: SeedArticle['publishedAt'], now: Date): Date {
  return typeof value === 'string' ? new Date(value) : new Date(now.getTime() + value.inDays * DAY_MS);
}

/**
 * The companies each demo article is about, by their slugs (docs/decisions/085): those it reports on, not
 * every one it mentions; the group's own news (its anniversary, an award to the group, its market studies)
 * names none.
 */
export const SEED_ARTICLE_COMPANIES: Readonly<Record<string, readonly string[]>> = {
  'greenharvest-cooperative-network-grows-to-33': ['greenharvest'],
  'ecocraft-launches-locally-made-mattress-range': ['ecocraft'],
  'cele-associates-opens-digital-skills-lab': ['cele'],
  'agri-extension-field-days-mpumalanga': ['agri-extension'],
  'veb-group-launches-uganda-operations-kampala-office': ['greenharvest', 'global-link'],
  'law-clinic-free-legal-advice-days': ['law-clinic'],
  'handyperson-skills-programme-trains-5059-participants': ['cele', 'ak-business'],
  'global-link-cross-border-freight-kampala': ['global-link', 'ecocraft'],
  'new-benoni-manufacturing-hub': ['ecocraft'],
  'ak-images-documentary-photography-honour': ['ak-images'],
  'greenharvest-drip-irrigation-cuts-water-use': ['greenharvest'],
  'ecocraft-moves-to-certified-timber': ['ecocraft'],
  'samdon-veb-properties-affordable-housing-phase-one': ['samdon', 'veb-properties', 'ecocraft'],
  'eleven-thousand-people-trained-youth-day': ['cele'],
  'cooperative-market-days-connect-farmers-and-buyers': ['greenharvest', 'agri-extension'],
  'ecocraft-wins-design-award-school-furniture': ['ecocraft'],
};

/** The demo companies' record ids by slug (the companies go in first: seed/index.ts). */
async function companyIds(tx: Writer): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: entries.id, slug: sql<string>`${entries.values} ->> 'slug'` })
    .from(entries)
    .where(eq(entries.kind, 'company'));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** An article's companies as ids, ascending (the field type's set: model/fields.ts `refs`). */
function companiesOf(slug: string, ids: ReadonlyMap<string, number>): number[] {
  return (SEED_ARTICLE_COMPANIES[slug] ?? [])
    .map((company) => {
      const id = ids.get(company);
      if (id === undefined) throw new Error(`Seed article ${slug}: no company ${company}`);
      return id;
    })
    .sort((a, b) => a - b);
}

const featuredRank = (slug: string) => {
  const index = homeNews.findIndex((item) => item.slug === slug);
  return index < 0 ? null : index + 1;
};

/** Each language's words of a demo article: the English and, for some, French and Swahili (sanitised). */
function articleWords(article: SeedArticle): Partial<Record<Locale, Words>> {
  const words: Partial<Record<Locale, Words>> = {
    [DEMO_SOURCE]: {
      title: article.title,
      slug: article.slug,
      excerpt: article.excerpt,
      contentHtml: sanitizeArticleHtml(article.content),
    },
  };
  for (const [locale, version] of Object.entries(seedArticleTranslations[article.slug] ?? {})) {
    words[locale as Locale] = {
      title: version.title,
      slug: version.slug,
      excerpt: version.excerpt,
      contentHtml: sanitizeArticleHtml(version.content),
    };
  }
  return words;
}

/**
 * Inserts the demo articles: what is the same in every language on the article, each language a published
 * article is written in as a published version (English included), a draft's words in its working copy,
 * and every article's first version in the history ('created'), as the news editor keeps them.
 */
export async function insertSeedArticles(tx: Writer, list: readonly SeedArticle[], now: Date): Promise<void> {
  const ids = await companyIds(tx);
  for (const article of list) {
    const companies = companiesOf(article.slug, ids);
    const publishedAt = resolveDate(article.publishedAt, now);
    const imageUrl = article.image ? articleImageUrl(article.image) : null;
    // Written when published (a scheduled one: now, not in the future).
    const at = publishedAt < now ? publishedAt : now;
    const versions = demoVersions(articleWords(article), ARTICLE_WORDS_SPEC, at);
    const [row] = await tx
      .insert(newsArticles)
      .values({
        category: article.category,
        author: article.author,
        imageUrl,
        status: article.status,
        publishedAt,
        // The demo's home page features these three, in this order; staff choose others in News > Featured.
        featuredRank: featuredRank(article.slug),
        companyIds: companies,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: newsArticles.id });
    const record: ArticleRecord = {
      values: { category: article.category, author: article.author, imageId: null, imageUrl, companies },
      versions,
    };
    if (article.status === 'published') {
      await tx.insert(newsVersions).values(
        LOCALES.flatMap((locale) => {
          const version = versions[locale];
          if (!version) return [];
          const words = version.words as Record<string, string | undefined>;
          return [
            {
              articleId: row.id,
              locale,
              slug: words.slug ?? '',
              title: words.title ?? '',
              excerpt: words.excerpt ?? '',
              content: words.contentHtml ?? '',
              imageAlt: words.imageAlt ?? null,
              fromLocale: version.from?.locale ?? null,
              fromHash: version.from?.hash ?? null,
              changedAt: new Date(version.changedAt),
              createdAt: at,
              updatedAt: at,
            },
          ];
        }),
      );
    } else {
      // Not on the site: its words are only in the working copy staff open.
      await tx.insert(newsDrafts).values({ articleId: row.id, data: record, savedAt: at });
    }
    await keepRevision(tx, { type: 'news', id: row.id, action: 'created', snapshot: record, actor: SYSTEM, at });
  }
}
