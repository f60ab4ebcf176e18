import { LOCALES, languageOf } from '@common/locale';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually';
import { type TestPageRenderer, testPageRenderer } from '../test/page-renderer';
import { AdminClient, createStaff } from '../test/staff';
import { createTestApp, testDatabaseKinds } from '../test/test-app';

const WORDS = {
  en: {
    tagline: 'Pictures that tell the story',
    description: 'Photography for events and brands.',
    sector: 'Photography',
    story: 'Founded in Soweto.\n\nWe photograph people.',
    services: ['Events', 'Portraits'],
  },
  fr: {
    tagline: 'Des images qui racontent',
    description: 'Photographie d’événements et de marques.',
    sector: 'Photographie',
    story: 'Fondée à Soweto.',
    services: ['Événements', 'Portraits'],
  },
  sw: {
    tagline: 'Picha zinazosimulia',
    description: 'Upigaji picha wa matukio na chapa.',
    sector: 'Upigaji picha',
    story: 'Ilianzishwa Soweto.',
    services: ['Matukio', 'Picha za watu'],
  },
};
const VALUES = { slug: 'ak-images', name: 'AK Images', icon: 'Camera', colour: 'amber' };

/**
 * A company's own page (docs/decisions/084), rendered by the real renderer and read over real HTTP: its
 * words in each language, its own people and offices and none of the group's, an address no company has
 * answered 404, and an old slug moved for good to the new one once staff change it.
 */
describe.each(testDatabaseKinds())('a company page (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let renderer: TestPageRenderer;
  let origin: string;
  let editor: AdminClient;
  let id: number;
  const create = async (kindName: string, payload: object) => {
    const res = await editor.request({ method: 'POST', url: `/api/admin/entries/${kindName}`, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; revision: number };
  };
  beforeAll(async () => {
    renderer = await testPageRenderer();
    ctx = await createTestApp(kind, { seed: false, renderer });
    origin = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    editor = new AdminClient(ctx.app);
    await editor.signIn(await createStaff(ctx.database.db, 'editor'));
    ({ id } = await create('company', { values: VALUES, words: WORDS }));
    const other = await create('company', {
      values: { slug: 'veb-properties', name: 'VEB Properties', icon: 'Building2', colour: 'green' },
      words: { en: { tagline: 'Homes', description: 'Property.' } },
    });
    await create('leader', {
      values: { name: 'Ama Kgosi', company: id },
      words: { en: { role: 'Studio lead', bio: 'Leads the studio.' } },
    });
    await create('leader', {
      values: { name: 'Group Chief', company: null },
      words: { en: { role: 'Group CEO', bio: 'Leads the group.' } },
    });
    await create('leader', {
      values: { name: 'Other Lead', company: other.id },
      words: { en: { role: 'Lead', bio: 'Leads properties.' } },
    });
    await create('office', {
      values: { phone: '+27 11 555 0101', email: 'studio@example.org', company: id },
      words: { en: { name: 'Studio Braamfontein', address: ['12 Juta Street', 'Johannesburg'] } },
    });
    await create('companyFigure', {
      values: { company: id, value: { kind: 'count', number: 12000, plus: true } },
      words: { en: { label: 'events photographed' }, fr: { label: 'événements photographiés' } },
    });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await renderer?.close();
  });

  const get = (path: string) => fetch(`${origin}${path}`, { redirect: 'manual' });
  const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

  it('shows the company in each language, with its own people, offices and figures and none of the others', async () => {
    for (const lang of LOCALES) {
      const res = await get(`/companies/ak-images?lang=${lang}`);
      expect(res.status, lang).toBe(200);
      const html = await res.text();
      expect(html, lang).toContain(`<html lang="${lang}"`);
      const body = main(html);
      expect(body, lang).toMatch(/<h1[^>]*>AK Images<\/h1>/);
      expect(body, lang).toContain(WORDS[lang].tagline);
      expect(body, lang).toContain(WORDS[lang].services[0]);
      expect(body, lang).toContain('Ama Kgosi');
      expect(body, lang).toContain('12 Juta Street');
      expect(body, lang).not.toContain('Group Chief');
      expect(body, lang).not.toContain('Other Lead');
      // One value, written each language's way (12,000+ / 12 000+).
      expect(body, lang).toContain(`${new Intl.NumberFormat(languageOf(lang).numberLocale).format(12000)}+`);
    }
    // Its contact form addresses the company's queue, before the page's script has loaded too.
    expect(main(await (await get('/companies/ak-images')).text())).toMatch(
      /<input[^>]*type="hidden"[^>]*name="toCompany"[^>]*value="ak-images"|<input[^>]*name="toCompany"[^>]*type="hidden"[^>]*value="ak-images"/,
    );
    // The group's leader is on the About page, the company's is not.
    const about = main(await (await get('/about')).text());
    expect(about).toContain('Group Chief');
    expect(about).not.toContain('Ama Kgosi');
    // The home page's card leads to the page.
    expect(await (await get('/')).text()).toContain('href="/companies/ak-images"');
  });

  it('answers 404 for an address no company has', async () => {
    const res = await get('/companies/no-such-company');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Company not found');
  });

  it('moves an old slug to the new one for good once staff change it', async () => {
    const current = await editor.request({ method: 'GET', url: `/api/admin/entries/company/${id}` });
    expect(current.statusCode, current.body).toBe(200);
    const saved = await editor.request({
      method: 'PUT',
      url: `/api/admin/entries/company/${id}`,
      payload: { values: { ...VALUES, slug: 'ak-images-studio' }, words: WORDS, revision: current.json().revision },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await eventually(async () => expect((await get('/companies/ak-images-studio')).status).toBe(200));
    const moved = await get('/companies/ak-images');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/companies/ak-images-studio');
    const chosen = await get('/companies/ak-images?lang=sw');
    expect(chosen.status).toBe(301);
    expect(chosen.headers.get('location')).toBe('/companies/ak-images-studio?lang=sw');
  });
});
