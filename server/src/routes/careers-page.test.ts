import { instantOf, wallClockAt } from '@common/admin/time-zone';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { eventually } from '../test/eventually';
import { type TestPageRenderer, testPageRenderer } from '../test/page-renderer';
import { createTestApp, testDatabaseKinds } from '../test/test-app';

const ZONE = 'Africa/Johannesburg';
const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** A minute past midnight at the start of `day` in the site's zone. */
const startOf = (day: string) => (instantOf({ date: day, time: '00:01' }, ZONE) as Date).getTime();

/**
 * Google's structured data for job postings (developers.google.com/search/docs/appearance/structured-data/
 * job-posting): the properties it requires and those it recommends. jobLocation may be replaced by
 * applicantLocationRequirements with jobLocationType TELECOMMUTE for remote work; none of ours is remote.
 */
const GOOGLE_REQUIRED = ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'];
const GOOGLE_RECOMMENDED = ['validThrough', 'employmentType', 'baseSalary', 'directApply', 'identifier'];
const GOOGLE_EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
];
const GOOGLE_SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];

interface Job {
  id: number;
  title: string;
  company: number;
  category: number | null;
  postedAt: string;
  closesAt: string | null;
  city: string;
  country: string;
  currency: string;
  salaryMin: number;
  salaryMax: number;
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown> & { '@type': string },
  );
const postingsOf = (html: string) => jsonLd(html).filter((block) => block['@type'] === 'JobPosting');

/**
 * The careers page from the database (docs/decisions/033), rendered by the real page renderer and read over HTTP
 * while the app's clock moves: an opening leaves the API and the page when its closing day ends in the
 * site's time zone, comes back when its date is moved, and "posted n days ago" follows the site's day.
 */
