import { count } from 'drizzle-orm';
import { sanitizeArticleHtml } from '../../lib/sanitize';
import type { Db } from '../client';
import { impactMetrics, newsArticles, successStories } from '../schema';
import { seedArticles } from './data/articles';
import { seedMetrics } from './data/metrics';
import { seedStories } from './data/stories';
import type { SeedArticle } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Article images ship under /images/news/; the 960 px WebP is the canonical one. */
export const articleImageUrl = (name: string) => `/images/news/${name}-960.webp`;

function resolveDate(value: SeedArticle['publishedAt'], now: Date): Date {
  return typeof value === 'string' ? new Date(value) : new Date(now.getTime() + value.inDays * DAY_MS);
}

/** True when no content table has a row: demo content never overwrites real content. */
export async function isContentEmpty(db: Db): Promise<boolean> {
  const counts = await Promise.all(
    [newsArticles, impactMetrics, successStories].map(
      async (table) => (await db.select({ n: count() }).from(table))[0].n,
    ),
  );
  return counts.every((n) => Number(n) === 0);
}

/** Replaces the demo content (articles, metrics, stories). Contact messages and subscribers are never touched. */
export async function seedContent(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(newsArticles);
    await tx.delete(impactMetrics);
    await tx.delete(successStories);
    await tx.insert(newsArticles).values(
      seedArticles.map((a) => ({
        slug: a.slug,
        title: a.title,
        excerpt: a.excerpt,
        content: sanitizeArticleHtml(a.content),
        category: a.category,
        author: a.author,
        imageUrl: a.image ? articleImageUrl(a.image) : null,
        status: a.status,
        publishedAt: resolveDate(a.publishedAt, now),
      })),
    );
    const positions = new Map<string, number>();
    await tx.insert(impactMetrics).values(
      seedMetrics.map((m) => {
        const position = positions.get(m.category) ?? 0;
        positions.set(m.category, position + 1);
        return { ...m, position, description: m.description ?? null, icon: m.icon ?? null };
      }),
    );
    await tx.insert(successStories).values(
      seedStories.map((s, position) => ({
        ...s,
        position,
        company: s.company ?? null,
        year: s.year ?? null,
        location: s.location ?? null,
        impact: s.impact ?? null,
        imageUrl: s.imageUrl ?? null,
      })),
    );
  });
}

export async function seedIfEmpty(db: Db): Promise<boolean> {
  if (!(await isContentEmpty(db))) return false;
  await seedContent(db);
  return true;
}
