import type { Issue, IssueOverview, IssuePreviews, SubscriberList } from '@common/admin/newsletter';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  mailOutbox,
  newsArticles,
  newsletterIssues,
  newsletterSubscribers,
  newsTranslations,
} from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { TestSmtp } from '../../test/smtp';
import { AdminClient, createStaff, type TestStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { MAIL_TEXT } from './mail-text';

/** The recipient's address of a received message. */
const toOf = (message: ParsedMail | undefined) =>
  (Array.isArray(message?.to) ? message.to[0] : message?.to)?.text ?? '';

const PUBLIC_URL = 'https://veb.example';
const RATE = 120;

describe.each(testDatabaseKinds())('newsletter admin: subscribers and issues (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const smtp = new TestSmtp();
  const clock = new ManualClock();
  let editor: TestStaff;
  let editorClient: AdminClient;
  let inboxClient: AdminClient;
  beforeAll(async () => {
    await smtp.start();
    ctx = await createTestApp(kind, {
      clock,
      env: {
        BACKGROUND_JOBS: 'true',
        SMTP_URL: smtp.url,
        PUBLIC_URL,
        NEWSLETTER_RATE_PER_MINUTE: String(RATE),
      },
    });
    editor = await createStaff(ctx.database.db, 'editor');
    editorClient = new AdminClient(ctx.app, PUBLIC_URL);
    await editorClient.signIn(editor);
    inboxClient = new AdminClient(ctx.app, PUBLIC_URL);
    await inboxClient.signIn(await createStaff(ctx.database.db, 'inbox'));
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.stop();
  });

  const add = async (email: string, status: 'pending' | 'confirmed' | 'unsubscribed', locale = 'en') => {
    const now = clock.now();
    const [row] = await ctx.database.db
      .insert(newsletterSubscribers)
      .values({
        email,
        status,
        locale,
        createdAt: now,
        confirmedAt: status === 'pending' ? null : now,
        unsubscribedAt: status === 'unsubscribed' ? now : null,
      })
      .returning();
    return row;
  };

  describe('subscribers', () => {
    it('lists with status, language and dates; searches; filters by status', async () => {
      await add('list-a@example.org', 'confirmed', 'fr');
      await add('list-b@example.org', 'pending', 'sw');
      await add('other_list@example.org', 'unsubscribed');
      const all = (await inboxClient.get('/api/admin/subscribers?q=list')).json() as SubscriberList;
      expect(all.total).toBe(3);
      const a = all.subscribers.find((s) => s.email === 'list-a@example.org');
      expect(a).toMatchObject({ status: 'confirmed', locale: 'fr', unsubscribedAt: null });
      expect(a?.confirmedAt).toBe(clock.now().toISOString());
      expect(a?.subscribedAt).toBe(clock.now().toISOString());

      const pending = (await inboxClient.get('/api/admin/subscribers?q=list&status=pending')).json() as SubscriberList;
      expect(pending.subscribers.map((s) => s.email)).toEqual(['list-b@example.org']);
      // % and _ are literal in a search.
      const literal = (await inboxClient.get('/api/admin/subscribers?q=r_list')).json() as SubscriberList;
      expect(literal.subscribers.map((s) => s.email)).toEqual(['other_list@example.org']);
      expect((await inboxClient.get('/api/admin/subscribers?q=%25')).json().total).toBe(0);
      expect(all.counts.confirmed).toBeGreaterThanOrEqual(1);
      expect((await inboxClient.get('/api/admin/subscribers?status=gone')).statusCode).toBe(400);
    });

    it('exports CSV with quoting and formula cells neutralised, and audits the export', async () => {
      await add('=HYPERLINK("http://evil")@example.org', 'confirmed');
      await add('+1-csv@example.org', 'confirmed');
      await add('-csv@example.org', 'pending');
      await add('a,b-csv@example.org', 'confirmed');
      const res = await inboxClient.get('/api/admin/subscribers/export.csv?q=csv');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = res.body
        .replace(/^\ufeff/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe('email,status,language,subscribed_at,confirmed_at,unsubscribed_at');
      expect(lines).toContain(
        `'+1-csv@example.org,confirmed,en,${clock.now().toISOString()},${clock.now().toISOString()},`,
      );
      const cells = lines.slice(1).map((line) => line.split(',')[0]);
      expect(cells).toContain("'+1-csv@example.org");
      expect(cells).toContain("'-csv@example.org");
      expect(res.body).toContain(`"a,b-csv@example.org"`);
      const formula = (await inboxClient.get('/api/admin/subscribers/export.csv?q=HYPERLINK')).body;
      expect(formula).toContain(`"'=HYPERLINK(""http://evil"")@example.org"`);
      const [line] = await ctx.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'subscribers.exported'))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(line.details).toMatchObject({ count: 1, q: 'HYPERLINK' });
    });

    it('removes a subscriber, audited, and refuses an unknown one with 404', async () => {
      const row = await add('remove-me@example.org', 'confirmed');
      const res = await inboxClient.request({ method: 'DELETE', url: `/api/admin/subscribers/${row.id}` });
      expect(res.statusCode).toBe(200);
      expect(
        await ctx.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, row.id)),
      ).toEqual([]);
      const [line] = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'subscriber.removed'), eq(auditLog.targetId, String(row.id))));
      expect(line.details).toMatchObject({ email: 'remove-me@example.org', status: 'confirmed' });
      expect(
        (await inboxClient.request({ method: 'DELETE', url: `/api/admin/subscribers/${row.id}` })).statusCode,
      ).toBe(404);
    });
  });

  describe('issues', () => {
    it('sends an issue to confirmed subscribers only, each in their language, at the configured rate', async () => {
      // Only the issue's recipients: earlier tests' subscribers leave.
      await ctx.database.db.delete(newsletterSubscribers);
      const en = await add('reader-en@example.org', 'confirmed', 'en');
      const fr = await add('reader-fr@example.org', 'confirmed', 'fr');
      const sw = await add('reader-sw@example.org', 'confirmed', 'sw');
      await add('reader-pending@example.org', 'pending', 'fr');
      await add('reader-gone@example.org', 'unsubscribed', 'fr');

      const articles = (await editorClient.get('/api/admin/newsletters/articles')).json() as {
        id: number;
        slug: string;
        title: string;
      }[];
      expect(articles.length).toBeGreaterThan(2);
      const picked = articles.slice(0, 2);
      const issue = {
        subject: 'June news from VEB',
        intro: 'Hello from the group.\n\nTwo stories.',
        translations: { fr: { subject: 'Les nouvelles de juin', intro: 'Bonjour de la part du groupe.' } },
        articleIds: picked.map((a) => a.id),
      };
      const invalid = await editorClient.post('/api/admin/newsletters', {
        ...issue,
        translations: { ...issue.translations, sw: { subject: 'Habari' } },
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errors).toEqual({
        'translations.sw.intro': 'Write both a Swahili subject and a Swahili introduction, or leave both empty',
      });
      const created = await editorClient.post('/api/admin/newsletters', issue);
      expect(created.statusCode).toBe(201);
      const { id } = created.json() as { id: number };

      // Preview: French in French, Swahili falls back to English; each the recipient's view.
      const preview = (await editorClient.post('/api/admin/newsletters/preview', issue)).json() as IssuePreviews;
      expect(preview.fr).toMatchObject({ locale: 'fr', subject: 'Les nouvelles de juin' });
      expect(preview.sw).toMatchObject({ locale: 'en', subject: 'June news from VEB' });
      expect(preview.en.text).toContain(picked[0].title);
      expect(preview.en.html).toContain('<p>Hello from the group.</p>');
      // The French address of an article that has a French version, the English one otherwise.
      const [frenchVersion] = await ctx.database.db
        .select()
        .from(newsTranslations)
        .where(and(eq(newsTranslations.articleId, picked[0].id), eq(newsTranslations.locale, 'fr')));
      expect(preview.fr.text).toContain(`${PUBLIC_URL}/news/${frenchVersion?.slug ?? picked[0].slug}?lang=fr`);

      // A test to oneself, in French.
      expect((await editorClient.post(`/api/admin/newsletters/${id}/test`, { locale: 'fr' })).statusCode).toBe(200);
      const [test] = await smtp.waitFor(1, (m) => toOf(m) === editor.email);
      expect(test.subject).toBe('[Test] Les nouvelles de juin');
      expect(test.text).toContain('Bonjour de la part du groupe.');

      // Send.
      const sendAt = clock.now().getTime();
      // The Swahili reader gets the English version: the sender chose so.
      const sent = await editorClient.post(`/api/admin/newsletters/${id}/send`, { fallbackToEnglish: true });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toMatchObject({ recipients: 3, byLocale: { en: 2, fr: 1 } });
      expect((await editorClient.post(`/api/admin/newsletters/${id}/send`)).statusCode).toBe(409);
      expect(
        (await editorClient.request({ method: 'PUT', url: `/api/admin/newsletters/${id}`, payload: issue })).statusCode,
      ).toBe(409);

      const rows = await ctx.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.issueId, id), eq(mailOutbox.kind, 'newsletter_issue')))
        .orderBy(mailOutbox.nextAttemptAt);
      expect(rows.map((row) => row.toAddress).sort()).toEqual([en.email, fr.email, sw.email].sort());
      // The rate: 120 a minute is one every 500 ms, from the moment of sending.
      expect(rows.map((row) => row.nextAttemptAt.getTime() - sendAt)).toEqual([0, 500, 1000]);
      for (const row of rows) expect(row.giveUpAt.getTime() - row.nextAttemptAt.getTime()).toBe(24 * 60 * 60_000);

      // Before their turn nothing goes; the figures say queued. The first mail's turn is the moment of
      // sending, so the running mail worker may already have sent it: only the other two must wait.
      let overview = (await editorClient.get('/api/admin/newsletters')).json() as IssueOverview;
      expect(overview.ratePerMinute).toBe(RATE);
      const early = overview.issues.find((i) => i.id === id);
      expect(early).toMatchObject({ status: 'sent', recipients: 3, counts: { failed: 0 } });
      expect(early?.counts.queued).toBeGreaterThanOrEqual(2);
      expect((early?.counts.queued ?? 0) + (early?.counts.sent ?? 0)).toBe(3);
      const waiting = await ctx.database.db
        .select({ status: mailOutbox.status })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.issueId, id), eq(mailOutbox.kind, 'newsletter_issue')))
        .orderBy(mailOutbox.nextAttemptAt);
      expect(waiting.slice(1).map((row) => row.status)).toEqual(['queued', 'queued']);
      clock.advance(1500);
      ctx.app.mail.kick();
      const received = await smtp.waitFor(3, (m) => toOf(m).startsWith('reader-'));
      expect(received.map((m) => toOf(m)).sort()).toEqual([en.email, fr.email, sw.email].sort());
      expect(smtp.messages.filter((m) => /reader-(pending|gone)/.test(toOf(m)))).toEqual([]);

      for (const [subscriber, language] of [
        [en, 'en'],
        [fr, 'fr'],
        [sw, 'en'],
      ] as const) {
        const message = received.find((m) => toOf(m) === subscriber.email);
        expect(message?.subject).toBe(language === 'fr' ? 'Les nouvelles de juin' : 'June news from VEB');
        const unsubscribePage = `${PUBLIC_URL}/newsletter/unsubscribe?lang=${language}#token=${subscriber.unsubscribeToken}`;
        expect(message?.text).toContain(unsubscribePage);
        expect(message?.text).toContain(MAIL_TEXT[language].issue.unsubscribe);
        expect(message?.html).toContain(unsubscribePage);
        // The raw message: the RFC 8058 headers, each on one line, with this subscriber's own token.
        const raw = smtp.raw[smtp.messages.indexOf(message as (typeof smtp.messages)[number])];
        expect(raw).toContain(
          `List-Unsubscribe: <${PUBLIC_URL}/api/newsletter/unsubscribe?token=${subscriber.unsubscribeToken}>\r\n`,
        );
        expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
      }

      await expect
        .poll(async () => {
          overview = (await editorClient.get('/api/admin/newsletters')).json() as IssueOverview;
          return overview.issues.find((i) => i.id === id)?.counts;
        })
        .toEqual({ queued: 0, sent: 3, failed: 0, withdrawn: 0 });

      // The one-click address from a received header ends that subscription.
      const header = /List-Unsubscribe: <https:\/\/veb\.example(\/api\/newsletter\/unsubscribe\?token=[\w-]+)>/.exec(
        smtp.raw.find((raw) => raw.includes(`To: ${fr.email}`)) ?? '',
      );
      const oneClick = await ctx.app.inject({
        method: 'POST',
        url: header?.[1] ?? '',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(200);
      const [after] = await ctx.database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, fr.id));
      expect(after.status).toBe('unsubscribed');

      const actions = (
        await ctx.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.targetType, 'newsletter'), eq(auditLog.targetId, String(id))))
      ).map((line) => line.action);
      expect(actions).toEqual(['newsletter.created', 'newsletter.test_sent', 'newsletter.sent']);
    });

    it('marks a translation out of date when the English changes, until it is revised or confirmed', async () => {
      const db = ctx.database.db;
      const english = { subject: 'July news', intro: 'Hello.', articleIds: [] };
      const french = { subject: 'Les nouvelles de juillet', intro: 'Bonjour.' };
      const created = await editorClient.post('/api/admin/newsletters', { ...english, translations: { fr: french } });
      expect(created.statusCode).toBe(201);
      const { id } = created.json() as { id: number };
      const read = async () => (await editorClient.get(`/api/admin/newsletters/${id}`)).json() as Issue;
      const save = async (body: object) => {
        const res = await editorClient.request({ method: 'PUT', url: `/api/admin/newsletters/${id}`, payload: body });
        expect(res.statusCode).toBe(200);
        return res.json() as Issue;
      };
      /** The subject of the test mail in a language, as queued. */
      const testIn = async (locale: string) => {
        expect((await editorClient.post(`/api/admin/newsletters/${id}/test`, { locale })).statusCode).toBe(200);
        const [mail] = await db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.issueId, id), eq(mailOutbox.kind, 'newsletter_test')))
          .orderBy(desc(mailOutbox.id))
          .limit(1);
        return mail.subject;
      };

      let issue = await read();
      // Creating answers with the issue as saved, as reading it does.
      expect(created.json()).toEqual(issue);
      expect(issue.data).toEqual({ ...english, translations: { fr: french } });
      expect(issue.translationStatus).toEqual({ fr: 'current', sw: 'missing' });

      // The English subject changes and the French is sent back as it was: out of date, and it stays so.
      const revised = { ...english, subject: 'July news, revised' };
      const answer = await save({ ...revised, translations: { fr: french } });
      expect(answer.translationStatus).toEqual({ fr: 'outdated', sw: 'missing' });
      expect(await read()).toEqual(answer);
      await save({ ...revised, translations: { fr: french } });
      expect((await read()).translationStatus.fr).toBe('outdated');
      // Left out of the payload, the French keeps its text and its state; French readers still get it.
      await save(revised);
      issue = await read();
      expect(issue.data.translations).toEqual({ fr: french });
      expect(issue.translationStatus.fr).toBe('outdated');
      expect(await testIn('fr')).toBe('[Test] Les nouvelles de juillet');
      expect(await testIn('sw')).toBe('[Test] July news, revised');
      // The mark before the subject is in the sender's own language; the issue stays in the one tested.
      const language = (locale: string) =>
        editorClient.request({ method: 'PUT', url: '/api/admin/account/language', payload: { locale } });
      expect((await language('sw')).statusCode).toBe(200);
      expect(await testIn('fr')).toBe('[Jaribio] Les nouvelles de juillet');
      expect((await language('fr')).statusCode).toBe(200);
      expect(await testIn('sw')).toBe('[Essai] July news, revised');
      expect((await language('en')).statusCode).toBe(200);

      // Confirmed as still matching: current.
      await save({ ...revised, translations: { fr: french }, reviewed: ['fr'] });
      expect((await read()).translationStatus.fr).toBe('current');

      // The English changes again; revising the French text makes it current without a confirmation.
      const final = { ...english, subject: 'July news, final' };
      await save({ ...final, translations: { fr: french } });
      expect((await read()).translationStatus.fr).toBe('outdated');
      await save({ ...final, translations: { fr: { ...french, subject: 'Les nouvelles de juillet, enfin' } } });
      expect((await read()).translationStatus.fr).toBe('current');

      // Emptied, the French is gone: its readers get the English.
      await save({ ...final, translations: { fr: { subject: '', intro: '' } } });
      issue = await read();
      expect(issue.data.translations).toEqual({});
      expect(issue.translationStatus).toEqual({ fr: 'missing', sw: 'missing' });
      expect(await testIn('fr')).toBe('[Test] July news, final');

      const updates = await db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'newsletter.updated'),
            eq(auditLog.targetType, 'newsletter'),
            eq(auditLog.targetId, String(id)),
          ),
        )
        .orderBy(auditLog.id);
      expect(updates.map((line) => line.details)).toEqual([
        { subject: 'July news, revised', translationsChanged: [], reviewed: [] },
        { subject: 'July news, revised', translationsChanged: [], reviewed: [] },
        { subject: 'July news, revised', translationsChanged: [], reviewed: [] },
        { subject: 'July news, revised', translationsChanged: [], reviewed: ['fr'] },
        { subject: 'July news, final', translationsChanged: [], reviewed: [] },
        { subject: 'July news, final', translationsChanged: ['fr'], reviewed: [] },
        { subject: 'July news, final', translationsChanged: ['fr'], reviewed: [] },
      ]);
    });

    it('counts a translation without a source (a converted issue) as current until the English changes', async () => {
      const french = { subject: 'Vieux numéro', intro: 'Bonjour.' };
      const [row] = await ctx.database.db
        .insert(newsletterIssues)
        .values({ subject: 'Old issue', intro: 'Hello.', translations: { fr: french }, articleIds: [] })
        .returning();
      const read = async () => (await editorClient.get(`/api/admin/newsletters/${row.id}`)).json() as Issue;
      expect((await read()).translationStatus.fr).toBe('current');
      const put = (body: object) =>
        editorClient.request({ method: 'PUT', url: `/api/admin/newsletters/${row.id}`, payload: body });
      // Saved with its English unchanged: still current, now with its source.
      expect((await put({ subject: 'Old issue', intro: 'Hello.', articleIds: [] })).json().translationStatus.fr).toBe(
        'current',
      );
      // Without its source again, as the migration left it.
      await ctx.database.db
        .update(newsletterIssues)
        .set({ translations: { fr: french } })
        .where(eq(newsletterIssues.id, row.id));
      // The English changes in the same save that first records a source: made from the English before it.
      const changed = await put({ subject: 'Old issue, revised', intro: 'Hello.', articleIds: [] });
      expect(changed.json().translationStatus.fr).toBe('outdated');
    });

    it('refuses the per-language shape of before, and other bad bodies, with a clear 400', async () => {
      const { id } = (
        await editorClient.post('/api/admin/newsletters', { subject: 'Draft', intro: 'Hi', articleIds: [] })
      ).json() as { id: number };
      const old = { subject: { en: 'Old', fr: 'Vieux' }, intro: { en: 'Hi', fr: 'Salut' }, articleIds: [] };
      for (const [method, url] of [
        ['POST', '/api/admin/newsletters'],
        ['POST', '/api/admin/newsletters/preview'],
        ['PUT', `/api/admin/newsletters/${id}`],
      ] as const) {
        const res = await editorClient.request({ method, url, payload: old });
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expect(res.json().errors).toEqual({
          subject: 'Send the English subject as text; French and Swahili go in translations',
          intro: 'Send the English introduction as text; French and Swahili go in translations',
        });
      }
      const base = { subject: 'Draft', intro: 'Hi', articleIds: [] };
      for (const [body, field] of [
        [{ ...base, subject: '  ' }, 'subject'],
        [{ ...base, translations: 'fr' }, 'translations'],
        [{ ...base, translations: { fr: { subject: 5, intro: 'Salut' } } }, 'translations.fr.subject'],
        [{ ...base, translations: { fr: { subject: 'x'.repeat(201), intro: 'Salut' } } }, 'translations.fr.subject'],
        [{ ...base, reviewed: ['en'] }, 'reviewed.0'],
        [{ ...base, reviewed: 'fr' }, 'reviewed'],
      ] as const) {
        const res = await editorClient.post('/api/admin/newsletters', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(Object.keys(res.json().errors), JSON.stringify(body)).toEqual([field]);
      }
      const [stored] = await ctx.database.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
      expect(stored).toMatchObject({ subject: 'Draft', intro: 'Hi', translations: {} });
    });

    it('gives French and Swahili readers the titles, excerpts and addresses of the articles in their language, English otherwise', async () => {
      await ctx.database.db.delete(newsletterSubscribers);
      const fr = await add('lang-fr@example.org', 'confirmed', 'fr');
      const sw = await add('lang-sw@example.org', 'confirmed', 'sw');
      const en = await add('lang-en@example.org', 'confirmed', 'en');
      const translations = await ctx.database.db.select().from(newsTranslations);
      const withBoth = translations.find(
        (t) => t.locale === 'fr' && translations.some((o) => o.articleId === t.articleId && o.locale === 'sw'),
      );
      const pickable = (await editorClient.get('/api/admin/newsletters/articles')).json() as { id: number }[];
      const without = pickable.find((a) => !translations.some((t) => t.articleId === a.id));
      if (!withBoth || !without)
        throw new Error('The demo content has an article in three languages and one only in English');
      const [translated] = await ctx.database.db
        .select()
        .from(newsArticles)
        .where(eq(newsArticles.id, withBoth.articleId));
      const [english] = await ctx.database.db.select().from(newsArticles).where(eq(newsArticles.id, without.id));
      const swahili = translations.find((t) => t.articleId === translated.id && t.locale === 'sw');
      const issue = {
        subject: 'December news',
        intro: 'Hello.',
        translations: {
          fr: { subject: 'Les nouvelles de décembre', intro: 'Bonjour.' },
          sw: { subject: 'Habari za Desemba', intro: 'Habari.' },
        },
        articleIds: [translated.id, english.id],
      };
      const { id } = (await editorClient.post('/api/admin/newsletters', issue)).json() as { id: number };
      expect((await editorClient.post(`/api/admin/newsletters/${id}/send`)).statusCode).toBe(200);
      clock.advance(10 * 60_000);
      ctx.app.mail.kick();
      const received = await smtp.waitFor(3, (m) => toOf(m).startsWith('lang-'));
      const mailTo = (email: string) => received.find((m) => toOf(m) === email) as ParsedMail;

      const french = mailTo(fr.email);
      expect(french.subject).toBe('Les nouvelles de décembre');
      expect(french.text).toContain(
        `${withBoth.title}\n${withBoth.excerpt}\n${MAIL_TEXT.fr.issue.readMore}: ${PUBLIC_URL}/news/${withBoth.slug}?lang=fr`,
      );
      expect(french.text).not.toContain(translated.title);
      // No French version: the English one, at its address with the French page around it.
      expect(french.text).toContain(`${english.title}\n${english.excerpt}\n`);
      expect(french.text).toContain(`${PUBLIC_URL}/news/${english.slug}?lang=fr`);
      expect(french.html).toContain(`<h2><a href="${PUBLIC_URL}/news/${withBoth.slug}?lang=fr">`);
      expect(french.html).toMatch(new RegExp(`<h2 lang="en"><a href="${PUBLIC_URL}/news/${english.slug}\\?lang=fr">`));

      const kiswahili = mailTo(sw.email);
      expect(kiswahili.text).toContain(`${swahili?.title}\n${swahili?.excerpt}\n`);
      expect(kiswahili.text).toContain(`${PUBLIC_URL}/news/${swahili?.slug}?lang=sw`);
      expect(kiswahili.text).not.toContain(withBoth.title);

      const inEnglish = mailTo(en.email);
      expect(inEnglish.text).toContain(`${translated.title}\n${translated.excerpt}\n`);
      expect(inEnglish.text).toContain(`${PUBLIC_URL}/news/${translated.slug}\n`);
      expect(inEnglish.text).not.toContain(withBoth.title);
    });

    it('sends the chosen languages to their readers only, English to the others only when chosen; audited', async () => {
      const db = ctx.database.db;
      await db.delete(newsletterSubscribers);
      const en = await add('choice-en@example.org', 'confirmed', 'en');
      const fr = await add('choice-fr@example.org', 'confirmed', 'fr');
      const sw = await add('choice-sw@example.org', 'confirmed', 'sw');
      const create = async (subject: string) =>
        (
          await editorClient.post('/api/admin/newsletters', {
            subject,
            intro: 'Hello.',
            translations: { fr: { subject: `${subject} (fr)`, intro: 'Bonjour.' } },
            articleIds: [],
          })
        ).json().id as number;
      const frenchOnly = await create('Choice French only');

      // Bad choices: 400 with a message, and nothing queued.
      for (const [body, field, message] of [
        [{ locales: ['de'] }, 'locales.0', 'Choose en, fr or sw'],
        [{ locales: [] }, 'locales', 'Choose at least one language to send'],
        [{ locales: ['fr'], fallbackToEnglish: 'yes' }, 'fallbackToEnglish', undefined],
      ] as const) {
        const res = await editorClient.post(`/api/admin/newsletters/${frenchOnly}/send`, body);
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json().errors)).toEqual([field]);
        if (message) expect(res.json().errors[field]).toBe(message);
      }
      const noSwahili = await editorClient.post(`/api/admin/newsletters/${frenchOnly}/send`, { locales: ['sw'] });
      expect(noSwahili.statusCode).toBe(400);
      expect(noSwahili.json().message).toBe('This issue has no Swahili version to send');
      expect(await db.select().from(mailOutbox).where(eq(mailOutbox.issueId, frenchOnly))).toEqual([]);

      // French only, no English to the others: the French reader alone.
      const sent = await editorClient.post(`/api/admin/newsletters/${frenchOnly}/send`, { locales: ['fr'] });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toMatchObject({ recipients: 1, byLocale: { fr: 1 } });
      // French only, and the others in English: everyone, the French reader in French.
      const withFallback = await create('Choice with English');
      const both = await editorClient.post(`/api/admin/newsletters/${withFallback}/send`, {
        locales: ['fr'],
        fallbackToEnglish: true,
      });
      expect(both.json()).toMatchObject({ recipients: 3, byLocale: { fr: 1, en: 2 } });

      const audits = await db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'newsletter.sent'),
            inArray(auditLog.targetId, [frenchOnly, withFallback].map(String)),
          ),
        );
      const detailsOf = (id: number) => audits.find((line) => line.targetId === String(id))?.details;
      expect(detailsOf(frenchOnly)).toMatchObject({
        recipients: 1,
        locales: ['fr'],
        fallbackToEnglish: false,
        audience: {
          en: { subscribers: 1, version: null },
          fr: { subscribers: 1, version: 'fr' },
          sw: { subscribers: 1, version: null },
        },
      });
      expect(detailsOf(withFallback)).toMatchObject({
        recipients: 3,
        fallbackToEnglish: true,
        audience: {
          en: { subscribers: 1, version: 'en' },
          fr: { subscribers: 1, version: 'fr' },
          sw: { subscribers: 1, version: 'en' },
        },
      });

      // Through the real SMTP server: who received which.
      clock.advance(10 * 60_000);
      ctx.app.mail.kick();
      const received = await smtp.waitFor(4, (m) => toOf(m).startsWith('choice-'));
      const subjectsTo = (email: string) =>
        received
          .filter((m) => toOf(m) === email)
          .map((m) => m.subject)
          .sort();
      expect(subjectsTo(fr.email)).toEqual(['Choice French only (fr)', 'Choice with English (fr)']);
      expect(subjectsTo(en.email)).toEqual(['Choice with English']);
      expect(subjectsTo(sw.email)).toEqual(['Choice with English']);
    });

    it('follows mail still waiting from an earlier issue, so two issues together keep the rate', async () => {
      await add('queue-a@example.org', 'confirmed');
      await add('queue-b@example.org', 'confirmed');
      const issue = { subject: 'First', intro: 'One', articleIds: [] };
      const first = (await editorClient.post('/api/admin/newsletters', issue)).json().id as number;
      const second = (await editorClient.post('/api/admin/newsletters', { ...issue, subject: 'Second' })).json()
        .id as number;
      expect((await editorClient.post(`/api/admin/newsletters/${first}/send`)).statusCode).toBe(200);
      expect((await editorClient.post(`/api/admin/newsletters/${second}/send`)).statusCode).toBe(200);
      const rows = await ctx.database.db
        .select()
        .from(mailOutbox)
        .where(and(inArray(mailOutbox.issueId, [first, second]), eq(mailOutbox.kind, 'newsletter_issue')))
        .orderBy(mailOutbox.nextAttemptAt);
      const times = rows.map((row) => row.nextAttemptAt.getTime());
      for (let i = 1; i < times.length; i += 1) expect(times[i] - times[i - 1]).toBe(500);
      expect(rows.slice(0, rows.length / 2).every((row) => row.issueId === first)).toBe(true);
    });

    it('refuses to send with no confirmed subscribers, and an unpublished article is left out', async () => {
      await ctx.database.db.delete(newsletterSubscribers);
      const [draft] = await ctx.database.db.select().from(newsArticles).limit(1);
      await ctx.database.db.update(newsArticles).set({ status: 'draft' }).where(eq(newsArticles.id, draft.id));
      const issue = { subject: 'Nobody', intro: 'Hello', articleIds: [draft.id] };
      const preview = (await editorClient.post('/api/admin/newsletters/preview', issue)).json() as IssuePreviews;
      expect(preview.en.text).not.toContain(draft.title);
      const { id } = (await editorClient.post('/api/admin/newsletters', issue)).json() as { id: number };
      const res = await editorClient.post(`/api/admin/newsletters/${id}/send`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('There are no confirmed subscribers to send to yet: nothing was sent');
      expect(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.issueId, id))).toEqual([]);
      const overview = (await editorClient.get('/api/admin/newsletters')).json() as IssueOverview;
      expect(overview.issues.find((i) => i.id === id)?.status).toBe('draft');
      expect((await editorClient.request({ method: 'DELETE', url: `/api/admin/newsletters/${id}` })).statusCode).toBe(
        200,
      );
    });

    it('reports by language what became of an issue: sent, failed, bounced, and who unsubscribed after it', async () => {
      const db = ctx.database.db;
      // Short steps of the clock: the inbox member's session (signed in once, 30 minutes idle) serves the next test.
      clock.advance(2 * 60_000);
      ctx.app.mail.kick();
      await expect
        .poll(async () => (await db.select().from(mailOutbox).where(eq(mailOutbox.status, 'queued'))).length)
        .toBe(0);
      await db.delete(newsletterSubscribers);
      const en = await add('report-en@example.org', 'confirmed', 'en');
      const fr = await add('report-fr@example.org', 'confirmed', 'fr');
      await add('report-fr-gone@example.org', 'confirmed', 'fr');
      smtp.refused.add('report-fr-gone@example.org');
      const { id } = (
        await editorClient.post('/api/admin/newsletters', {
          subject: 'Report',
          intro: 'Hello.',
          translations: { fr: { subject: 'Rapport', intro: 'Bonjour.' } },
          articleIds: [],
        })
      ).json() as { id: number };
      const before = (await editorClient.get(`/api/admin/newsletters/${id}`)).json() as Issue;
      expect(before.report).toEqual([]);
      expect((await editorClient.post(`/api/admin/newsletters/${id}/send`)).statusCode).toBe(200);
      // The mails are spaced at the rate: let their times come.
      clock.advance(60_000);
      ctx.app.mail.kick();
      await smtp.waitFor(2, (m) => toOf(m).startsWith('report-'));
      const report = async () => ((await editorClient.get(`/api/admin/newsletters/${id}`)).json() as Issue).report;
      const line = { queued: 0, sent: 0, failed: 0, bounced: 0, withdrawn: 0, unsubscribed: 0 };
      // The 550 fails at once (not tried again for a day), and is counted as bounced.
      await expect.poll(report).toEqual([
        { ...line, locale: 'en', sent: 1 },
        { ...line, locale: 'fr', sent: 1, failed: 1, bounced: 1 },
      ]);
      const [refused] = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, 'report-fr-gone@example.org'));
      expect(refused).toMatchObject({ status: 'failed', bounced: true, attempts: 1 });
      expect(refused.lastError).toMatch(/550/);

      // The French reader unsubscribes from the link of the mail: counted for this issue, in French.
      const unsubscribed = await ctx.app.inject({
        method: 'POST',
        url: '/api/newsletter/unsubscribe',
        payload: { token: fr.unsubscribeToken },
      });
      expect(unsubscribed.statusCode).toBe(200);
      // Asking twice counts once.
      await ctx.app.inject({
        method: 'POST',
        url: '/api/newsletter/unsubscribe',
        payload: { token: fr.unsubscribeToken },
      });
      expect(await report()).toEqual([
        { ...line, locale: 'en', sent: 1 },
        { ...line, locale: 'fr', sent: 1, failed: 1, bounced: 1, unsubscribed: 1 },
      ]);
      // The figures stay when the readers' mails are deleted with them.
      await db.delete(newsletterSubscribers).where(inArray(newsletterSubscribers.id, [en.id, fr.id]));
      await db.delete(mailOutbox).where(eq(mailOutbox.issueId, id));
      expect(await report()).toEqual([
        { ...line, locale: 'en', sent: 1 },
        { ...line, locale: 'fr', sent: 1, failed: 1, bounced: 1, unsubscribed: 1 },
      ]);
      smtp.refused.clear();
    });

    it('keeps what an issue reports when its subscribers leave, are removed or are erased', async () => {
      const db = ctx.database.db;
      const owner = new AdminClient(ctx.app, PUBLIC_URL);
      await owner.signIn(await createStaff(db, 'owner'), clock.now());
      const figures = async (id: number) => {
        const issue = (await editorClient.get(`/api/admin/newsletters/${id}`)).json() as Issue;
        const listed = ((await editorClient.get('/api/admin/newsletters')).json() as IssueOverview).issues.find(
          (i) => i.id === id,
        );
        expect(listed?.counts).toEqual(issue.counts);
        return { recipients: issue.recipients, ...issue.counts };
      };
      const erase = async (email: string) =>
        expect((await owner.post('/api/admin/privacy/erase', { email, confirm: email })).statusCode).toBe(200);
      const outboxOf = (id: number) =>
        db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.issueId, id), eq(mailOutbox.kind, 'newsletter_issue')));
      const newIssue = async (subject: string) => {
        const { id } = (
          await editorClient.post('/api/admin/newsletters', { subject, intro: 'Hi', articleIds: [] })
        ).json() as { id: number };
        expect((await editorClient.post(`/api/admin/newsletters/${id}/send`)).statusCode).toBe(200);
        return id;
      };
      // Nothing of earlier tests still waits: each issue's first mail is due at once.
      clock.advance(5 * 60_000);
      ctx.app.mail.kick();
      await expect
        .poll(async () => (await db.select().from(mailOutbox).where(eq(mailOutbox.status, 'queued'))).length)
        .toBe(0);
      await db.delete(newsletterSubscribers);

      // Sent to one person, who is then erased: still one sent of one.
      const alone = await add('erase-me@example.org', 'confirmed');
      const first = await newIssue('To one reader');
      ctx.app.mail.kick();
      await smtp.waitFor(1, (m) => toOf(m) === alone.email);
      await expect.poll(() => figures(first)).toEqual({ recipients: 1, queued: 0, sent: 1, failed: 0, withdrawn: 0 });
      await erase(alone.email);
      expect(await outboxOf(first)).toEqual([]);
      expect(await figures(first)).toEqual({ recipients: 1, queued: 0, sent: 1, failed: 0, withdrawn: 0 });

      // Two readers: the second is removed before their turn (the clock stands still), the first gets it.
      const early = await add('early-reader@example.org', 'confirmed');
      const late = await add('late-reader@example.org', 'confirmed');
      const second = await newIssue('To two readers');
      expect(
        (await inboxClient.request({ method: 'DELETE', url: `/api/admin/subscribers/${late.id}` })).statusCode,
      ).toBe(200);
      ctx.app.mail.kick();
      await smtp.waitFor(1, (m) => toOf(m) === early.email);
      await expect.poll(() => figures(second)).toEqual({ recipients: 2, queued: 0, sent: 1, failed: 0, withdrawn: 1 });
      // Then the first reader is erased, and the first issue's figures are untouched by it too.
      await erase(early.email);
      expect(await outboxOf(second)).toEqual([]);
      expect(await figures(second)).toEqual({ recipients: 2, queued: 0, sent: 1, failed: 0, withdrawn: 1 });
      expect(await figures(first)).toEqual({ recipients: 1, queued: 0, sent: 1, failed: 0, withdrawn: 0 });
    });
  });
});
