import type { ArticleDraftInput } from '@common/admin/news';
import { sourceHash } from '@common/translation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, entries, impactMetrics, successStories } from '../../db/schema';
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

const article = (slug: string, languages: ('en' | 'fr')[]): ArticleDraftInput => ({
  category: 'Expansion',
  author: 'Media Office',
  versions: Object.fromEntries(
    languages.map((l) => [
      l,
      { title: `${l} ${slug}`, slug: `${l}-${slug}`, excerpt: 'An excerpt.', contentHtml: '<p>Body.</p>' },
    ]),
  ) as ArticleDraftInput['versions'],
});

const metricEnglish = { category: 'Reach', value: '12', label: 'Countries', description: 'Where we work.' };
const metricFr = { category: 'Portée', value: '12', label: 'Pays', description: 'Où nous travaillons.' };

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
    await db.insert(impactMetrics).values([
      // French current, Swahili missing.
      { metricKey: 'a', ...metricEnglish, translations: { fr: metricFr } },
      // French made from older English (out of date), Swahili current.
      {
        metricKey: 'b',
        ...metricEnglish,
        translations: {
          fr: { ...metricFr, _source: 'older' },
          sw: { ...metricFr, _source: sourceHash(metricEnglish, ['category', 'value', 'label', 'description']) },
        },
      },
    ]);
    await db.insert(successStories).values({ name: 'N', title: 'T', category: 'C', story: 'S' });
    const job = (closesAt: string, published = true, translations = {}) => ({
      kind: 'job',
      published,
      values: { title: `Job ${closesAt}`, description: 'Work.', postedAt: '2026-03-01', closesAt },
      translations,
    });
    await db.insert(entries).values([
      job('2026-03-17', true, { fr: { title: 'Poste', description: 'Travail.' } }), // the week's last day
      job('2026-03-17'),
      job('2026-03-18'), // the day after the week
      job('2026-03-11'), // today, in the site's time zone
      job('2026-03-10'), // yesterday there (though still today in UTC)
      job('2026-03-12', false), // not on the site
      { kind: 'office', values: { name: 'Head office' } },
    ]);
    const editor = people.editor.client;
    const draft = await editor.post('/api/admin/news', article('draft', ['en']));
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

  it('counts scheduled and draft articles and stale news translations per language', async () => {
    const items = await attention('editor');
    expect(line(items, 'news.scheduled')).toMatchObject({ count: 1, path: '/news?status=scheduled' });
    expect(line(items, 'news.draft')).toMatchObject({ count: 1, path: '/news?status=draft' });
    expect(line(items, 'translations.news.fr')).toMatchObject({ count: 1, path: '/news?language=fr&coverage=stale' });
    expect(line(items, 'translations.news.sw')).toMatchObject({ count: 2, path: '/news?language=sw&coverage=stale' });
    // The linked lists hold the same articles.
    const total = async (query: string) => (await people.editor.client.get(`/api/admin/news?${query}`)).json().total;
    expect(await total('status=draft')).toBe(1);
    expect(await total('status=scheduled')).toBe(1);
    expect(await total('language=fr&coverage=stale')).toBe(1);
    expect(await total('language=sw&coverage=stale')).toBe(2);
  });

  it('counts stale translations of metrics, stories and content kinds per language', async () => {
    const items = await attention('editor');
    expect(line(items, 'translations.metrics.fr')).toMatchObject({ count: 1, path: '/impact' });
    expect(line(items, 'translations.metrics.sw')).toMatchObject({ count: 1 });
    expect(line(items, 'translations.stories.fr')).toMatchObject({ count: 1, path: '/stories' });
    expect(line(items, 'translations.stories.sw')).toMatchObject({ count: 1 });
    expect(line(items, 'translations.content.fr', 'job')).toMatchObject({ count: 5, path: '/content/job' });
    expect(line(items, 'translations.content.sw', 'job')).toMatchObject({ count: 6 });
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
    expect(careers.some((item) => /^translations\.(news|metrics|stories)\./.test(item.kind))).toBe(false);
    // Careers edits openings, not offices.
    expect(line(careers, 'translations.content.fr', 'office')).toBeUndefined();
    expect(line(careers, 'translations.content.fr', 'job')).toMatchObject({ count: 5 });
    const editor = await kinds('editor');
    expect([...editor].some((kind) => kind.startsWith('inbox.'))).toBe(false);
    const owner = await kinds('owner');
    for (const kind of ['inbox.unread', 'news.draft', 'translations.metrics.fr', 'content.openingsClosing']) {
      expect(owner.has(kind), kind).toBe(true);
    }
  });
});
