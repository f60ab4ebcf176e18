import type { MediaItem } from '@common/admin/media';
import type { SiteIdentityInput } from '@common/admin/settings';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createDatabase, type Database } from '../../db/client';
import { auditLog, settings } from '../../db/schema';
import { seedSiteIdentity } from '../../db/seed/data/site-identity';
import type { PageRenderer } from '../../ssr/renderer';
import { eventually } from '../../test/eventually';
import { type TestPageRenderer, testPageRenderer } from '../../test/page-renderer';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { SITE_IDENTITY_KEY } from './site-identity';

const URL_ = '/api/admin/settings/site-identity';
const input = (over: Partial<SiteIdentityInput> = {}): SiteIdentityInput => ({
  ...structuredClone(seedSiteIdentity),
  ...over,
});

/**
 * The owners' Site identity screen's API (docs/decisions/029), and the public pages it feeds: rendered by the real
 * page renderer (test/page-renderer.ts) and read over real HTTP, so the footer, the
 * contact page and the careers mail links are checked as a visitor's browser gets them.
 */
describe.each(testDatabaseKinds())('settings: the site identity (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let renderer: TestPageRenderer;
  let origin: string;
  let owner: AdminClient;
  beforeAll(async () => {
    renderer = await testPageRenderer();
    ctx = await createTestApp(kind, { renderer });
    origin = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    owner = new AdminClient(ctx.app);
    await owner.signIn(await createStaff(ctx.database.db, 'owner'));
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await renderer?.close();
  });

  const put = (client: AdminClient, payload: unknown) =>
    client.request({ method: 'PUT', url: URL_, payload: payload as object });
  const page = async (path: string) => {
    const res = await fetch(`${origin}${path}`);
    expect(res.status, path).toBe(200);
    return res.text();
  };
  const footerOf = (html: string) => html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));

  it('starts as the demo seed stored it, and the pages show it', async () => {
    expect((await owner.get(URL_)).json()).toEqual({ identity: seedSiteIdentity });
    const contact = await page('/contact');
    expect(footerOf(contact)).toContain('href="tel:+27115550140"');
    expect(footerOf(contact)).toContain('https://www.linkedin.com/company/veb-group');
    const careers = await page('/careers');
    expect(careers).toContain('mailto:careers@veb-group.co.za?');
    expect(careers).toContain('mailto:internships@veb-group.co.za?');
  });

  it('saves a new phone: the contact page and every footer show it at once, over HTTP', async () => {
    // Rendered and cached with the old number first, so the change must empty those entries.
    for (const path of ['/contact', '/', '/about?lang=fr']) expect(await page(path)).toContain('+27 11 555 0140');
    const res = await put(owner, input({ phone: '+27 11 555 0199', email: 'Hello@VEB-Group.co.za' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().identity).toMatchObject({ phone: '+27 11 555 0199', email: 'hello@veb-group.co.za' });
    const contact = await page('/contact');
    // (The Johannesburg office card has the same number: offices are content of their own.)
    expect(footerOf(contact)).not.toContain('+27 11 555 0140');
    // Three times on /contact: the line above the form, the immediate-assistance panel and the footer.
    expect(contact.match(/href="tel:\+27115550199"/g)).toHaveLength(3);
    for (const path of ['/', '/about?lang=fr']) expect(footerOf(await page(path))).toContain('+27 11 555 0199');
    // The Organization that search engines read says the same.
    expect(await page('/')).toContain('"telephone":"+27 11 555 0199"');
  });

  it('audits the change with before and after, and records nothing when nothing changed', async () => {
    const [line] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.site_identity_changed'))
      .orderBy(desc(auditLog.id));
    expect(line).toMatchObject({ targetType: 'setting', targetId: SITE_IDENTITY_KEY });
    expect(line.details).toMatchObject({ before: { phone: '+27 11 555 0140' }, after: { phone: '+27 11 555 0199' } });
    const again = await put(owner, (await owner.get(URL_)).json().identity);
    expect(again.statusCode).toBe(200);
    const lines = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.site_identity_changed'));
    expect(lines).toHaveLength(1);
  });

  it('refuses bad values with 400 and a message per field, and keeps what was saved', async () => {
    const res = await put(owner, {
      ...input(),
      groupName: '  ',
      phone: 'call us',
      careersEmail: 'careers at veb',
      addressLines: Array.from({ length: 7 }, (_, i) => `Line ${i}`),
      social: { linkedin: 'http://www.linkedin.com/company/veb-group', x: 'javascript:alert(1)', facebook: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      groupName: 'Enter the group’s name',
      phone: 'Enter a phone number such as +27 11 555 0140',
      careersEmail: 'Enter a valid email address',
      addressLines: 'Use at most 6 lines',
      'social.linkedin': 'Enter an address that starts with https://',
      'social.x': 'Enter an address that starts with https://',
    });
    for (const bad of [{}, null, [], { ...input(), social: undefined }, { ...input(), groupName: 'x'.repeat(121) }]) {
      expect((await put(owner, bad)).statusCode, JSON.stringify(bad)?.slice(0, 60)).toBe(400);
    }
    expect((await owner.get(URL_)).json().identity.phone).toBe('+27 11 555 0199');
  });

  it('shares the default share image on pages but articles, and refuses an image not in the library', async () => {
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2b6a8a' } })
      .jpeg()
      .toBuffer();
    const uploaded = await owner.request({
      method: 'POST',
      url: '/api/admin/media',
      payload: photo,
      headers: { 'content-type': 'image/jpeg', 'x-file-name': 'share.jpg' },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const image = uploaded.json() as MediaItem;
    const current = (await owner.get(URL_)).json().identity as SiteIdentityInput;
    const missing = await put(owner, { ...current, shareImageId: 2_000_000_000 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.shareImageId).toMatch(/no longer in the library/);
    const res = await put(owner, { ...current, shareImageId: image.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().identity.shareImage).toMatchObject({ id: image.id, width: 1600, height: 900 });
    const jpeg = image.url.replace('-960.webp', '-1200.jpg');
    const about = await page('/about');
    expect(about).toMatch(new RegExp(`og:image" content="[^"]*${jpeg}"`));
    expect(about).toContain('<meta property="og:image:height" content="675"');
    // The share image is served: a crawler fetching it gets a JPEG.
    const served = await fetch(`${origin}${jpeg}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    // An article keeps its own card.
    const article = await page('/news/greenharvest-cooperative-network-grows-to-33');
    expect(article).not.toContain(jpeg);
    // Back to the generated cards.
    expect((await put(owner, { ...current, shareImageId: null })).statusCode).toBe(200);
    expect(await page('/about')).not.toContain(jpeg);
  });

  it('is for owners only, and a change needs the CSRF token', async () => {
    for (const role of ['editor', 'inbox'] as const) {
      const client = new AdminClient(ctx.app);
      await client.signIn(await createStaff(ctx.database.db, role));
      expect((await client.get(URL_)).statusCode).toBe(403);
      expect((await put(client, input({ phone: '+27 11 555 0000' }))).statusCode).toBe(403);
    }
    const noToken = await owner.request({ method: 'PUT', url: URL_, payload: input(), csrf: false });
    expect(noToken.statusCode).toBe(403);
    expect((await owner.get(URL_)).json().identity.phone).toBe('+27 11 555 0199');
  });

  it('without a saved identity, the pages render and show none of it (no demo copy from code)', async () => {
    // Deleted beside the app, as another tool would: its pages drop it when the table's change notification
    // arrives (after commit, asynchronously; a loaded PostgreSQL can take a moment), not at once.
    await ctx.database.db.delete(settings).where(eq(settings.key, SITE_IDENTITY_KEY));
    expect((await owner.get(URL_)).json()).toEqual({ identity: null });
    let contact = '';
    await eventually(async () => {
      contact = await page('/contact');
      expect(contact).not.toContain('+27 11 555 0199');
    });
    expect(footerOf(contact)).not.toContain('<address');
    expect(footerOf(contact)).not.toContain('linkedin.com');
    expect(contact).not.toContain('"@type":"Organization"');
    const careers = await page('/careers');
    expect(careers).not.toContain('mailto:careers@');
    expect(careers).not.toContain('mailto:internships@');
  });
});

/**
 * Every process: the row's trigger (migration 0011) reaches a second server on the same PostgreSQL, which
 * drops only what it rendered with the identity; the other settings rows empty nothing.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the site identity across two server processes', () => {
  const renders = new Map<string, number>();
  const renderer: PageRenderer = {
    async render({ url, content }) {
      renders.set(url, (renders.get(url) ?? 0) + 1);
      // The about page stands for one that shows no identity; the others show its phone, as the footer does.
      const body = url === '/about' ? 'about' : ((await content.siteIdentity())?.phone ?? 'none');
      return { status: 200, html: `<!doctype html><html><head></head><body>${body}</body></html>` };
    },
  };
  let first: Awaited<ReturnType<typeof createTestApp>>;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let database: Database;
  beforeAll(async () => {
    first = await createTestApp('postgres');
    database = await createDatabase({ url: process.env.TEST_DATABASE_URL });
    second = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CACHE_MISSES_PER_CLIENT_PER_SECOND: '100000' }),
      database,
      renderer,
      logger: false,
    });
    await second.ready();
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await database?.close();
    await first?.close();
  });

  it('shows a saved phone in the other process within a second; a time zone change re-renders nothing', async () => {
    const owner = new AdminClient(first.app);
    await owner.signIn(await createStaff(first.database.db, 'owner'));
    for (const url of ['/contact', '/about']) expect((await second.inject(url)).statusCode).toBe(200);
    expect((await second.inject('/contact')).body).toContain('+27 11 555 0140');

    const zone = await owner.request({
      method: 'PUT',
      url: '/api/admin/settings/time-zone',
      payload: { timeZone: 'Africa/Nairobi' },
    });
    expect(zone.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const url of ['/contact', '/about']) await second.inject(url);
    expect([renders.get('/contact'), renders.get('/about')]).toEqual([1, 1]);

    const saved = await owner.request({ method: 'PUT', url: URL_, payload: input({ phone: '+27 11 555 0177' }) });
    expect(saved.statusCode, saved.body).toBe(200);
    const committed = Date.now();
    for (;;) {
      if ((await second.inject('/contact')).body.includes('+27 11 555 0177')) break;
      expect(Date.now() - committed, 'the change reached the other process').toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // The page that does not show the identity was not rendered again.
    await second.inject('/about');
    expect(renders.get('/about')).toBe(1);
  });
});
