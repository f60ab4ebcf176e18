import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries } from '../../db/schema';
import { insertArticle } from '../../test/articles';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

/**
 * libxml2's xmllint (Debian libxml2-utils, README: tests) reads the sitemap against the sitemap protocol's
 * schema with Google's hreflang links, and every feed for well-formedness. Absent, the test
 * is skipped with a word; CI installs it.
 */
const XMLLINT = spawnSync('xmllint', ['--version']).status === 0;
if (!XMLLINT) console.warn('[xmllint tests] skipped: apt-get install libxml2-utils');
const SCHEMA = join(import.meta.dirname, 'schemas', 'sitemap.xsd');

function xmllint(xml: string, schema?: string): { ok: boolean; output: string } {
  const args = ['--noout', '--nonet', ...(schema ? ['--schema', schema] : []), '-'];
  const run = spawnSync('xmllint', args, { input: xml, encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

describe.skipIf(!XMLLINT).each(testDatabaseKinds())('sitemap and feeds read by xmllint (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { env: { PUBLIC_URL: 'https://www.veb-group.test' }, seed: false });
    // Articles in one, two and three languages, each version at its own address with its alternates.
    for (const versions of [{ sw: {} }, { en: {}, fr: {} }, { en: {}, fr: {}, sw: {} }])
      await insertArticle(ctx.database.db, { publishedAt: new Date(Date.now() - 60_000), versions });
    // A company's page (docs/decisions/084), in every language with its alternates and its record's date.
    await ctx.database.db.insert(entries).values({
      kind: 'company',
      values: { slug: 'greenharvest', name: 'VEB Greenharvest', icon: 'Sprout', colour: 'green' },
      versions: { en: { words: { tagline: 'Farming', description: 'Farms' }, changedAt: new Date().toISOString() } },
    });
  }, 60_000);
  afterAll(() => ctx.close());

  it('the sitemap is valid against the sitemap schema, its language links included', async () => {
    const res = await ctx.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<xhtml:link rel="alternate" hreflang="fr"');
    expect(res.body).toContain('<loc>https://www.veb-group.test/companies/greenharvest?lang=sw</loc>\n    <lastmod>');
    const result = xmllint(res.body, SCHEMA);
    expect(result.output).toContain('- validates');
    expect(result.ok).toBe(true);
  });

  it('the schema refuses what a crawler would refuse, so the check above can fail', async () => {
    const good = (await ctx.app.inject('/sitemap.xml')).body;
    const broken = [
      good.replace(/<lastmod>[^<]*<\/lastmod>/, '<lastmod>yesterday</lastmod>'),
      good.replace(/hreflang="fr"/, 'hreflang="French"'),
      good.replace(/<loc>([^<]*)<\/loc>/, '<loc>$1</loc><loc>$1</loc>'),
      good.replace('</urlset>', ''),
    ];
    for (const xml of broken) {
      expect(xml).not.toBe(good);
      expect(xmllint(xml, SCHEMA).ok).toBe(false);
    }
  });

  it.each(['en', 'fr', 'sw'])('the %s feed is well-formed XML', async (lang) => {
    const res = await ctx.app.inject(`/news/rss.xml?lang=${lang}`);
    expect(res.statusCode).toBe(200);
    const result = xmllint(res.body);
    expect(result.output).toBe('');
    expect(result.ok).toBe(true);
    expect(xmllint(res.body.replace('</channel>', '')).ok).toBe(false);
  });
});

// An app of its own (a test's PostgreSQL database is one at a time per file), made once the one above is closed.
describe.skipIf(!XMLLINT).each(testDatabaseKinds())(
  'a sitemap past its per-file limit read by xmllint (%s)',
  (kind) => {
    it('the index and every part are valid', async () => {
      const small = await createTestApp(kind, {
        seed: false,
        env: { PUBLIC_URL: 'https://www.veb-group.test', SITEMAP_URLS_PER_FILE: '25' },
      });
      try {
        for (let i = 0; i < 12; i++)
          await insertArticle(small.database.db, {
            publishedAt: new Date(Date.now() - (i + 1) * 60_000),
            versions: i % 2 ? { fr: {} } : { en: {}, sw: {} },
          });
        await small.database.db.insert(entries).values({
          kind: 'company',
          values: { slug: 'ak-images', name: 'AK Images', icon: 'Camera', colour: 'amber' },
          versions: {
            en: { words: { tagline: 'Photos', description: 'Studio' }, changedAt: new Date().toISOString() },
          },
        });
        const index = (await small.app.inject('/sitemap.xml')).body;
        expect(index).toContain('<sitemapindex');
        expect(xmllint(index, SCHEMA).ok).toBe(true);
        const parts = [...index.matchAll(/<loc>https:\/\/www\.veb-group\.test(\/sitemap-\d+\.xml)<\/loc>/g)];
        expect(parts.length).toBeGreaterThan(1);
        for (const [, path] of parts) {
          const result = xmllint((await small.app.inject(path)).body, SCHEMA);
          expect(result.output, path).toContain('- validates');
        }
      } finally {
        await small.close();
      }
    }, 60_000);
  },
);
