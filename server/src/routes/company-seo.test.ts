import type { MediaLibraryItem } from '@common/admin/media';
import { messages as en } from '@common/content/locales/en';
import { messages as fr } from '@common/content/locales/fr';
import { messages as sw } from '@common/content/locales/sw';
import { LOCALES, type Locale } from '@common/locale';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSiteIdentity } from '../db/seed/data/site-identity';
import { renderShareCard } from '../modules/seo';
import { saveSiteIdentity } from '../modules/settings';
import { eventually } from '../test/eventually';
import { type TestPageRenderer, testPageRenderer } from '../test/page-renderer';
import { schemaOrgProblems } from '../test/schema-org';
import { AdminClient, createStaff } from '../test/staff';
import { createTestApp, testDatabaseKinds } from '../test/test-app';

const ORIGIN = 'https://www.veb-group.test';
const HOST = 'www.veb-group.test';
const MESSAGES = { en, fr, sw };
const WORDS = {
  en: {
    tagline: 'Pictures that tell the story',
    description: 'Photography for events and brands across Gauteng.',
    sector: 'Photography',
  },
  fr: {
    tagline: 'Des images qui racontent',
    description: 'Photographie d’événements et de marques dans le Gauteng.',
    sector: 'Photographie',
  },
  sw: {
    tagline: 'Picha zinazosimulia',
    description: 'Upigaji picha wa matukio na chapa kote Gauteng.',
    sector: 'Upigaji picha',
  },
};
const VALUES = {
  slug: 'ak-images',
  name: 'AK Images',
  icon: 'Camera',
  colour: 'amber',
  website: 'https://akimages.example.org',
  email: 'studio@akimages.example.org',
  phone: '+27 11 555 0177',
};
/** The studio's office, in each language's words: its country last, as the Contact page's offices write it. */
const COUNTRY = { en: 'South Africa', fr: 'Afrique du Sud', sw: 'Afrika Kusini' };
const OFFICE = (locale: Locale) => ({
  name: `Studio (${locale})`,
  address: ['Studio 4, 12 Juta Street', 'Braamfontein, Johannesburg 2001', `Gauteng, ${COUNTRY[locale]}`],
});

type Block = Record<string, unknown> & { '@type': string };

const document = (html: string) => new new JSDOM('').window.DOMParser().parseFromString(html, 'text/html');
const blocksOf = (html: string): Block[] =>
  Array.from(document(html).querySelectorAll('script[type="application/ld+json"]')).map(
    (script) => JSON.parse(script.textContent ?? '') as Block,
  );
const metaOf = (html: string, key: string) =>
  document(html).querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
const localised = (path: string, locale: Locale) => `${ORIGIN}${path}${locale === 'en' ? '' : `?lang=${locale}`}`;

/** A picture of its own colour (another file, another hash), wide as a hero is. */
let shade = 0;
const picture = () => {
  shade += 60;
  return sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: shade, g: 90, b: 140 } } })
    .jpeg()
    .toBuffer();
};

/**
 * What search engines and sharing read of a company's page (docs/decisions/084), through the real renderer
 * over real HTTP: its own Organization (its page, its website, its hero, its contacts, its own offices'
 * addresses and the group as parent) and breadcrumbs in each language, the group's block naming the page,
 * and a share card of its own per language, made and served like the pages' cards, with its name and tagline.
 */
