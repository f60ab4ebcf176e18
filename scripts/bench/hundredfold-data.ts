import { sql } from 'drizzle-orm';
import pg from 'pg';
import { INQUIRY_TYPES } from '../../common/src/contact';
import { createDatabase, type Database } from '../../server/src/db/client';
import { seedContent } from '../../server/src/db/seed';

/**
 * Decision 051: the group's likely data times `scale` (scale 1 is the likely data: 1,000 articles with
 * three language versions, 10,000 contact messages, 1,000 subscribers, 100 images; scale 100 is the
 * issue's 100x), on top of the demo content, through the app's own database module. Set-based SQL
 * (INSERT … SELECT generate_series), so 100x fills in about a minute on PostgreSQL rather than the hours
 * row-by-row inserts would take; the same statements run on PGlite.
 *
 * Row sizes follow what the site holds: an article's body is about 3 KB of HTML in paragraphs (the
 * demo articles' length), its French and Swahili versions the same; a message about 500 characters.
 * Words vary from row to row (picked from a list by the row's number) so searches and the planner's
 * statistics see a spread of values, not one repeated string. Images: the `media` table keeps each
 * original's bytes in the database; here every row shares one small payload (a few hundred bytes) and
 * has realistic metadata and alt text. No variants are made: no measured address reads them.
 */

const LIKELY = { articles: 1_000, messages: 10_000, subscribers: 1_000, images: 100 } as const;

export type Counts = { [K in keyof typeof LIKELY]: number };

export const countsAt = (scale: number): Counts => ({
  articles: Math.round(LIKELY.articles * scale),
  messages: Math.round(LIKELY.messages * scale),
  subscribers: Math.round(LIKELY.subscribers * scale),
  images: Math.round(LIKELY.images * scale),
});

/** Words the generated text is made of; `w(expr)` picks one by a row's number. */
const WORDS = [
  'agriculture',
  'harvest',
  'irrigation',
  'cooperative',
  'manufacturing',
  'export',
  'training',
  'apprentices',
  'community',
  'clinic',
  'school',
  'water',
  'solar',
  'investment',
  'partnership',
  'logistics',
  'warehouse',
  'maize',
  'cassava',
  'coffee',
  'textiles',
  'workshop',
  'graduates',
  'farmers',
  'market',
  'district',
  'expansion',
  'quality',
  'certification',
  'suppliers',
  'engineering',
  'maintenance',
  'health',
  'safety',
  'women',
  'youth',
  'finance',
  'savings',
  'transport',
  'energy',
];
const wordArray = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;
const w = (expr: string) => `(${wordArray})[1 + ((${expr}) % ${WORDS.length})]`;

/** An article body: six paragraphs of ordinary sentences, about 3 KB. */
const articleBody = (
  i: string,
  lead: string,
) => `'<p>' || ${lead} || ' ' || ${w(i)} || ' ' || ${w(`${i} * 7`)} || '. ' ||
  repeat('The group''s companies reported steady progress this quarter across their operations, with new ' || ${w(`${i} * 3`)} ||
    ' work in the ' || ${w(`${i} * 11`)} || ' programme and more people trained on site than a year ago. </p><p>', 6) ||
  'Figures for the year follow in the annual report.</p>'`;

const CATEGORIES = ['Agriculture', 'Manufacturing', 'Skills Development', 'Community', 'Investment', 'Energy'];
const categoryArray = `array[${CATEGORIES.map((c) => `'${c}'`).join(',')}]`;

/**
 * One statement of the fill, without the app's statement timeout (PostgreSQL's pool sets one that a
 * query of the site must keep; a fill of 1,000,000 rows takes longer).
 */
async function run(database: Database, text: string): Promise<void> {
  await database.db.transaction(async (tx) => {
    if (database.kind === 'postgres') await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql.raw(text));
  });
}

/** Articles (English in news_articles, French and Swahili in news_translations), all published. */
async function articles(database: Database, n: number): Promise<void> {
  await run(
    database,
    `
    insert into news_articles (slug, title, excerpt, content, category, author, status, lang, published_at, created_at, updated_at)
    select 'bench-article-' || i,
      'Bench article ' || i || ': ' || initcap(${w('i')}) || ' and ' || ${w('i * 5')} || ' in the ' || ${w('i * 13')} || ' programme',
      'An excerpt of one or two sentences about ' || ${w('i * 3')} || ' and ' || ${w('i * 17')} || ', as long as the demo articles have.',
      ${articleBody('i', "'Report on'")},
      (${categoryArray})[1 + i % ${CATEGORIES.length}],
      'VEB Group Communications', 'published', 'en',
      -- One article every two hours going back from 2025, so every one is older than the demo content.
      timestamptz '2025-01-01' - i * interval '2 hours',
      timestamptz '2025-01-01' - i * interval '2 hours',
      timestamptz '2025-01-01' - i * interval '2 hours'
    from generate_series(1, ${n}) as i`,
  );
  await run(
    database,
    `
    insert into news_translations (article_id, locale, slug, title, excerpt, content, source_hash, created_at, updated_at)
    select a.id, l.locale, a.slug || '-' || l.locale,
      l.word || ' ' || a.title, l.word || ' ' || a.excerpt, replace(a.content, 'Report on', l.word),
      null, a.created_at, a.updated_at
    from news_articles a
    cross join (values ('fr', 'Rapport'), ('sw', 'Ripoti')) as l(locale, word)
    where a.slug like 'bench-article-%'`,
  );
}

