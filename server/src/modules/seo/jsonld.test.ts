import { LOCALES } from '@common/locale';
import { companyPath, PUBLIC_PAGES } from '@common/pages';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPageRenderer, testPageRenderer } from '../../test/page-renderer';
import { schemaOrgProblems } from '../../test/schema-org';
import { AWARD_ARTICLE } from '../../test/seed-article';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

const ORIGIN = 'https://www.veb-group.test';
/** The seed's award article, in English, French and Swahili. */
const ARTICLE = AWARD_ARTICLE;

/** The seed's first company, whose page (docs/decisions/084) names it as an Organization of its own. */
const COMPANY = companyPath('greenharvest');

/** Every public page, the article and a company's page, in each language: every kind of block the site writes. */
const ADDRESSES = LOCALES.flatMap((locale) => [
  ...PUBLIC_PAGES.map((page) => `${page.path}?lang=${locale}`),
  `/news/${ARTICLE[locale]}?lang=${locale}`,
  `${COMPANY}?lang=${locale}`,
]);

const blocksOf = (html: string) =>
  Array.from(
    new new JSDOM('').window.DOMParser()
      .parseFromString(html, 'text/html')
      .querySelectorAll('script[type="application/ld+json"]'),
  ).map((script) => JSON.parse(script.textContent ?? '') as { '@type': string });

/**
 * The structured data every page carries, read as linked data (README: tests): schema.org's vocabulary must
 * know each type and property, and each property must be one schema.org gives the node's type. A crawler
 * that reads JSON-LD as RDF drops what is not schema.org, and Google's own checks are looser than this.
 */
describe.each(testDatabaseKinds())('structured data against schema.org (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let renderer: TestPageRenderer;
  let origin: string;
  beforeAll(async () => {
    renderer = await testPageRenderer();
    ctx = await createTestApp(kind, { renderer, env: { PUBLIC_URL: ORIGIN } });
    origin = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  }, 240_000);
  afterAll(async () => {
    await ctx?.close();
    await renderer?.close();
  });

  it('is schema.org on every page, in every language', async () => {
    const types = new Set<string>();
    for (const address of ADDRESSES) {
      const res = await fetch(`${origin}${address}`);
      expect(res.status, address).toBe(200);
      const blocks = blocksOf(await res.text());
      expect(blocks.length, address).toBeGreaterThan(0);
      // The company's page has its own Organization beside the group's, so it is checked too.
      if (address.startsWith(COMPANY))
        expect(blocks.map((block) => block['@type']).sort(), address).toEqual([
          'BreadcrumbList',
          'Organization',
          'Organization',
        ]);
      for (const block of blocks) {
        types.add(block['@type']);
        expect(await schemaOrgProblems(block), `${address} ${block['@type']}`).toEqual([]);
      }
    }
    // The pages carry every kind of block the site writes, so none went unchecked.
    expect([...types].sort()).toEqual(['BreadcrumbList', 'JobPosting', 'NewsArticle', 'Organization']);
  }, 240_000);
});

describe('the schema.org check', () => {
  const article = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: 'A headline',
    author: { '@type': 'Person', name: 'Naledi' },
  };

  it('passes a well-formed block', async () => {
    expect(await schemaOrgProblems(article)).toEqual([]);
  }, 60_000);

  it('finds a misspelt property', async () => {
    const { author, ...rest } = article;
    expect(await schemaOrgProblems({ ...rest, authr: author })).toEqual(['[0]: authr is not a schema.org property']);
  });

  it('finds an unknown type', async () => {
    expect(await schemaOrgProblems({ ...article, author: { '@type': 'Persn', name: 'Naledi' } })).toEqual([
      '[0].author: @type Persn is not a schema.org class',
    ]);
  });

  it('finds a property schema.org does not give the type', async () => {
    expect(await schemaOrgProblems({ ...article, author: { '@type': 'Person', headline: 'Naledi' } })).toEqual([
      '[0].author: headline does not apply to Person (domainIncludes CreativeWork)',
    ]);
  });

  it('finds a term schema.org has retired', async () => {
    expect(await schemaOrgProblems({ ...article, author: { '@type': 'Person', awards: 'A prize' } })).toEqual([
      '[0].author: awards is superseded by award',
    ]);
  });

  it('fails on a key the processor would drop', async () => {
    await expect(schemaOrgProblems({ ...article, '@headline': 'A keyword-like key' })).rejects.toThrow(/Safe mode/i);
  });

  it('loads nothing but schema.org context', async () => {
    await expect(schemaOrgProblems({ ...article, '@context': 'https://example.com/context.jsonld' })).rejects.toThrow();
  });
});