describe.each(testDatabaseKinds())('a company page for search engines and sharing (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let renderer: TestPageRenderer;
  let origin: string;
  let editor: AdminClient;
  let id: number;
  let hero: MediaLibraryItem;
  let groupImage: MediaLibraryItem;
  const create = async (kindName: string, payload: object) => {
    const res = await editor.request({ method: 'POST', url: `/api/admin/entries/${kindName}`, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; revision: number };
  };
  const upload = async (alt: string) => {
    const res = await editor.request({
      method: 'POST',
      url: '/api/admin/media',
      payload: await picture(),
      headers: { 'content-type': 'image/jpeg', 'x-file-name': 'photo.jpg' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json() as MediaLibraryItem;
    const described = await editor.request({
      method: 'PATCH',
      url: `/api/admin/media/${image.id}`,
      payload: { values: {}, words: { en: { alt } } },
    });
    expect(described.statusCode, described.body).toBe(200);
    return image;
  };
  beforeAll(async () => {
    renderer = await testPageRenderer();
    ctx = await createTestApp(kind, { seed: false, renderer, env: { PUBLIC_URL: ORIGIN } });
    origin = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    editor = new AdminClient(ctx.app, ORIGIN);
    await editor.signIn(await createStaff(ctx.database.db, 'editor'));
    hero = await upload('The studio at work');
    groupImage = await upload('The group at its annual meeting');
    // The group's identity, with the image owners chose for the group's pages when shared.
    await saveSiteIdentity(ctx.database.db, { ...seedSiteIdentity, shareImageId: groupImage.id }, new Date());
    ({ id } = await create('company', { values: { ...VALUES, hero: hero.id }, words: WORDS }));
    await create('company', {
      values: { slug: 'veb-properties', name: 'VEB Properties', icon: 'Building2', colour: 'green' },
      words: { en: { tagline: 'Homes to rent and own', description: 'Property in Gauteng.' } },
    });
    await create('office', {
      values: { phone: '+27 11 555 0178', email: 'studio@akimages.example.org', company: id },
      words: Object.fromEntries(LOCALES.map((locale) => [locale, OFFICE(locale)])),
    });
    // The group's own office: the Contact page's, never the company's address.
    await create('office', {
      values: { phone: '+27 11 555 0140', email: 'info@veb-group.example.org', company: null },
      words: { en: { name: 'Group House', address: ['1 Group Road', 'Sandton 2196'] } },
    });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await renderer?.close();
  });

  const page = async (path: string) => {
    const res = await fetch(`${origin}${path}`);
    expect(res.status, path).toBe(200);
    return res.text();
  };
  const heroJpeg = () => `${ORIGIN}${hero.url.replace('-960.webp', '-1200.jpg')}`;

  it('describes the company as an Organization of its own, under the group, with breadcrumbs, in every language', async () => {
    for (const locale of LOCALES) {
      const blocks = blocksOf(await page(`/companies/ak-images?lang=${locale}`));
      expect(blocks.map((block) => block['@type']).sort(), locale).toEqual([
        'BreadcrumbList',
        'Organization',
        'Organization',
      ]);
      const group = blocks.find((block) => block['@id'] === `${ORIGIN}/#organization`) as Block;
      const company = blocks.find((block) => block['@type'] === 'Organization' && block !== group);
      expect(company, locale).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': `${ORIGIN}/companies/ak-images#organization`,
        name: 'AK Images',
        description: WORDS[locale].description,
        slogan: WORDS[locale].tagline,
        url: `${ORIGIN}/companies/ak-images`,
        sameAs: VALUES.website,
        image: heroJpeg(),
        email: VALUES.email,
        telephone: VALUES.phone,
        // Its own office alone, its country as a code whatever language the lines are in.
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Studio 4, 12 Juta Street',
          addressLocality: 'Braamfontein, Johannesburg',
          postalCode: '2001',
          addressRegion: 'Gauteng',
          addressCountry: 'ZA',
        },
        // The same node as the group's block.
        parentOrganization: {
          '@type': 'Organization',
          '@id': group['@id'],
          name: group.name,
          url: group.url,
        },
      });
      // The group's block names each company at its page, its own website as the same company.
      expect(group.subOrganization, locale).toEqual([
        {
          '@type': 'Organization',
          name: 'AK Images',
          description: WORDS[locale].tagline,
          url: `${ORIGIN}/companies/ak-images`,
          sameAs: VALUES.website,
        },
        {
          '@type': 'Organization',
          name: 'VEB Properties',
          description: 'Homes to rent and own',
          url: `${ORIGIN}/companies/veb-properties`,
        },
      ]);
      const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList');
      expect(crumbs?.itemListElement, locale).toEqual([
        { '@type': 'ListItem', position: 1, name: MESSAGES[locale].common.nav.home, item: localised('/', locale) },
        {
          '@type': 'ListItem',
          position: 2,
          name: MESSAGES[locale].company.breadcrumb,
          item: `${localised('/', locale)}#our-companies`,
        },
        { '@type': 'ListItem', position: 3, name: 'AK Images', item: localised('/companies/ak-images', locale) },
      ]);
      for (const block of blocks) expect(await schemaOrgProblems(block), `${locale} ${block['@type']}`).toEqual([]);
    }
    // The hero named as its image is served.
    const image = await fetch(`${origin}${new URL(heroJpeg()).pathname}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  }, 120_000);

  it("advertises the company's own feed and the group's, in the page's language", async () => {
    for (const locale of LOCALES) {
      const html = await page(`/companies/ak-images?lang=${locale}`);
      const links = Array.from(
        document(html).querySelectorAll('head link[rel="alternate"][type="application/rss+xml"]'),
      ).map((link) => ({ title: link.getAttribute('title'), href: link.getAttribute('href') ?? '' }));
      const lang = locale === 'en' ? '' : `lang=${locale}`;
      expect(links.map((link) => link.href)).toEqual([
        `${ORIGIN}/news/rss.xml?company=ak-images${lang && `&${lang}`}`,
        `${ORIGIN}/news/rss.xml${lang && `?${lang}`}`,
      ]);
      expect(links[0].title).toBe(
        `${MESSAGES[locale].news.company.feedTitle.replace('{company}', 'AK Images')} | VEB Group`,
      );
      // The address answers with that company's feed in that language.
      const feed = await fetch(`${origin}${links[0].href.slice(ORIGIN.length)}`);
      expect(feed.status).toBe(200);
      const xml = await feed.text();
      expect(xml).toContain(`<language>${locale}</language>`);
      expect(xml).toContain(`<title>${links[0].title}</title>`);
    }
  });

  it('leaves out what the company has not set, and names no company on an address none has', async () => {
    const blocks = blocksOf(await page('/companies/veb-properties?lang=fr'));
    const company = blocks.find((block) => block['@id'] === `${ORIGIN}/companies/veb-properties#organization`);
    expect(company).toMatchObject({ name: 'VEB Properties', url: `${ORIGIN}/companies/veb-properties` });
    for (const key of ['sameAs', 'image', 'email', 'telephone', 'address']) expect(company).not.toHaveProperty(key);
    for (const block of blocks) expect(await schemaOrgProblems(block)).toEqual([]);

    const missing = await fetch(`${origin}/companies/no-such-company`);
    expect(missing.status).toBe(404);
    const types = blocksOf(await missing.text()).map((block) => block['@type']);
    expect(types).toEqual(['Organization']);
  }, 60_000);

  /** The share card a page names, fetched from the server, checked as a 1200x630 PNG. */
  const card = async (html: string) => {
    const address = metaOf(html, 'og:image') ?? '';
    expect(address.startsWith(ORIGIN), address).toBe(true);
    const res = await fetch(`${origin}${address.slice(ORIGIN.length)}`);
    expect(res.status, address).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    return { address, png };
  };

  it("shares a card of its own in each language: the company's name over its tagline, not the group's image", async () => {
    const seen = new Set<string>();
    for (const locale of LOCALES) {
      const html = await page(`/companies/ak-images?lang=${locale}`);
      const { address, png } = await card(html);
      expect(address, locale).toBe(localised('/og/companies/ak-images.png', locale));
      expect(metaOf(html, 'og:image:type')).toBe('image/png');
      expect(metaOf(html, 'twitter:image')).toBe(address);
      expect(metaOf(html, 'og:title')).toBe('AK Images');
      expect(metaOf(html, 'og:description'), locale).toContain(WORDS[locale].tagline);
      expect(metaOf(html, 'og:image:alt')).toBe('AK Images');
      // The card says what the page is: made by the pages' card maker from the company's words.
      const expected = await renderShareCard({
        label: WORDS[locale].sector,
        title: 'AK Images',
        subtitle: WORDS[locale].tagline,
        footer: HOST,
      });
      expect(png.equals(expected), locale).toBe(true);
      seen.add(png.toString('base64'));
    }
    expect(seen.size).toBe(3);
    // Without a sector, the words every company page opens with label it.
    const other = await card(await page('/companies/veb-properties?lang=sw'));
    const expected = await renderShareCard({
      label: sw.company.hero.eyebrow,
      title: 'VEB Properties',
      subtitle: 'Homes to rent and own',
      footer: HOST,
    });
    expect(other.png.equals(expected)).toBe(true);
    // The group's pages still share the image owners chose for them.
    expect(metaOf(await page('/about'), 'og:image')).toBe(
      `${ORIGIN}${groupImage.url.replace('-960.webp', '-1200.jpg')}`,
    );
  }, 120_000);

  it('makes a new card when the company changes, and none for a company not on the site', async () => {
    const before = await card(await page('/companies/ak-images?lang=fr'));
    const current = await editor.request({ method: 'GET', url: `/api/admin/entries/company/${id}` });
    const tagline = 'Des images qui restent';
    const saved = await editor.request({
      method: 'PUT',
      url: `/api/admin/entries/company/${id}`,
      payload: {
        values: { ...VALUES, hero: hero.id },
        words: { ...WORDS, fr: { ...WORDS.fr, tagline } },
        revision: current.json().revision,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    let html = '';
    await eventually(async () => {
      html = await page('/companies/ak-images?lang=fr');
      expect(metaOf(html, 'og:description')).toContain(tagline);
    });
    const after = await card(html);
    expect(after.address).toBe(before.address);
    expect(after.png.equals(before.png)).toBe(false);
    expect(
      after.png.equals(
        await renderShareCard({ label: WORDS.fr.sector, title: 'AK Images', subtitle: tagline, footer: HOST }),
      ),
    ).toBe(true);

    const unpublished = await editor.request({
      method: 'PUT',
      url: `/api/admin/entries/company/${id}`,
      payload: {
        values: { ...VALUES, hero: hero.id },
        words: { ...WORDS, fr: { ...WORDS.fr, tagline } },
        published: false,
        revision: saved.json().revision,
      },
    });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    for (const path of [
      '/og/companies/ak-images.png?lang=fr',
      '/og/companies/no-such-company.png',
      '/og/companies/ak-images.jpg',
    ])
      expect((await fetch(`${origin}${path}`)).status, path).toBe(404);
  }, 120_000);
});