describe.each(testDatabaseKinds())('careers openings (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let renderer: TestPageRenderer;
  let origin: string;
  const clock = new ManualClock();
  beforeAll(async () => {
    renderer = await testPageRenderer();
    ctx = await createTestApp(kind, { renderer, clock });
    origin = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  }, 240_000);
  afterAll(async () => {
    await ctx?.close();
    await renderer?.close();
  });

  const page = async (path: string) => {
    const res = await fetch(`${origin}${path}`);
    expect(res.status, path).toBe(200);
    return res.text();
  };
  const jobs = async (lang = 'en') => (await ctx.app.inject(`/api/content/entries/job?lang=${lang}`)).json() as Job[];
  const today = () => wallClockAt(clock.now(), ZONE).date;
  const daysAgo = (job: Job) => Math.round((Date.parse(today()) - Date.parse(job.postedAt)) / DAY_MS);
  const cardOf = (html: string, job: Job) => {
    const start = html.indexOf(`id="job-${job.id}"`);
    return start < 0 ? '' : html.slice(start, html.indexOf('</article>', start));
  };
  const setClosing = async (job: Job, closesAt: string) => {
    const [row] = await ctx.database.db.select().from(entries).where(eq(entries.id, job.id));
    await ctx.database.db
      .update(entries)
      .set({ values: { ...row.values, closesAt } })
      .where(eq(entries.id, job.id));
  };

  it('shows the six demo openings with counted figures and one JobPosting each, as Google lists them', async () => {
    const list = await jobs();
    expect(list).toHaveLength(6);
    const html = await page('/careers');
    for (const job of list) expect(cardOf(html, job)).toContain(job.title);
    // The hero counts the published companies and the openings shown; the countries figure is a record.
    expect(html).toMatch(/<dt[^>]*>Companies<\/dt><dd[^>]*>10<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>Open positions<\/dt><dd[^>]*>6<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>Countries<\/dt><dd[^>]*>2<\/dd>/);

    const postings = postingsOf(html);
    expect(postings.map((p) => (p.identifier as { value: string }).value).sort()).toEqual(
      list.map((job) => String(job.id)).sort(),
    );
    const companies = (await ctx.app.inject('/api/content/entries/company')).json() as { id: number; name: string }[];
    for (const posting of postings) {
      const job = list.find((j) => String(j.id) === (posting.identifier as { value: string }).value) as Job;
      for (const property of [...GOOGLE_REQUIRED, ...GOOGLE_RECOMMENDED]) {
        expect(posting[property], `${job.title}: ${property}`).toBeDefined();
      }
      expect(posting['@context']).toBe('https://schema.org');
      expect(posting.title).toBe(job.title);
      // HTML, as Google asks: the description's paragraphs and the requirements as a list.
      expect(posting.description).toMatch(/^<p>.+<\/p><p>Requirements<\/p><ul>(<li>[^<]+<\/li>)+<\/ul>$/);
      expect(posting.datePosted).toBe(job.postedAt);
      // The end of the closing day in the site's zone (Johannesburg: UTC+2 all year).
      expect(posting.validThrough).toBe(`${job.closesAt}T23:59:59+02:00`);
      expect(GOOGLE_EMPLOYMENT_TYPES).toContain(posting.employmentType);
      expect(posting.hiringOrganization).toMatchObject({
        '@type': 'Organization',
        name: companies.find((c) => c.id === job.company)?.name,
        parentOrganization: { '@type': 'Organization', name: 'VEB Group' },
      });
      expect(posting.jobLocation).toEqual({
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: job.city, addressCountry: job.country },
      });
      const salary = posting.baseSalary as { currency: string; value: Record<string, unknown> };
      expect(salary).toMatchObject({ '@type': 'MonetaryAmount', currency: job.currency });
      expect(salary.value).toMatchObject({
        '@type': 'QuantitativeValue',
        minValue: job.salaryMin,
        maxValue: job.salaryMax,
      });
      expect(GOOGLE_SALARY_UNITS).toContain(salary.value.unitText);
      expect(posting.directApply).toBe(false);
      expect(posting.identifier).toMatchObject({ '@type': 'PropertyValue' });
    }
    // Only the careers page describes openings; the home page counts them in its teaser.
    expect(postingsOf(await page('/'))).toEqual([]);
  });

  it('counts "posted n days ago" from the site’s day: a cached page says one day more after midnight', async () => {
    const [job] = await jobs();
    const before = daysAgo(job);
    expect(cardOf(await page('/careers'), job)).toContain(`${before} days ago`);
    clock.advance(startOf(addDays(today(), 1)) - clock.ms());
    // No write: the page is rendered again because the site's day changed.
    expect(cardOf(await page('/careers'), job)).toContain(`${before + 1} days ago`);
    expect(cardOf(await page('/careers?lang=fr'), job)).toContain(`il y a ${before + 1} jours`);
  });

  it('keeps an opening through its closing day, drops it when the day ends, and shows it again when reopened', async () => {
    const list = await jobs();
    const job = list.find((j) => j.title === 'Agricultural Extension Officer') as Job;
    const closingDay = addDays(today(), 1);
    await setClosing(job, closingDay);
    await eventually(async () => expect((await jobs()).find((j) => j.id === job.id)?.closesAt).toBe(closingDay));
    const teaserCount = (html: string) =>
      html.match(/Agriculture and agri-extension<\/span><span[^>]*>(\d+) positions?</)?.[1];
    const homeBefore = Number(teaserCount(await page('/')));

    // The last minute of the closing day: still open.
    clock.advance(startOf(addDays(closingDay, 1)) - 2 * 60_000 - clock.ms());
    expect((await jobs()).map((j) => j.id)).toContain(job.id);
    expect(cardOf(await page('/careers'), job)).toContain(job.title);

    // A minute into the next day, with no write: gone from the API in every language, the page, its
    // JobPosting data, the hero's count and the home teaser's category count.
    clock.advance(2 * 60_000);
    for (const lang of ['en', 'fr', 'sw']) expect((await jobs(lang)).map((j) => j.id)).not.toContain(job.id);
    const closed = await page('/careers');
    expect(closed).not.toContain(`id="job-${job.id}"`);
    expect(closed).not.toContain(job.title);
    expect(closed).toMatch(/<dt[^>]*>Open positions<\/dt><dd[^>]*>5<\/dd>/);
    expect(postingsOf(closed)).toHaveLength(5);
    expect(Number(teaserCount(await page('/')))).toBe(homeBefore - 1);

    // Reopened by moving its closing date: back everywhere.
    await setClosing(job, addDays(today(), 7));
    await eventually(async () => expect((await jobs()).map((j) => j.id)).toContain(job.id));
    const reopened = await page('/careers');
    expect(cardOf(reopened, job)).toContain(job.title);
    expect(postingsOf(reopened).map((p) => p.title)).toContain(job.title);
    expect(Number(teaserCount(await page('/')))).toBe(homeBefore);
  });

  it('applies to the hiring company’s careers mailbox when it has one, else to the group’s', async () => {
    const list = await jobs();
    const job = list.find((j) => j.title === 'Production Supervisor') as Job;
    const [company] = await ctx.database.db.select().from(entries).where(eq(entries.id, job.company));
    await ctx.database.db
      .update(entries)
      .set({ values: { ...company.values, careersEmail: 'jobs@ecocraft.example' } })
      .where(eq(entries.id, company.id));
    await eventually(async () => {
      const html = await page('/careers');
      expect(cardOf(html, job)).toContain('href="mailto:jobs@ecocraft.example?subject=');
      for (const other of list.filter((j) => j.company !== job.company)) {
        expect(cardOf(html, other)).toContain('href="mailto:careers@veb-group.co.za?subject=');
      }
    });
  });

  it('says so in words when there is no opening, internship or benefit, and describes no posting', async () => {
    await ctx.database.db.delete(entries).where(eq(entries.kind, 'job'));
    await ctx.database.db.delete(entries).where(eq(entries.kind, 'internship'));
    await ctx.database.db.delete(entries).where(eq(entries.kind, 'benefit'));
    await eventually(async () => expect(await jobs()).toEqual([]));
    const html = await page('/careers');
    expect(html).toContain('There are no open positions right now.');
    expect(html).toContain('No internship programme is taking applications right now.');
    expect(html).toContain('The benefits of working with us will be listed here soon.');
    expect(html).toMatch(/<dt[^>]*>Open positions<\/dt><dd[^>]*>0<\/dd>/);
    expect(postingsOf(html)).toEqual([]);
    expect(await page('/')).toMatch(/Agriculture and agri-extension<\/span><span[^>]*>0 positions</);
  });
});
