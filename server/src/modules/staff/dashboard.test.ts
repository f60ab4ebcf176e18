import type { ArticleSaveInput } from '@common/admin/news';
import type { EntryKind } from '@common/entries/kinds';
import { wordsOf } from '@common/entries/words';
import type { Locale } from '@common/locale';
import { nextVersions, type Versions, type Words } from '@common/model/versions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, entries } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { AdminClient, createStaff, type TestStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

interface Item {
  kind: string;
  count: number;
  path: string;
  entryKind?: string;
}

// 22:30 UTC is already the next day in the site's time zone (Africa/Johannesburg, UTC+2): "today" is 11 March.
const NOW = Date.parse('2026-03-10T22:30:00Z');

/** An article's working copy in these languages, each written on its own (docs/decisions/078: none first). */
const article = (slug: string, languages: Locale[]): ArticleSaveInput => ({
  values: { category: 'Expansion', author: 'Media Office', imageId: null, imageUrl: null },
  words: Object.fromEntries(
    languages.map((l) => [
      l,
      { title: `${l} ${slug}`, slug: `${l}-${slug}`, excerpt: 'An excerpt.', contentHtml: '<p>Body.</p>' },
    ]),
  ),
});

/**
 * A record's versions as its saves would store them, one save per language in the order given (the one rule,
 * common/src/model/versions.ts): the first is the original, a language added later is written from it, and a
 * change to a version marks those written from it out of date.
 */
function saved(kind: EntryKind, saves: [Locale, Words][], versions: Versions = {}): Versions {
  let result = versions;
  for (const [locale, words] of saves) {
    result = nextVersions(result, { words: { [locale]: words } }, wordsOf(kind), new Date(NOW).toISOString()).versions;
  }
  return result;
}

const metricEn = { label: 'Countries', description: 'Where we work.' };
const metricFr = { label: 'Pays', description: 'Où nous travaillons.' };
const metricSw = { label: 'Nchi', description: 'Tunapofanya kazi.' };

