import type { IssueInput } from '@common/admin/newsletter';
import type { Locale } from '@common/locale';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { stderrLogger } from '../../db/logger';
import { newsletterSubscribers } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { PYTHON, parseAllWithPython, parseWithPython } from '../../test/python-email';
import { TestSmtp } from '../../test/smtp';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, createTestDatabase } from '../../test/test-app';
import { notificationMails, replyMail } from '../contact';
import { confirmationMail } from '../newsletter';
import { invitationMail, passwordResetMail } from '../staff';
import { enqueueMail, type OutgoingMail } from './outbox';
import { createMailTransport } from './transport';
import { startMailWorker } from './worker';

/**
 * Every mail says its language (Content-Language, docs/decisions/046) and the contact notification has an HTML
 * part beside its text, as received by a real SMTP server and read by Python's e-mail parser.
 */
if (!PYTHON) console.warn('[mail tests] skipped: python3 is not installed');

const PUBLIC_URL = 'https://veb.example';
const ZONE = 'Africa/Johannesburg';
const visitor = {
  id: 1,
  name: 'Amara Okafor',
  email: 'amara@example.org',
  phone: '+27 11 555 0100',
  company: 'Okafor Agri',
  subject: 'investment' as const,
  message: 'Bonjour.\n\nNous aimerions parler du fonds.',
  receivedAt: new Date('2026-11-20T08:00:00Z'),
};

describe.skipIf(!PYTHON)('Content-Language on every kind of mail', () => {
  let database: Database;
  const smtp = new TestSmtp();
  beforeAll(async () => {
    database = await createTestDatabase('pglite', { seed: false });
    await smtp.start();
    // A guard against a hang, not a speed budget: a new database takes long on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await database?.close();
    await smtp.stop();
  });

  it("carries each builder's language, as Python's parser reads it", async () => {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + 60 * 60_000);
    // Row links (message, subscriber) point at nothing in this empty database: they are left out.
    const unlinked = (mail: OutgoingMail): OutgoingMail => ({
      ...mail,
      contactMessageId: undefined,
      subscriberId: undefined,
      notBefore: now,
    });
    const mails: [OutgoingMail, Locale][] = [
      [notificationMails(visitor, [{ to: 'fr-staff@veb.example', locale: 'fr' }], PUBLIC_URL, ZONE)[0], 'fr'],
      [notificationMails(visitor, [{ to: 'desk@veb.example', locale: 'en' }], PUBLIC_URL, ZONE)[0], 'en'],
      [
        replyMail({
          message: { ...visitor, email: 'sw-visitor@example.org', locale: 'sw' },
          subject: 'Re: fund',
          body: 'Asante.',
          replyTo: 'desk@veb.example',
          now,
          timeZone: ZONE,
        }),
        'sw',
      ],
      [
        confirmationMail({
          email: 'fr-reader@example.org',
          locale: 'fr',
          token: 'token',
          publicUrl: PUBLIC_URL,
          subscriberId: 1,
          now,
        }),
        'fr',
      ],
      [
        passwordResetMail({ email: 'sw-staff@veb.example', locale: 'sw', link: PUBLIC_URL, expiresAt, timeZone: ZONE }),
        'sw',
      ],
      [
        invitationMail({
          email: 'fr-invitee@veb.example',
          role: 'editor',
          locale: 'fr',
          inviterName: 'Thandi',
          link: PUBLIC_URL,
          expiresAt,
          timeZone: ZONE,
        }),
        'fr',
      ],
    ];
    await enqueueMail(
      database.db,
      mails.map(([mail]) => unlinked(mail)),
    );
    const transport = createMailTransport({ smtpUrl: smtp.url, dev: false, mailDir: '' });
    if (!transport) throw new Error('no SMTP transport');
    const worker = startMailWorker({
      db: database.db,
      transport,
      from: 'VEB Group <no-reply@veb.example>',
      log: stderrLogger,
      clock: new ManualClock(now.getTime()),
      pollMs: 50,
    });
    try {
      await smtp.waitFor(mails.length);
    } finally {
      await worker.stop();
    }
    const received = parseAllWithPython(smtp.raw);
    for (const [mail, language] of mails) {
      const parsed = received.find((message) => message.headers.to?.[0]?.includes(mail.to));
      expect(parsed, mail.to).toBeDefined();
      expect(parsed?.headers['content-language'], `${mail.kind} to ${mail.to}`).toEqual([language]);
    }
  });

  it('refuses a mail whose language is not one of the site’s', async () => {
    const mail = { ...notificationMails(visitor, [{ to: 'x@veb.example', locale: 'en' }], PUBLIC_URL, ZONE)[0] };
    await expect(
      enqueueMail(database.db, { ...mail, contactMessageId: undefined, language: 'de' as Locale }),
    ).rejects.toThrow(/language/);
  });
});

