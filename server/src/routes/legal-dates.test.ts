import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../lib/clock';
import { eventually } from '../test/eventually';
import { type TestPageRenderer, testPageRenderer } from '../test/page-renderer';
import { AdminClient, createStaff, type TestStaff } from '../test/staff';
import { createTestApp, testDatabaseKinds } from '../test/test-app';

/** The app's time, set by the test to the moment each change is made. */
class SetClock implements Clock {
  private time = Date.parse('2026-03-10T10:00:00Z');
  now(): Date {
    return new Date(this.time);
  }
  ms(): number {
    return this.time;
  }
  set(iso: string): void {
    this.time = Date.parse(iso);
  }
}

/**
 * A legal page's "Last updated" is the latest change of its sections' words as the page shows them, as a
 * day in the site's time zone, written the page's way (docs/decisions/078: no revisedOn). Sections are
 * written through the staff's entries API at set times; the pages are rendered by the real renderer.
 */
describe.each(testDatabaseKinds())('legal pages date themselves (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let renderer: TestPageRenderer;
  let origin: string;
  const clock = new SetClock();
  let editor: AdminClient;
  let editorStaff: TestStaff;
  let section: number;

  /** Signs in again at the clock's time (a session moved months ahead has expired). */
  const at = async (iso: string) => {
    clock.set(iso);
    editor = new AdminClient(ctx.app);
    await editor.signIn(editorStaff, clock.now());
  };
  const write = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = await editor.request({ method, url, payload });
    expect(res.statusCode, res.body).toBe(method === 'POST' ? 201 : 200);
    return res.json().id as number;
  };
  const lastUpdated = async (path: string) => {
    const res = await fetch(`${origin}${path}`);
    expect(res.status).toBe(200);
    const time = new new JSDOM('').window.DOMParser()
      .parseFromString(await res.text(), 'text/html')
      .querySelector('header time');
    return time ? [time.getAttribute('datetime'), time.textContent] : null;
  };

  beforeAll(async () => {
    renderer = await testPageRenderer();
    ctx = await createTestApp(kind, { seed: false, renderer, clock });
    origin = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    editorStaff = await createStaff(ctx.database.db, 'editor');
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await renderer?.close();
  });

  it('has no date without sections', async () => {
    expect(await lastUpdated('/privacy?lang=en')).toBeNull();
  });

  it("is the latest change of the words each language's page shows, in the site's zone", async () => {
    await at('2026-03-10T10:00:00Z');
    const values = { page: 'privacy', anchor: 'what-we-collect' };
    section = await write('POST', '/api/admin/entries/legalSection', {
      values,
      words: {
        en: { title: 'What we collect', body: 'Your name.' },
        fr: { title: 'Ce que nous collectons', body: 'Votre nom.' },
      },
    });
    // Only the French changes, late in the evening (UTC): already the next day in Johannesburg (UTC+2).
    await at('2026-05-20T23:30:00Z');
    await write('PUT', `/api/admin/entries/legalSection/${section}`, {
      values,
      words: { fr: { title: 'Ce que nous collectons', body: 'Votre nom et votre adresse.' } },
    });
    await eventually(async () => expect(await lastUpdated('/privacy?lang=fr')).toEqual(['2026-05-21', '21 mai 2026']));
    expect(await lastUpdated('/privacy?lang=en')).toEqual(['2026-03-10', 'March 10, 2026']);
    // Not written in Swahili: the Swahili page shows the original (English), dated by it.
    expect(await lastUpdated('/privacy?lang=sw')).toEqual(['2026-03-10', '10 Machi 2026']);
    // The other document is not dated by this one's sections.
    expect(await lastUpdated('/terms?lang=fr')).toBeNull();

    // A section written in Swahili only, shown on every page: it dates each page it is on.
    await at('2026-04-01T08:00:00Z');
    await write('POST', '/api/admin/entries/legalSection', {
      values: { page: 'privacy', anchor: 'haki' },
      words: { sw: { title: 'Haki zako', body: 'Unaweza kuuliza.' } },
    });
    await eventually(async () =>
      expect(await lastUpdated('/privacy?lang=en')).toEqual(['2026-04-01', 'April 1, 2026']),
    );
    expect(await lastUpdated('/privacy?lang=sw')).toEqual(['2026-04-01', '1 Aprili 2026']);
    expect(await lastUpdated('/privacy?lang=fr')).toEqual(['2026-05-21', '21 mai 2026']);
  });

  it('keeps its date for a save marked as a correction, and moves for any other', async () => {
    await at('2026-06-02T09:00:00Z');
    const values = { page: 'privacy', anchor: 'what-we-collect' };
    await write('PUT', `/api/admin/entries/legalSection/${section}`, {
      values,
      words: { en: { title: 'What we collect', body: 'Your name (typo fixed).' } },
      correction: true,
    });
    // The change is shown (the cache was emptied), the date is not moved.
    await eventually(async () => {
      const res = await fetch(`${origin}/privacy?lang=en`);
      expect(await res.text()).toContain('typo fixed');
    });
    expect(await lastUpdated('/privacy?lang=en')).toEqual(['2026-04-01', 'April 1, 2026']);
    await write('PUT', `/api/admin/entries/legalSection/${section}`, {
      values,
      words: { en: { title: 'What we collect', body: 'Your name and your address.' } },
    });
    await eventually(async () => expect(await lastUpdated('/privacy?lang=en')).toEqual(['2026-06-02', 'June 2, 2026']));
  });

  it("follows the site's time zone when owners change it", async () => {
    const owner = new AdminClient(ctx.app);
    await owner.signIn(await createStaff(ctx.database.db, 'owner'), clock.now());
    const res = await owner.request({
      method: 'PUT',
      url: '/api/admin/settings/time-zone',
      payload: { timeZone: 'America/New_York' },
    });
    expect(res.statusCode, res.body).toBe(200);
    // 23:30 UTC on 20 May is the evening of the 20th in New York.
    await eventually(async () => expect(await lastUpdated('/privacy?lang=fr')).toEqual(['2026-05-20', '20 mai 2026']));
  });
});