/** Each line of the dashboard counts the right records, for the roles of its section only. */
describe.each(testDatabaseKinds())('the dashboard (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const clock = new ManualClock(NOW);
  const people = {} as Record<'owner' | 'editor' | 'inbox' | 'careers', { staff: TestStaff; client: AdminClient }>;

  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false, clock });
    for (const role of ['owner', 'editor', 'inbox', 'careers'] as const) {
      const staff = await createStaff(ctx.database.db, role);
      const client = new AdminClient(ctx.app);
      await client.signIn(staff, clock.now());
      people[role] = { staff, client };
    }
    const db = ctx.database.db;
    const message = { name: 'A', email: 'a@example.org', phone: '+27 11 555 0100', subject: 'media', message: 'Hello' };
    const read = new Date(NOW - 60_000);
    await db.insert(contactMessages).values([
      { ...message, assigneeId: people.inbox.staff.id },
      { ...message, status: 'in_progress', readAt: read, assigneeId: people.inbox.staff.id },
      // Spam and archived are set aside: neither unread nor assigned counts them.
      { ...message, status: 'spam', assigneeId: people.inbox.staff.id },
      { ...message, status: 'archived', readAt: read, assigneeId: people.inbox.staff.id },
      { ...message },
      { ...message, assigneeId: people.owner.staff.id },
    ]);
    const [area] = await db
      .insert(entries)
      .values({ kind: 'impactArea', values: {}, versions: saved('impactArea', [['en', { title: 'Reach' }]]) })
      .returning();
    const metric = (metricKey: string, versions: Versions) => ({
      kind: 'metric',
      values: { metricKey, area: area.id, value: { kind: 'count', number: 12 } },
      versions,
    });
    await db.insert(entries).values([
      // French written from the English and current; Swahili missing.
      metric(
        'a',
        saved('metric', [
          ['en', metricEn],
          ['fr', metricFr],
        ]),
      ),
      // The English changed after the French was written from it (out of date); Swahili written since (current).
      metric(
        'b',
        saved('metric', [
          ['en', metricEn],
          ['fr', metricFr],
          ['en', { ...metricEn, label: 'Countries we work in' }],
          ['sw', metricSw],
        ]),
      ),
      // Written in French only: no language comes first, so the English is missing as the Swahili is.
      metric('c', saved('metric', [['fr', metricFr]])),
      {
        kind: 'story',
        values: { name: 'N' },
        versions: saved('story', [['en', { title: 'T', category: 'C', story: 'S' }]]),
      },
    ]);
    const job = (closesAt: string, published = true, french = false) => ({
      kind: 'job',
      published,
      values: { postedAt: '2026-03-01', closesAt },
      versions: saved('job', [
        ['en', { title: `Job ${closesAt}`, description: 'Work.' }],
        ...(french ? [['fr', { title: 'Poste', description: 'Travail.' }] as [Locale, Words]] : []),
      ]),
    });
    await db.insert(entries).values([
      job('2026-03-17', true, true), // the week's last day
      job('2026-03-17'),
      job('2026-03-18'), // the day after the week
      job('2026-03-11'), // today, in the site's time zone
      job('2026-03-10'), // yesterday there (though still today in UTC)
      job('2026-03-12', false), // not on the site
      {
        kind: 'office',
        values: { phone: '+27 11 555 0100', email: 'office@example.org' },
        versions: saved('office', [['en', { name: 'Head office', address: ['1 Main Road'] }]]),
      },
    ]);
    const editor = people.editor.client;
    // A draft in French only, and an article in English and French scheduled for tomorrow.
    const draft = await editor.post('/api/admin/news', article('draft', ['fr']));
    expect(draft.statusCode, draft.body).toBe(201);
    const scheduled = await editor.post('/api/admin/news', article('scheduled', ['en', 'fr']));
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const at = new Date(NOW + 86_400_000).toISOString();
    const schedule = await editor.post(`/api/admin/news/${scheduled.json().id}/schedule`, {
      languages: ['en', 'fr'],
      publishAt: at,
    });
    expect(schedule.statusCode, schedule.body).toBe(200);
  }, 60_000);
  afterAll(() => ctx?.close());

  const attention = async (role: keyof typeof people): Promise<Item[]> => {
    const res = await people[role].client.get('/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    return res.json().attention;
  };
  const line = (items: Item[], kind: string, entryKind?: string) =>
    items.find((item) => item.kind === kind && item.entryKind === entryKind);

  it('counts unread and assigned-to-me messages for the inbox, each linking to the filtered inbox', async () => {
    const items = await attention('inbox');
    expect(line(items, 'inbox.unread')).toMatchObject({ count: 3, path: '/inbox?unread=1' });
    expect(line(items, 'inbox.assigned')).toMatchObject({ count: 2, path: '/inbox?assignee=me' });
    // Assigned to the person asking: the owner has one.
    expect(line(await attention('owner'), 'inbox.assigned')).toMatchObject({ count: 1 });
    const list = await people.inbox.client.get('/api/admin/inbox?unread=1');
    expect(list.json().total).toBe(3);
    expect((await people.inbox.client.get('/api/admin/inbox?unread=yes')).statusCode).toBe(400);
    // The inbox role sees nothing of news, content or mail.
    expect(items.map((item) => item.kind).sort()).toEqual(['inbox.assigned', 'inbox.unread']);
  });

  it('counts scheduled and draft articles, and per language (every one) the articles without a current version', async () => {
    const items = await attention('editor');
    expect(line(items, 'news.scheduled')).toMatchObject({ count: 1, path: '/news?status=scheduled' });
    expect(line(items, 'news.draft')).toMatchObject({ count: 1, path: '/news?status=draft' });
    // The French-only draft lacks its English as its Swahili: no language is required first.
    expect(line(items, 'translations.news.en')).toMatchObject({ count: 1, path: '/news?language=en&coverage=stale' });
    expect(line(items, 'translations.news.sw')).toMatchObject({ count: 2, path: '/news?language=sw&coverage=stale' });
    // Both articles are written in French: nothing to say.
    expect(line(items, 'translations.news.fr')).toBeUndefined();
    // The linked lists hold the same articles.
    const total = async (query: string) => (await people.editor.client.get(`/api/admin/news?${query}`)).json().total;
    expect(await total('status=draft')).toBe(1);
    expect(await total('status=scheduled')).toBe(1);
    expect(await total('language=en&coverage=stale')).toBe(1);
    expect(await total('language=fr&coverage=stale')).toBe(0);
    expect(await total('language=sw&coverage=stale')).toBe(2);
  });

  it('counts per language the records of each content kind, metrics and stories among them, not current in it', async () => {
    const items = await attention('editor');
    // Metrics and stories are content kinds (docs/decisions/078), linked to their own sections' lists.
    expect(line(items, 'translations.content.en', 'metric')).toMatchObject({ count: 1, path: '/impact/metric' });
    expect(line(items, 'translations.content.fr', 'metric')).toMatchObject({ count: 1, path: '/impact/metric' });
    expect(line(items, 'translations.content.sw', 'metric')).toMatchObject({ count: 2 });
    expect(line(items, 'translations.content.fr', 'impactArea')).toMatchObject({
      count: 1,
      path: '/impact/impactArea',
    });
    expect(line(items, 'translations.content.fr', 'story')).toMatchObject({ count: 1, path: '/stories/story' });
    expect(line(items, 'translations.content.sw', 'story')).toMatchObject({ count: 1 });
    expect(line(items, 'translations.content.en', 'story')).toBeUndefined();
    expect(line(items, 'translations.content.fr', 'job')).toMatchObject({ count: 5, path: '/content/job' });
    expect(line(items, 'translations.content.sw', 'job')).toMatchObject({ count: 6 });
    expect(line(items, 'translations.content.en', 'job')).toBeUndefined();
    expect(line(items, 'translations.content.fr', 'office')).toMatchObject({ count: 1, path: '/content/office' });
  });

  it('counts published openings whose last day falls this week in the site time zone', async () => {
    expect(line(await attention('careers'), 'content.openingsClosing')).toMatchObject({
      count: 3,
      path: '/content/job',
    });
  });

  it('shows each line only to the roles of its section', async () => {
    const kinds = async (role: keyof typeof people) => new Set((await attention(role)).map((item) => item.kind));
    const careers = await attention('careers');
    expect(careers.some((item) => item.kind.startsWith('news.') || item.kind.startsWith('inbox.'))).toBe(false);
    expect(careers.some((item) => item.kind.startsWith('translations.news.'))).toBe(false);
    // Careers edits openings, not offices, metrics or stories.
    for (const kind of ['office', 'metric', 'impactArea', 'story']) {
      expect(line(careers, 'translations.content.fr', kind), kind).toBeUndefined();
    }
    expect(line(careers, 'translations.content.fr', 'job')).toMatchObject({ count: 5 });
    const editor = await kinds('editor');
    expect([...editor].some((kind) => kind.startsWith('inbox.'))).toBe(false);
    const owner = await kinds('owner');
    for (const kind of ['inbox.unread', 'news.draft', 'translations.news.en', 'content.openingsClosing']) {
      expect(owner.has(kind), kind).toBe(true);
    }
    expect(line(await attention('owner'), 'translations.content.fr', 'metric')).toMatchObject({ count: 1 });
  });
});
