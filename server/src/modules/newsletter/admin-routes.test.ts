import type {
  Issue,
  IssueArticle,
  IssueInput,
  IssueOverview,
  IssuePreviews,
  SubscriberList,
} from '@common/admin/newsletter';
import type { RecordRevision, RecordRevisionDetail } from '@common/admin/revisions';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, newsletterIssues, newsletterSubscribers, revisions } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { TestSmtp } from '../../test/smtp';
import { SPAMASSASSIN, spamVerdict } from '../../test/spamassassin';
import { AdminClient, createStaff, type TestStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { MAIL_TEXT } from './mail-text';
import { addArticle, issueBody, issueVersions } from './test-fixtures';

/** The recipient's address of a received message. */
const toOf = (message: ParsedMail | undefined) =>
  (Array.isArray(message?.to) ? message.to[0] : message?.to)?.text ?? '';

const PUBLIC_URL = 'https://veb.example';
if (!SPAMASSASSIN) console.warn('[newsletter tests] SpamAssassin checks skipped: apt-get install spamassassin');
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
    const db = () => ctx.database.db;
    const create = async (body: IssueInput, client = editorClient) => {
      const res = await client.post('/api/admin/newsletters', body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as Issue;
    };
    const put = (id: number, body: IssueInput, client = editorClient) =>
      client.request({ method: 'PUT', url: `/api/admin/newsletters/${id}`, payload: body });
    const read = async (id: number) => (await editorClient.get(`/api/admin/newsletters/${id}`)).json() as Issue;
    const outboxOf = (id: number) =>
      db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.issueId, id), eq(mailOutbox.kind, 'newsletter_issue')))
        .orderBy(mailOutbox.nextAttemptAt);
    const auditOf = (id: number, action?: string) =>
      db()
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.targetType, 'newsletter'),
            eq(auditLog.targetId, String(id)),
            action ? eq(auditLog.action, action) : undefined,
          ),
        )
        .orderBy(auditLog.id);
    /** Lets every waiting mail's turn come and waits until the outbox holds none of the issue's. */
    const deliver = async (id: number) => {
      clock.advance(10 * 60_000);
      ctx.app.mail.kick();
      // Polled, not timed: under a loaded CI machine the outbox worker's SMTP round trips take seconds.
      await expect
        .poll(async () => (await outboxOf(id)).filter((row) => row.status !== 'sent').length, { timeout: 15_000 })
        .toBe(0);
    };
    const rawOf = (message: ParsedMail) => smtp.raw[smtp.messages.indexOf(message)];

    it('sends an issue to confirmed subscribers only, each in their language, at the configured rate', async () => {
      // Only the issue's recipients: earlier tests' subscribers leave.
      await db().delete(newsletterSubscribers);
      const en = await add('reader-en@example.org', 'confirmed', 'en');
      const fr = await add('reader-fr@example.org', 'confirmed', 'fr');
      const sw = await add('reader-sw@example.org', 'confirmed', 'sw');
      await add('reader-pending@example.org', 'pending', 'fr');
      await add('reader-gone@example.org', 'unsubscribed', 'fr');
      const both = await addArticle(
        db(),
        {
          en: { slug: 'june-harvest', title: 'A June harvest', excerpt: 'The farms did well.' },
          fr: { slug: 'recolte-de-juin', title: 'Une récolte de juin', excerpt: 'Les fermes ont bien travaillé.' },
        },
        { at: clock.now() },
      );
      const english = await addArticle(
        db(),
        { en: { slug: 'june-office', title: 'A new office', excerpt: 'In Kampala.' } },
        { at: clock.now() },
      );
      const pickable = (await editorClient.get('/api/admin/newsletters/articles')).json() as IssueArticle[];
      expect(pickable.map((a) => a.id)).toEqual(expect.arrayContaining([both, english]));

      const body = issueBody(
        {
          en: { subject: 'June news from VEB', intro: 'Hello from the group.\n\nTwo stories.' },
          fr: { subject: 'Les nouvelles de juin', intro: 'Bonjour de la part du groupe.' },
        },
        [both, english],
      );
      const created = await create(body);
      const { id } = created;
      // Created, it answers as reading it does: each language's state, the one it was written from.
      expect(created).toEqual(await read(id));
      expect(created).toMatchObject({
        status: 'draft',
        subject: 'June news from VEB',
        lang: 'en',
        languages: ['en', 'fr'],
        values: { articleIds: [both, english] },
        words: body.words,
        // Both written in its first save: both originals, neither follows the other.
        sources: { en: null, fr: null },
        versionStatus: { en: 'current', fr: 'current', sw: 'missing' },
        report: [],
        revision: expect.any(Number),
      });

      // Preview: each written version as its readers receive it; Swahili has none.
      const preview = (await editorClient.post('/api/admin/newsletters/preview', body)).json() as IssuePreviews;
      expect(Object.keys(preview).sort()).toEqual(['en', 'fr']);
      expect(preview.fr).toMatchObject({ locale: 'fr', subject: 'Les nouvelles de juin' });
      expect(preview.en?.text).toContain('A June harvest\nThe farms did well.');
      expect(preview.en?.html).toContain('<p>Hello from the group.</p>');
      // Each article version at its own address: the French one where there is one; else its original,
      // with the reader's language for the page around it (docs/decisions/079).
      expect(preview.fr?.text).toContain(`Une récolte de juin\n`);
      expect(preview.fr?.text).toContain(`${PUBLIC_URL}/news/recolte-de-juin\n`);
      expect(preview.fr?.text).toContain(`${PUBLIC_URL}/news/june-office?lang=fr`);
      expect(preview.fr?.html).toContain(`<h2 lang="en"><a href="${PUBLIC_URL}/news/june-office?lang=fr">`);

      // A test to oneself, in French; none in a language the issue is not written in.
      expect((await editorClient.post(`/api/admin/newsletters/${id}/test`, { locale: 'fr' })).statusCode).toBe(200);
      const [test] = await smtp.waitFor(1, (m) => toOf(m) === editor.email);
      expect(test.subject).toBe('[Test] Les nouvelles de juin');
      expect(test.text).toContain('Bonjour de la part du groupe.');
      const noSwahili = await editorClient.post(`/api/admin/newsletters/${id}/test`, { locale: 'sw' });
      expect(noSwahili.statusCode).toBe(400);
      expect(noSwahili.json().message).toBe('This issue has no Swahili version to send');

      // Send: the Swahili reader gets the English version, as the sender chose.
      const sendAt = clock.now().getTime();
      const sent = await editorClient.post(`/api/admin/newsletters/${id}/send`, { fallback: 'en' });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toMatchObject({ recipients: 3, byLocale: { en: 2, fr: 1 } });
      expect((await editorClient.post(`/api/admin/newsletters/${id}/send`)).statusCode).toBe(409);
      const late = await put(id, body);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('This newsletter has been sent; it can no longer change');

      const rows = await outboxOf(id);
      expect(rows.map((row) => row.toAddress).sort()).toEqual([en.email, fr.email, sw.email].sort());
      // The rate: 120 a minute is one every 500 ms, from the moment of sending.
      expect(rows.map((row) => row.nextAttemptAt.getTime() - sendAt)).toEqual([0, 500, 1000]);
      for (const row of rows) expect(row.giveUpAt.getTime() - row.nextAttemptAt.getTime()).toBe(24 * 60 * 60_000);

      // Before their turn nothing goes; the figures say queued. The first mail's turn is the moment of
      // sending, so the running mail worker may already have sent it: only the other two must wait.
      let overview = (await editorClient.get('/api/admin/newsletters')).json() as IssueOverview;
      expect(overview.ratePerMinute).toBe(RATE);
      const early = overview.issues.find((i) => i.id === id);
      expect(early).toMatchObject({ status: 'sent', recipients: 3, counts: { failed: 0 }, languages: ['en', 'fr'] });
      expect(early?.counts.queued).toBeGreaterThanOrEqual(2);
      expect((early?.counts.queued ?? 0) + (early?.counts.sent ?? 0)).toBe(3);
      expect((await outboxOf(id)).slice(1).map((row) => row.status)).toEqual(['queued', 'queued']);
      clock.advance(1500);
      ctx.app.mail.kick();
      const received = await smtp.waitFor(3, (m) => toOf(m).startsWith('reader-'));
      expect(received.map((m) => toOf(m)).sort()).toEqual([en.email, fr.email, sw.email].sort());
      expect(smtp.messages.filter((m) => /reader-(pending|gone)/.test(toOf(m)))).toEqual([]);

      for (const [subscriber, version, reader] of [
        [en, 'en', 'en'],
        [fr, 'fr', 'fr'],
        [sw, 'en', 'sw'],
      ] as const) {
        const message = received.find((m) => toOf(m) === subscriber.email) as ParsedMail;
        expect(message.subject).toBe(version === 'fr' ? 'Les nouvelles de juin' : 'June news from VEB');
        // The unsubscribe page in the reader's own language; its words in the version's.
        const unsubscribePage = `${PUBLIC_URL}/newsletter/unsubscribe?lang=${reader}#token=${subscriber.unsubscribeToken}`;
        expect(message.text).toContain(unsubscribePage);
        expect(message.text).toContain(MAIL_TEXT[version].issue.unsubscribe);
        expect(message.html).toContain(unsubscribePage);
        // The raw message: the language of the version, the RFC 8058 headers, each on one line.
        const raw = rawOf(message);
        expect(raw).toContain(`Content-Language: ${version}\r\n`);
        expect(raw).toContain(
          `List-Unsubscribe: <${PUBLIC_URL}/api/newsletter/unsubscribe?token=${subscriber.unsubscribeToken}>\r\n`,
        );
        expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
        // The list it comes from (RFC 2919), under the site's own host.
        expect(raw).toMatch(/^List-Id: <newsletter\.veb\.example>\r$/im);
        // The footer's link line in the version's typography: French puts a no-break space before a colon.
        const footer = version === 'fr' ? 'Se désabonner\u00a0: ' : `${MAIL_TEXT[version].issue.unsubscribe}: `;
        expect(message.text).toContain(`${footer}${unsubscribePage}`);
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
      const [after] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, fr.id));
      expect(after.status).toBe('unsubscribed');

      expect((await auditOf(id)).map((line) => line.action)).toEqual([
        'newsletter.created',
        'newsletter.test_sent',
        'newsletter.sent',
      ]);
    });

    it('sends an issue written in French alone to the French subscribers only', async () => {
      await db().delete(newsletterSubscribers);
      const en = await add('only-en@example.org', 'confirmed', 'en');
      const fr = await add('only-fr@example.org', 'confirmed', 'fr');
      const fr2 = await add('only-fr2@example.org', 'confirmed', 'fr');
      const sw = await add('only-sw@example.org', 'confirmed', 'sw');

      // Any language may be the first and the only one: no English is asked for.
      const issue = await create(issueBody({ fr: { subject: 'Numéro en français', intro: 'Bonjour.' } }));
      expect(issue).toMatchObject({
        subject: 'Numéro en français',
        lang: 'fr',
        languages: ['fr'],
        words: { fr: { subject: 'Numéro en français', intro: 'Bonjour.' } },
        sources: { fr: null },
        versionStatus: { en: 'missing', fr: 'current', sw: 'missing' },
      });
      const listed = ((await editorClient.get('/api/admin/newsletters')).json() as IssueOverview).issues.find(
        (i) => i.id === issue.id,
      );
      expect(listed).toMatchObject({ subject: 'Numéro en français', lang: 'fr', languages: ['fr'] });
      const preview = (
        await editorClient.post('/api/admin/newsletters/preview', issueBody(issue.words))
      ).json() as IssuePreviews;
      expect(Object.keys(preview)).toEqual(['fr']);

      // Sent with nothing chosen: the French version to its readers, nothing to the others.
      const sent = await editorClient.post(`/api/admin/newsletters/${issue.id}/send`);
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toMatchObject({ recipients: 2, byLocale: { fr: 2 } });
      expect((await outboxOf(issue.id)).map((row) => [row.toAddress, row.locale])).toEqual([
        [fr.email, 'fr'],
        [fr2.email, 'fr'],
      ]);
      const [line] = await auditOf(issue.id, 'newsletter.sent');
      expect(line.details).toMatchObject({
        subject: 'Numéro en français',
        recipients: 2,
        locales: ['fr'],
        fallback: null,
        audience: {
          en: { subscribers: 1, version: null },
          fr: { subscribers: 2, version: 'fr' },
          sw: { subscribers: 1, version: null },
        },
      });

      // Through the real SMTP server: the two French readers, in French; the others nothing.
      await deliver(issue.id);
      const received = await smtp.waitFor(2, (m) => toOf(m).startsWith('only-'));
      expect(received.map(toOf).sort()).toEqual([fr.email, fr2.email].sort());
      for (const message of received) {
        expect(message.subject).toBe('Numéro en français');
        expect(rawOf(message)).toContain('Content-Language: fr\r\n');
        if (SPAMASSASSIN) {
          // A short issue as a receiving server scores it: a list mail with List-Unsubscribe, no List-Id and
          // under 1 KB of HTML costs a point (LIST_PARTIAL_SHORT_MSG).
          expect(message.html ? message.html.length : 0).toBeLessThan(1024);
          const verdict = await spamVerdict(rawOf(message));
          expect(verdict.rules).not.toContain('LIST_PARTIAL_SHORT_MSG');
          expect(verdict.score, verdict.rules.join(', ')).toBeLessThan(2);
        }
      }
      expect(smtp.messages.filter((m) => [en.email, sw.email].includes(toOf(m)))).toEqual([]);
      const line0 = { queued: 0, failed: 0, bounced: 0, withdrawn: 0, unsubscribed: 0 };
      expect((await read(issue.id)).report).toEqual([{ ...line0, locale: 'fr', sent: 2 }]);
    });

    it('sends the French version to the other subscribers when the sender chooses it for them', async () => {
      await db().delete(newsletterSubscribers);
      const en = await add('fall-en@example.org', 'confirmed', 'en');
      const fr = await add('fall-fr@example.org', 'confirmed', 'fr');
      const sw = await add('fall-sw@example.org', 'confirmed', 'sw');
      // An article first written in Swahili, then in French; one in French alone.
      const swahili = await addArticle(
        db(),
        {
          sw: { slug: 'mavuno-ya-julai', title: 'Mavuno ya Julai', excerpt: 'Mashamba yalifanya vizuri.' },
          fr: { slug: 'recolte-de-juillet', title: 'La récolte de juillet', excerpt: 'Les fermes ont prospéré.' },
        },
        { at: clock.now() },
      );
      const french = await addArticle(
        db(),
        { fr: { slug: 'bureau-de-dakar', title: 'Un bureau à Dakar', excerpt: 'Ouvert en juillet.' } },
        { at: clock.now() },
      );
      const issue = await create(
        issueBody({ fr: { subject: 'Numéro pour tous', intro: 'Bonjour à tous.' } }, [swahili, french]),
      );

      // The version for the others must be one the issue is written in.
      const unwritten = await editorClient.post(`/api/admin/newsletters/${issue.id}/send`, { fallback: 'en' });
      expect(unwritten.statusCode).toBe(400);
      expect(unwritten.json().message).toBe('This issue has no English version to send');
      expect(await outboxOf(issue.id)).toEqual([]);

      const sent = await editorClient.post(`/api/admin/newsletters/${issue.id}/send`, { fallback: 'fr' });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toMatchObject({ recipients: 3, byLocale: { fr: 3 } });
      const [line] = await auditOf(issue.id, 'newsletter.sent');
      expect(line.details).toMatchObject({
        locales: ['fr'],
        fallback: 'fr',
        audience: {
          en: { subscribers: 1, version: 'fr' },
          fr: { subscribers: 1, version: 'fr' },
          sw: { subscribers: 1, version: 'fr' },
        },
      });

      await deliver(issue.id);
      const received = await smtp.waitFor(3, (m) => toOf(m).startsWith('fall-'));
      const mailTo = (email: string) => received.find((m) => toOf(m) === email) as ParsedMail;
      for (const message of received) {
        expect(message.subject).toBe('Numéro pour tous');
        expect(message.text).toContain('Bonjour à tous.');
        expect(message.text).toContain(`${MAIL_TEXT.fr.issue.readMore}\u00a0: `);
        expect(rawOf(message)).toContain('Content-Language: fr\r\n');
      }
      // Each article in the reader's language where it is published, else in the mail's; links and the
      // unsubscribe page open in the reader's language.
      const kiswahili = mailTo(sw.email);
      expect(kiswahili.text).toContain(`Mavuno ya Julai\nMashamba yalifanya vizuri.\n`);
      expect(kiswahili.html).toContain(`<h2 lang="sw"><a href="${PUBLIC_URL}/news/mavuno-ya-julai">`);
      expect(kiswahili.text).toContain(`Un bureau à Dakar\n`);
      expect(kiswahili.text).toContain(`${PUBLIC_URL}/news/bureau-de-dakar?lang=sw`);
      expect(kiswahili.text).toContain(`${PUBLIC_URL}/newsletter/unsubscribe?lang=sw#token=`);
      const english = mailTo(en.email);
      expect(english.text).toContain('La récolte de juillet\n');
      expect(english.text).not.toContain('Mavuno');
      expect(english.text).toContain(`${PUBLIC_URL}/news/recolte-de-juillet?lang=en\n`);
      const inFrench = mailTo(fr.email);
      expect(inFrench.html).toContain(`<h2><a href="${PUBLIC_URL}/news/recolte-de-juillet">`);
      expect(inFrench.text).not.toContain('Mavuno');

      const line0 = { queued: 0, failed: 0, bounced: 0, withdrawn: 0, unsubscribed: 0 };
      expect((await read(issue.id)).report).toEqual([{ ...line0, locale: 'fr', sent: 3 }]);
    });

    it('keeps both editors’ changes to different fields of one draft, and asks about a field both changed', async () => {
      const colleague = new AdminClient(ctx.app, PUBLIC_URL);
      await colleague.signIn(await createStaff(db(), 'editor'), clock.now());
      const article = await addArticle(
        db(),
        { en: { slug: 'merge-story', title: 'A story', excerpt: 'To pick.' } },
        { at: clock.now() },
      );
      const words = {
        en: { subject: 'Merge', intro: 'Hello.' },
        fr: { subject: 'Fusion', intro: 'Bonjour.' },
      };
      const issue = await create(issueBody(words));
      // Both open the issue at the same version.
      const opened = (await read(issue.id)).revision;
      expect(opened).toBe(issue.revision);

      // One changes the English subject...
      const first = await put(
        issue.id,
        issueBody({ ...words, en: { ...words.en, subject: 'Merge, revised' } }, [], { revision: opened }),
      );
      expect(first.statusCode).toBe(200);
      // ...the other, who has not seen it, the French introduction and the articles.
      const second = await put(
        issue.id,
        issueBody({ ...words, fr: { ...words.fr, intro: 'Bonjour à tous.' } }, [article], { revision: opened }),
        colleague,
      );
      expect(second.statusCode, second.body).toBe(200);
      const merged = second.json() as Issue;
      expect(merged.words).toEqual({
        en: { subject: 'Merge, revised', intro: 'Hello.' },
        fr: { subject: 'Fusion', intro: 'Bonjour à tous.' },
      });
      expect(merged.values.articleIds).toEqual([article]);
      expect(await read(issue.id)).toEqual(merged);
      const updates = await auditOf(issue.id, 'newsletter.updated');
      expect(updates.map((line) => line.details)).toMatchObject([
        { kind: 'newsletter', subject: 'Merge, revised', languages: ['en'] },
        {
          kind: 'newsletter',
          subject: 'Merge, revised',
          changed: ['articleIds'],
          languages: ['fr'],
          mergedWith: (first.json() as Issue).revision,
        },
      ]);

      // Both change the same field differently: the second is asked, with the three versions; nothing saved.
      const base = merged.revision;
      expect(
        (await put(issue.id, issueBody({ ...merged.words, en: { subject: 'Theirs' } }, [article], { revision: base })))
          .statusCode,
      ).toBe(200);
      const clash = await put(
        issue.id,
        issueBody({ ...merged.words, en: { subject: 'Mine', intro: 'Hello.' } }, [article], { revision: base }),
        colleague,
      );
      expect(clash.statusCode).toBe(409);
      expect(clash.json().detail.conflicts).toHaveLength(1);
      expect(clash.json()).toMatchObject({
        code: 'entries.conflict',
        detail: {
          // The introduction the colleague removed, and this person left as it was, is not asked about.
          conflicts: [{ path: 'words.en.subject', base: 'Merge, revised', mine: 'Mine', theirs: 'Theirs' }],
          revision: expect.any(Number),
        },
      });
      expect((await read(issue.id)).words.en).toEqual({ subject: 'Theirs' });

      // Every save is in its history; a version is loaded whole, and saving it back restores it.
      const history = (await editorClient.get(`/api/admin/newsletters/${issue.id}/history`)).json() as RecordRevision[];
      expect(history.map((version) => version.action)).toEqual(['saved', 'saved', 'saved', 'created']);
      expect(history.map((version) => version.label)).toEqual(['Theirs', 'Merge, revised', 'Merge, revised', 'Merge']);
      const oldest = (
        await editorClient.get(`/api/admin/newsletters/${issue.id}/history/${history[3].id}`)
      ).json() as RecordRevisionDetail;
      expect(oldest.snapshot).toMatchObject({ values: { articleIds: [] }, versions: { en: { words: words.en } } });
      const restored = await put(
        issue.id,
        issueBody(
          { en: oldest.snapshot.versions.en?.words ?? null, fr: oldest.snapshot.versions.fr?.words ?? null },
          [],
          { revision: history[0].id, restoredFrom: history[3].id },
        ),
      );
      expect(restored.statusCode).toBe(200);
      expect((restored.json() as Issue).words).toEqual(words);
      const [latest] = await db()
        .select()
        .from(revisions)
        .where(and(eq(revisions.recordType, 'newsletter'), eq(revisions.recordId, issue.id)))
        .orderBy(desc(revisions.id))
        .limit(1);
      expect(latest.action).toBe('restored');
    });

    it('marks a version out of date when the one it was written from changes, until revised or confirmed', async () => {
      // Written in Swahili first, then in French: the French is written from the Swahili.
      const swahili = { subject: 'Habari za Julai', intro: 'Habari.' };
      const french = { subject: 'Les nouvelles de juillet', intro: 'Bonjour.' };
      const issue = await create(issueBody({ sw: swahili }));
      const { id } = issue;
      const save = async (body: IssueInput) => {
        const res = await put(id, body);
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as Issue;
      };
      /** The subject of the test mail in a language, as queued. */
      const testIn = async (locale: string) => {
        expect((await editorClient.post(`/api/admin/newsletters/${id}/test`, { locale })).statusCode).toBe(200);
        const [mail] = await db()
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.issueId, id), eq(mailOutbox.kind, 'newsletter_test')))
          .orderBy(desc(mailOutbox.id))
          .limit(1);
        return mail.subject;
      };

      let saved = await save(issueBody({ fr: french }));
      // The Swahili, left out of the payload, is kept; writing the French did not mark it.
      expect(saved.words).toEqual({ fr: french, sw: swahili });
      expect(saved.sources).toEqual({ fr: 'sw', sw: null });
      expect(saved.versionStatus).toEqual({ en: 'missing', fr: 'current', sw: 'current' });

      // The Swahili changes and the French is sent back as it was: out of date, and it stays so.
      const revised = { ...swahili, subject: 'Habari za Julai, zilizorekebishwa' };
      saved = await save(issueBody({ sw: revised, fr: french }));
      expect(saved.versionStatus).toEqual({ en: 'missing', fr: 'outdated', sw: 'current' });
      expect(await read(id)).toEqual(saved);
      // Sent again as it is, it stays out of date, and the save changes nothing: the same revision, no
      // version kept and no audit line (records/write.ts, docs/decisions/078).
      const again = await save(issueBody({ sw: revised, fr: french }));
      expect(again.versionStatus.fr).toBe('outdated');
      expect(again).toEqual(saved);
      saved = again;
      // An out-of-date version is still its readers': the editor said so before sending.
      expect(await testIn('fr')).toBe('[Test] Les nouvelles de juillet');
      expect(await testIn('sw')).toBe('[Test] Habari za Julai, zilizorekebishwa');
      // The mark before the subject is in the sender's own language; the issue stays in the one tested.
      const language = (locale: string) =>
        editorClient.request({ method: 'PUT', url: '/api/admin/account/language', payload: { locale } });
      expect((await language('sw')).statusCode).toBe(200);
      expect(await testIn('fr')).toBe('[Jaribio] Les nouvelles de juillet');
      expect((await language('fr')).statusCode).toBe(200);
      expect(await testIn('sw')).toBe('[Essai] Habari za Julai, zilizorekebishwa');
      expect((await language('en')).statusCode).toBe(200);

      // Confirmed as still saying the same: current.
      saved = await save(issueBody({ fr: french }, [], { reviewed: ['fr'] }));
      expect(saved.versionStatus.fr).toBe('current');
      // The Swahili changes again; revising the French text makes it current without a confirmation.
      saved = await save(issueBody({ sw: { ...revised, intro: 'Habari zenu.' } }));
      expect(saved.versionStatus.fr).toBe('outdated');
      saved = await save(issueBody({ fr: { ...french, subject: 'Les nouvelles de juillet, enfin' } }));
      expect(saved.versionStatus.fr).toBe('current');
      // English written from the French, as the editor says; the other two stay as they were.
      saved = await save(issueBody({ en: { subject: 'July news' } }, [], { from: { en: 'fr' } }));
      expect(saved.sources).toEqual({ en: 'fr', fr: 'sw', sw: null });
      expect(saved.versionStatus).toEqual({ en: 'current', fr: 'current', sw: 'current' });

      // Removed, the Swahili is gone: it can no longer be tested or sent, and the French no longer follows it.
      saved = await save(issueBody({ sw: null }));
      expect(Object.keys(saved.words).sort()).toEqual(['en', 'fr']);
      expect(saved.versionStatus).toEqual({ en: 'current', fr: 'current', sw: 'missing' });
      expect((await editorClient.post(`/api/admin/newsletters/${id}/test`, { locale: 'sw' })).statusCode).toBe(400);

      const updates = await auditOf(id, 'newsletter.updated');
      expect(updates.map((line) => (line.details as { languages: string[] }).languages)).toEqual([
        ['fr'],
        ['sw'],
        // The confirmation: no words changed, the French marked current.
        [],
        ['sw'],
        ['fr'],
        ['en'],
        ['sw'],
      ]);
    });

    it('refuses the shape of before, an issue with no words, and other bad bodies, with a clear 400', async () => {
      const { id } = await create(issueBody({ en: { subject: 'Draft', intro: 'Hi' } }));
      const old = {
        subject: 'Old',
        intro: 'Hi',
        translations: { fr: { subject: 'Vieux', intro: 'Salut' } },
        articleIds: [],
      };
      for (const [method, url] of [
        ['POST', '/api/admin/newsletters'],
        ['POST', '/api/admin/newsletters/preview'],
        ['PUT', `/api/admin/newsletters/${id}`],
      ] as const) {
        const res = await editorClient.request({ method, url, payload: old });
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expect(res.json().errors).toEqual({
          values:
            'Send the articles under values.articleIds, and each language’s subject and introduction under words (words.fr.subject)',
        });
      }
      // No words in any language: an issue needs one, whichever it is.
      for (const words of [{}, { fr: { subject: '  ', intro: '' } }]) {
        const res = await editorClient.post('/api/admin/newsletters', issueBody(words));
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Write it in at least one language');
      }
      // Nor may a save remove the last one.
      const last = await put(id, issueBody({ en: null }));
      expect(last.statusCode).toBe(400);
      expect(last.json().message).toBe('Write it in at least one language');
      const base = issueBody({ en: { subject: 'Draft' } });
      for (const [body, field] of [
        [issueBody({ fr: { intro: 'Salut' } }), 'words.fr.subject'],
        [issueBody({ fr: { subject: 'x'.repeat(201) } }), 'words.fr.subject'],
        [issueBody({ sw: { subject: 'Habari', intro: 'x'.repeat(5001) } }), 'words.sw.intro'],
        [issueBody({ de: { subject: 'Hallo' } } as never), undefined],
        [{ ...base, words: 'fr' }, 'words'],
        [{ ...base, reviewed: ['de'] }, 'reviewed.0'],
        [{ ...base, from: { fr: 'de' } }, 'from.fr'],
        [{ ...base, values: { articleIds: ['x'] } }, 'values.articleIds.0'],
        [{ ...base, values: { articleIds: Array.from({ length: 11 }, (_, n) => n + 1) } }, 'values.articleIds'],
        [{ ...base, revision: 'latest' }, 'revision'],
      ] as const) {
        const res = await editorClient.post('/api/admin/newsletters', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        if (field) expect(Object.keys(res.json().errors), JSON.stringify(body)).toEqual([field]);
      }
      const missing = (await editorClient.post('/api/admin/newsletters', issueBody({ fr: { intro: 'Salut' } }))).json();
      expect(missing.errors).toEqual({ 'words.fr.subject': 'Fill in this field' });
      const [stored] = await db().select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
      expect(stored.versions).toEqual({
        en: { words: { subject: 'Draft', intro: 'Hi' }, changedAt: expect.any(String) },
      });
      expect((await put(999_999, base)).statusCode).toBe(404);
    });

    it('sends the chosen versions to their readers only, and the chosen one to the others; audited', async () => {
      await db().delete(newsletterSubscribers);
      const en = await add('choice-en@example.org', 'confirmed', 'en');
      const fr = await add('choice-fr@example.org', 'confirmed', 'fr');
      const sw = await add('choice-sw@example.org', 'confirmed', 'sw');
      const issueOf = async (subject: string) =>
        (
          await create(
            issueBody({ en: { subject, intro: 'Hello.' }, fr: { subject: `${subject} (fr)`, intro: 'Bonjour.' } }),
          )
        ).id;
      const frenchOnly = await issueOf('Choice French only');

      // Bad choices: 400 with a message, and nothing queued.
      for (const [body, field, message] of [
        [{ locales: ['de'] }, 'locales.0', 'Choose en, fr or sw'],
        [{ locales: [] }, 'locales', 'Choose at least one language to send'],
        [
          { locales: ['fr'], fallback: 'de' },
          'fallback',
          'Choose the version the others get (en, fr or sw), or null for none',
        ],
        [{ locales: ['fr'], fallback: true }, 'fallback', undefined],
        [{ locales: ['fr'], fallbackToEnglish: true, fallback: 1 }, 'fallback', undefined],
      ] as const) {
        const res = await editorClient.post(`/api/admin/newsletters/${frenchOnly}/send`, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(Object.keys(res.json().errors)).toEqual([field]);
        if (message) expect(res.json().errors[field]).toBe(message);
      }
      for (const body of [{ locales: ['sw'] }, { locales: ['fr'], fallback: 'sw' }]) {
        const res = await editorClient.post(`/api/admin/newsletters/${frenchOnly}/send`, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('This issue has no Swahili version to send');
      }
      expect(await db().select().from(mailOutbox).where(eq(mailOutbox.issueId, frenchOnly))).toEqual([]);

      // French only, nothing to the others: the French reader alone.
      const sent = await editorClient.post(`/api/admin/newsletters/${frenchOnly}/send`, { locales: ['fr'] });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toMatchObject({ recipients: 1, byLocale: { fr: 1 } });
      // French only, and the English version to the others: everyone, the French reader in French.
      const withFallback = await issueOf('Choice with English');
      const both = await editorClient.post(`/api/admin/newsletters/${withFallback}/send`, {
        locales: ['fr'],
        fallback: 'en',
      });
      expect(both.json()).toMatchObject({ recipients: 3, byLocale: { fr: 1, en: 2 } });
      const detailsOf = async (id: number) => (await auditOf(id, 'newsletter.sent'))[0]?.details;
      expect(await detailsOf(frenchOnly)).toMatchObject({
        recipients: 1,
        locales: ['fr'],
        fallback: null,
        audience: {
          en: { subscribers: 1, version: null },
          fr: { subscribers: 1, version: 'fr' },
          sw: { subscribers: 1, version: null },
        },
      });
      expect(await detailsOf(withFallback)).toMatchObject({
        recipients: 3,
        fallback: 'en',
        audience: {
          en: { subscribers: 1, version: 'en' },
          fr: { subscribers: 1, version: 'fr' },
          sw: { subscribers: 1, version: 'en' },
        },
      });
      expect((await read(withFallback)).sendChoice).toEqual({ locales: ['fr'], fallback: 'en' });

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
      const first = (await create(issueBody({ en: { subject: 'First', intro: 'One' } }))).id;
      const second = (await create(issueBody({ en: { subject: 'Second', intro: 'One' } }))).id;
      expect((await editorClient.post(`/api/admin/newsletters/${first}/send`)).statusCode).toBe(200);
      expect((await editorClient.post(`/api/admin/newsletters/${second}/send`)).statusCode).toBe(200);
      const rows = await db()
        .select()
        .from(mailOutbox)
        .where(and(inArray(mailOutbox.issueId, [first, second]), eq(mailOutbox.kind, 'newsletter_issue')))
        .orderBy(mailOutbox.nextAttemptAt);
      const times = rows.map((row) => row.nextAttemptAt.getTime());
      for (let i = 1; i < times.length; i += 1) expect(times[i] - times[i - 1]).toBe(500);
      expect(rows.slice(0, rows.length / 2).every((row) => row.issueId === first)).toBe(true);
    });

    it('refuses to send with no confirmed subscribers, leaves an unpublished article out, deletes a draft', async () => {
      await db().delete(newsletterSubscribers);
      const draft = await addArticle(
        db(),
        { en: { slug: 'not-yet', title: 'Not published yet', excerpt: 'Soon.' } },
        { at: clock.now(), status: 'draft' },
      );
      const body = issueBody({ en: { subject: 'Nobody', intro: 'Hello' } }, [draft]);
      const preview = (await editorClient.post('/api/admin/newsletters/preview', body)).json() as IssuePreviews;
      expect(preview.en?.text).not.toContain('Not published yet');
      const { id } = await create(body);
      const res = await editorClient.post(`/api/admin/newsletters/${id}/send`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('There are no confirmed subscribers to send to yet: nothing was sent');
      expect(await db().select().from(mailOutbox).where(eq(mailOutbox.issueId, id))).toEqual([]);
      expect((await read(id)).status).toBe('draft');
      expect((await editorClient.request({ method: 'DELETE', url: `/api/admin/newsletters/${id}` })).statusCode).toBe(
        200,
      );
      expect((await editorClient.get(`/api/admin/newsletters/${id}`)).statusCode).toBe(404);
      // Its last version stays in the history, and the audit line names it.
      const kept = await db()
        .select()
        .from(revisions)
        .where(and(eq(revisions.recordType, 'newsletter'), eq(revisions.recordId, id)))
        .orderBy(desc(revisions.id));
      expect(kept[0]).toMatchObject({ action: 'deleted', snapshot: { values: { articleIds: [draft] } } });
      const [deleted] = await auditOf(id, 'newsletter.deleted');
      expect(deleted.details).toEqual({ subject: 'Nobody' });
    });

    it('reports by language what became of an issue: sent, failed, bounced, and who unsubscribed after it', async () => {
      clock.advance(2 * 60_000);
      ctx.app.mail.kick();
      await expect
        .poll(async () => (await db().select().from(mailOutbox).where(eq(mailOutbox.status, 'queued'))).length)
        .toBe(0);
      await db().delete(newsletterSubscribers);
      const en = await add('report-en@example.org', 'confirmed', 'en');
      const fr = await add('report-fr@example.org', 'confirmed', 'fr');
      await add('report-fr-gone@example.org', 'confirmed', 'fr');
      smtp.refused.add('report-fr-gone@example.org');
      const { id } = await create(
        issueBody({ en: { subject: 'Report', intro: 'Hello.' }, fr: { subject: 'Rapport', intro: 'Bonjour.' } }),
      );
      expect((await read(id)).report).toEqual([]);
      expect((await editorClient.post(`/api/admin/newsletters/${id}/send`)).statusCode).toBe(200);
      // The mails are spaced at the rate: let their times come.
      clock.advance(60_000);
      ctx.app.mail.kick();
      await smtp.waitFor(2, (m) => toOf(m).startsWith('report-'));
      const report = async () => (await read(id)).report;
      const line = { queued: 0, sent: 0, failed: 0, bounced: 0, withdrawn: 0, unsubscribed: 0 };
      // The 550 fails at once (not tried again for a day), and is counted as bounced.
      await expect.poll(report).toEqual([
        { ...line, locale: 'en', sent: 1 },
        { ...line, locale: 'fr', sent: 1, failed: 1, bounced: 1 },
      ]);
      const [refused] = await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, 'report-fr-gone@example.org'));
      expect(refused).toMatchObject({ status: 'failed', bounced: true, attempts: 1 });
      expect(refused.lastError).toMatch(/550/);

      // The French reader unsubscribes from the link of the mail: counted for this issue, in French.
      const unsubscribe = () =>
        ctx.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token: fr.unsubscribeToken } });
      expect((await unsubscribe()).statusCode).toBe(200);
      // Asking twice counts once.
      await unsubscribe();
      expect(await report()).toEqual([
        { ...line, locale: 'en', sent: 1 },
        { ...line, locale: 'fr', sent: 1, failed: 1, bounced: 1, unsubscribed: 1 },
      ]);
      // The figures stay when the readers' mails are deleted with them.
      await db()
        .delete(newsletterSubscribers)
        .where(inArray(newsletterSubscribers.id, [en.id, fr.id]));
      await db().delete(mailOutbox).where(eq(mailOutbox.issueId, id));
      expect(await report()).toEqual([
        { ...line, locale: 'en', sent: 1 },
        { ...line, locale: 'fr', sent: 1, failed: 1, bounced: 1, unsubscribed: 1 },
      ]);
      smtp.refused.clear();
    });

    it('keeps what an issue reports when its subscribers leave, are removed or are erased', async () => {
      const owner = new AdminClient(ctx.app, PUBLIC_URL);
      await owner.signIn(await createStaff(db(), 'owner'), clock.now());
      // The clock has moved on by more than a session's idle time since the inbox member signed in.
      const inbox = new AdminClient(ctx.app, PUBLIC_URL);
      await inbox.signIn(await createStaff(db(), 'inbox'), clock.now());
      const figures = async (id: number) => {
        const issue = await read(id);
        const listed = ((await editorClient.get('/api/admin/newsletters')).json() as IssueOverview).issues.find(
          (i) => i.id === id,
        );
        expect(listed?.counts).toEqual(issue.counts);
        return { recipients: issue.recipients, ...issue.counts };
      };
      const erase = async (email: string) =>
        expect((await owner.post('/api/admin/privacy/erase', { email, confirm: email })).statusCode).toBe(200);
      const newIssue = async (subject: string) => {
        const { id } = await create(issueBody({ en: { subject, intro: 'Hi' } }));
        expect((await editorClient.post(`/api/admin/newsletters/${id}/send`)).statusCode).toBe(200);
        return id;
      };
      // Nothing of earlier tests still waits: each issue's first mail is due at once.
      clock.advance(5 * 60_000);
      ctx.app.mail.kick();
      await expect
        .poll(async () => (await db().select().from(mailOutbox).where(eq(mailOutbox.status, 'queued'))).length)
        .toBe(0);
      await db().delete(newsletterSubscribers);

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
      expect((await inbox.request({ method: 'DELETE', url: `/api/admin/subscribers/${late.id}` })).statusCode).toBe(
        200,
      );
      ctx.app.mail.kick();
      await smtp.waitFor(1, (m) => toOf(m) === early.email);
      await expect.poll(() => figures(second)).toEqual({ recipients: 2, queued: 0, sent: 1, failed: 0, withdrawn: 1 });
      // Then the first reader is erased, and the first issue's figures are untouched by it too.
      await erase(early.email);
      expect(await outboxOf(second)).toEqual([]);
      expect(await figures(second)).toEqual({ recipients: 2, queued: 0, sent: 1, failed: 0, withdrawn: 1 });
      expect(await figures(first)).toEqual({ recipients: 1, queued: 0, sent: 1, failed: 0, withdrawn: 0 });
    });

    it('reads an issue converted from before decision 078 by its versions', async () => {
      // As migration 0025 leaves one: English the original, the French written from it.
      const [row] = await db()
        .insert(newsletterIssues)
        .values({
          versions: {
            ...issueVersions({ en: { subject: 'Old issue', intro: 'Hello.' } }),
            fr: {
              words: { subject: 'Vieux numéro', intro: 'Bonjour.' },
              from: { locale: 'en', hash: 'no-longer-matches' },
              changedAt: clock.now().toISOString(),
            },
          },
          articleIds: [],
        })
        .returning();
      const issue = await read(row.id);
      expect(issue).toMatchObject({
        subject: 'Old issue',
        languages: ['en', 'fr'],
        sources: { en: null, fr: 'en' },
        versionStatus: { en: 'current', fr: 'outdated', sw: 'missing' },
        revision: null,
      });
      // Its first save keeps the version it had ('earlier'), then this one.
      const saved = await put(
        row.id,
        issueBody({ fr: issue.words.fr ?? null }, [], { reviewed: ['fr'], revision: null }),
      );
      expect(saved.statusCode).toBe(200);
      expect((saved.json() as Issue).versionStatus.fr).toBe('current');
      const kept = await db()
        .select({ action: revisions.action })
        .from(revisions)
        .where(and(eq(revisions.recordType, 'newsletter'), eq(revisions.recordId, row.id)))
        .orderBy(revisions.id);
      expect(kept.map((r) => r.action)).toEqual(['earlier', 'saved']);
    });
  });
});