/** Contact messages over the last ten years; most answered or archived, a tenth new, some spam. */
async function messages(database: Database, n: number): Promise<void> {
  const types = `array[${INQUIRY_TYPES.map((t) => `'${t}'`).join(',')}]`;
  await run(
    database,
    `
    insert into contact_messages (name, email, phone, company, subject, message, locale, status, spam_reason, read_at, created_at, updated_at)
    select initcap(${w('i')}) || ' Visitor' || i,
      'visitor' || i || '@' || ${w('i * 7')} || '.example.org',
      '+255 7' || lpad((i % 100000000)::text, 8, '0'),
      case when i % 3 = 0 then null else initcap(${w('i * 11')}) || ' Ltd' end,
      (${types})[1 + i % ${INQUIRY_TYPES.length}],
      'Hello, I am writing about ' || ${w('i * 3')} || ' and ' || ${w('i * 19')} || '. ' ||
        repeat('We would like to know more about your ' || ${w('i * 5')} || ' work and how we could take part. ', 5) ||
        'Kind regards.',
      (array['en','fr','sw'])[1 + i % 3],
      s.status,
      case when s.status = 'spam' then 'honeypot' end,
      case when s.status = 'new' then null else now() - i * interval '5 minutes' + interval '1 hour' end,
      now() - i * interval '5 minutes',
      now() - i * interval '5 minutes'
    from generate_series(1, ${n}) as i
    cross join lateral (select case
      when i % 20 < 2 then 'new' when i % 20 = 2 then 'in_progress' when i % 20 < 13 then 'answered'
      when i % 20 < 16 then 'archived' else 'spam' end as status) as s`,
  );
}

async function subscribers(database: Database, n: number): Promise<void> {
  await run(
    database,
    `
    insert into newsletter_subscribers (email, status, locale, confirmed_at, unsubscribed_at, created_at, updated_at)
    select 'reader' || i || '@' || ${w('i * 7')} || '.example.net', s.status, (array['en','fr','sw'])[1 + i % 3],
      case when s.status <> 'pending' then now() - i * interval '1 hour' end,
      case when s.status = 'unsubscribed' then now() - i * interval '30 minutes' end,
      now() - i * interval '1 hour' - interval '1 minute', now() - i * interval '1 hour'
    from generate_series(1, ${n}) as i
    cross join lateral (select case when i % 10 = 0 then 'pending' when i % 10 = 1 then 'unsubscribed'
      else 'confirmed' end as status) as s`,
  );
}

/** Image rows with realistic metadata; one shared small payload as the original (see above). */
async function images(database: Database, n: number): Promise<void> {
  await run(
    database,
    `
    insert into media (hash, filename, mime, width, height, original, alt, created_at)
    select encode(sha256(('bench-image-' || i)::bytea), 'hex'), 'photo-' || i || '.jpg', 'image/jpeg',
      1600 + i % 800, 1067 + i % 533, decode(repeat('ffd8ffe0', 128), 'hex'),
      jsonb_build_object('en', 'A photo of ' || ${w('i')} || ' work', 'fr', 'Une photo', 'sw', 'Picha'),
      now() - i * interval '1 day'
    from generate_series(1, ${n}) as i`,
  );
}

/**
 * Fills the database at `url` (PostgreSQL) or `dataDir` (PGlite): migrations, the demo content, then
 * `counts` of each. The database should be empty or hold only an earlier fill's demo content: the
 * demo content is replaced, the generated rows are added (a second fill of the same database fails on
 * the unique slugs, rather than doubling silently).
 */
export async function fillHundredfold(
  database: Database,
  counts: Counts,
  progress: (line: string) => void = () => {},
): Promise<void> {
  const step = async (label: string, work: () => Promise<unknown>) => {
    const started = Date.now();
    await work();
    progress(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  await step('migrations', () => database.migrate());
  await step('demo content', () => seedContent(database.db));
  await step(`${counts.articles} articles x 3 languages`, () => articles(database, counts.articles));
  await step(`${counts.messages} messages`, () => messages(database, counts.messages));
  await step(`${counts.subscribers} subscribers`, () => subscribers(database, counts.subscribers));
  await step(`${counts.images} images`, () => images(database, counts.images));
}

/**
 * What autovacuum does on a live site after a bulk load (and this machine's PostgreSQL runs without it):
 * statistics, so the plans measured are the ones a live site has, and the visibility map, so an index-only
 * scan reads no table pages. Quick when nothing changed since the last time.
 */
export async function settle(database: Database, url?: string): Promise<void> {
  if (database.kind === 'pglite' || !url) {
    await database.query('vacuum analyze');
    return;
  }
  // Not in a transaction (VACUUM refuses one), on a connection without the site's statement timeout.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

// `tsx scripts/bench/hundredfold-data.ts SCALE [postgres://… | folder]`: a fill by hand.
if (import.meta.url === `file://${process.argv[1]}`) {
  const scale = Number(process.argv[2] ?? 100);
  const where = process.argv[3] ?? '';
  const started = Date.now();
  const database = await createDatabase(
    where.startsWith('postgres') ? { url: where } : { dataDir: where || undefined },
  );
  try {
    await fillHundredfold(database, countsAt(scale), console.info);
    await settle(database, where.startsWith('postgres') ? where : undefined);
  } finally {
    await database.close();
  }
  console.info(`filled at ${scale}x in ${Math.round((Date.now() - started) / 1000)} s`);
}