describe.skipIf(!PYTHON)('the contact notification, sent through the form', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const smtp = new TestSmtp();
  const clock = new ManualClock();
  beforeAll(async () => {
    await smtp.start();
    ctx = await createTestApp('pglite', {
      seed: false,
      clock,
      env: { BACKGROUND_JOBS: 'true', SMTP_URL: smtp.url, PUBLIC_URL, CONTACT_NOTIFY_TO: 'desk@veb.example' },
    });
  }, 180_000);
  afterAll(async () => {
    await ctx?.close();
    await smtp.stop();
  });

  it('has a text part and an HTML part with the same message, the visitor’s words escaped', async () => {
    const token = (await ctx.app.inject('/api/contact/form-token')).json().token as string;
    clock.advance(4000);
    const message = 'Hello <script>alert("x")</script> & <b>bold</b>\n\nA second paragraph.';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Amara <i>Okafor</i>',
        email: 'amara.html@example.org',
        phone: '+27 11 555 0100',
        company: 'Okafor & Sons',
        subject: 'general',
        message,
        formToken: token,
      },
    });
    expect(res.statusCode).toBe(201);
    await smtp.waitFor(1);
    const mail = parseWithPython(smtp.raw[0]);
    expect(mail.headers['content-language']).toEqual(['en']);
    expect(mail.contentType).toBe('multipart/alternative');
    expect(mail.parts.map((part) => part.type)).toEqual(['text/plain', 'text/html']);
    const [text, html] = mail.parts.map((part) => part.content);
    expect(text).toContain('> Hello <script>alert("x")</script> & <b>bold</b>');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('<p>A second paragraph.</p>');
    expect(html).toContain('Amara &lt;i&gt;Okafor&lt;/i&gt;');
    expect(html).toContain('Okafor &amp; Sons');
    expect(html).not.toMatch(/<script|<b>|<i>/);
    expect(html).toMatch(/<a href="https:\/\/veb\.example\/admin\/inbox\/\d+">/);
  });
});

describe.skipIf(!PYTHON)('newsletter issues and tests', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const smtp = new TestSmtp();
  const clock = new ManualClock();
  beforeAll(async () => {
    await smtp.start();
    ctx = await createTestApp('pglite', {
      clock,
      env: { BACKGROUND_JOBS: 'true', SMTP_URL: smtp.url, PUBLIC_URL, NEWSLETTER_RATE_PER_MINUTE: '10000' },
    });
  }, 180_000);
  afterAll(async () => {
    await ctx?.close();
    await smtp.stop();
  });

  it('carry the language of the version each reader is sent', async () => {
    const editor = await createStaff(ctx.database.db, 'editor');
    const client = new AdminClient(ctx.app, PUBLIC_URL);
    await client.signIn(editor);
    const now = clock.now();
    const readers = { en: 'reader-en@example.org', fr: 'reader-fr@example.org', sw: 'reader-sw@example.org' };
    await ctx.database.db.insert(newsletterSubscribers).values(
      Object.entries(readers).map(([locale, email]) => ({
        email,
        locale,
        status: 'confirmed' as const,
        createdAt: now,
        confirmedAt: now,
      })),
    );
    const articles = (await client.get('/api/admin/newsletters/articles')).json() as { id: number }[];
    // Written in English and French (docs/decisions/078: each language a version of its own).
    const created = await client.post('/api/admin/newsletters', {
      values: { articleIds: [articles[0].id] },
      words: {
        en: { subject: 'June news', intro: 'Hello.' },
        fr: { subject: 'Les nouvelles de juin', intro: 'Bonjour.' },
      },
    } satisfies IssueInput);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    expect((await client.post(`/api/admin/newsletters/${id}/test`, { locale: 'fr' })).statusCode).toBe(200);
    // The Swahili reader is sent the English version, as the sender chose (there is no Swahili one).
    const sent = await client.post(`/api/admin/newsletters/${id}/send`, { fallback: 'en' });
    expect(sent.statusCode, sent.body).toBe(200);
    clock.advance(60_000);
    await smtp.waitFor(4);
    const received = parseAllWithPython(smtp.raw);
    const languageOf = (to: string) =>
      received.find((mail) => mail.headers.to?.[0]?.includes(to))?.headers['content-language'];
    expect(languageOf(editor.email)).toEqual(['fr']);
    expect(languageOf(readers.fr)).toEqual(['fr']);
    expect(languageOf(readers.en)).toEqual(['en']);
    expect(languageOf(readers.sw)).toEqual(['en']);
  }, 120_000);
});
