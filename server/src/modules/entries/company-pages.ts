import { isReadable, localiseEntry, type PublicEntry } from '@common/entries/public';
import type { Locale } from '@common/locale';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { entries } from '../../db/schema';

/**
 * A company whose page is on the site (docs/decisions/084): published, with words a visitor can read,
 * as the public list has it (repository.ts). `changedAt` is the record's newest change, words or values
 * (updated_at, kept by the database on every change).
 */
export interface CompanyPage {
  slug: string;
  changedAt: Date;
}

const isCompanyPage = and(eq(entries.kind, 'company'), eq(entries.published, true));

/**
 * Every company page, in the staff's order: read straight from the database on every request (not through
 * the content cache), as the sitemap reads the articles, so it follows a publication at once.
 */
export async function listCompanyPages(db: Db): Promise<CompanyPage[]> {
  const rows = await db
    .select({ values: entries.values, versions: entries.versions, updatedAt: entries.updatedAt })
    .from(entries)
    .where(isCompanyPage)
    .orderBy(asc(entries.position), asc(entries.id));
  return rows.flatMap((row) =>
    typeof row.values.slug === 'string' && isReadable('company', row)
      ? [{ slug: row.values.slug, changedAt: row.updatedAt }]
      : [],
  );
}

/**
 * The company at this page's slug in `locale` (its words there, else in its original language), with the
 * record's newest change, or null when no company page is there: what its share card says. Images are
 * left out (the card shows none).
 */
export async function findCompanyPage(
  db: Db,
  slug: string,
  locale: Locale,
): Promise<{ company: PublicEntry<'company'>; changedAt: Date } | null> {
  const [row] = await db
    .select()
    .from(entries)
    .where(and(isCompanyPage, sql`${entries.values} ->> 'slug' = ${slug}`))
    .limit(1);
  if (!row || !isReadable('company', row)) return null;
  const company = localiseEntry('company', row, locale, () => null) as unknown as PublicEntry<'company'>;
  return { company, changedAt: row.updatedAt };
}
