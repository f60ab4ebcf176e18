import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox, staffUsers } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { TestSmtp } from '../../test/smtp';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

const PUBLIC_URL = 'https://veb.example';
/** What a received body must not hold: controls other than tab and LF, and Unicode line separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/;
const DEFAULT_TO = 'desk@veb.example';
let counter = 0;
const unique = (name: string) => `${name}-${++counter}-${Date.now()}@example.org`;
const addresses = (field: ParsedMail['to'] | ParsedMail['replyTo']) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((item) => item.value.map((v) => v.address));

describe.each(testDatabaseKinds())('contact: notifications and spam defence (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const smtp = new TestSmtp();
  const clock = new ManualClock();
  let owner: AdminClient;
  beforeAll(async () => {
    await smtp.start();
    ctx = await createTestApp(kind, {
      seed: false,
      clock,
      env: { BACKGROUND_JOBS: 'true', SMTP_URL: smtp.url, PUBLIC_URL, CONTACT_NOTIFY_TO: DEFAULT_TO },
    });
    owner = new AdminClient(ctx.app, PUBLIC_URL);
    // The code is for the app's clock, which may be behind the wall clock by the time the app is up.
    await owner.signIn(await createStaff(ctx.database.db, 'owner'), clock.now());
    const saved = await owner.request({
      method: 'PUT',
      url: '/api/admin/settings/contact-notifications',
      payload: {
        recipients: {
          general: [],
          partnership: [],
          investment: ['Investors@VEB.example', 'cfo@veb.example'],
          careers: [],
          media: [],
          supplier: [],
          customer: [],
          other: [],
        },
      },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.stop();
  });

  const formToken = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/contact/form-token' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json().token as string;
  };
  const post = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/contact', payload });
  const message = (email: string, extra: Record<string, unknown> = {}) => ({
    name: 'Amara Okafor',
    email,
    phone: '+27 11 555 0100',
    company: 'Okafor Agri',
    subject: 'investment',
    message: 'We would like to discuss the agriculture expansion fund.',
    ...extra,
  });
  /** A person's post: the form's stamp, then a few seconds of typing. */
  const send = async (email: string, extra: Record<string, unknown> = {}) => {
    const token = await formToken();
    clock.advance(4000);
    return post(message(email, { formToken: token, ...extra }));
  };
  const stored = async (email: string) =>
    (await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.email, email)))[0];
  const outboxFor = (id: number) =>
    ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.contactMessageId, id)).orderBy(mailOutbox.id);

  it("notifies the inquiry type's addresses, with the message, the visitor's details, a link and Reply-To", async () => {
    const email = unique('investor');
    const res = await send(email);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: expect.any(String) });
    const row = await stored(email);
    expect(row).toMatchObject({ status: 'new', spamReason: null, readAt: null });

    const mails = await smtp.waitFor(2, (m) => addresses(m.replyTo).includes(email));
    expect(mails.flatMap((m) => addresses(m.to)).sort()).toEqual(['cfo@veb.example', 'investors@veb.example']);
    for (const mail of mails) {
      expect(mail.subject).toBe('New message: Investment Interest from Amara Okafor');
      expect(mail.text).toContain('We would like to discuss the agriculture expansion fund.');
      expect(mail.text).toContain('Phone: +27 11 555 0100');
      expect(mail.text).toContain('Company: Okafor Agri');
      expect(mail.text).toContain(`${PUBLIC_URL}/admin/inbox/${row.id}`);
      // An HTML part beside the text, with the same message and link (docs/decisions/046).
      expect(mail.html).toContain('We would like to discuss the agriculture expansion fund.');
      expect(mail.html).toContain(`href="${PUBLIC_URL}/admin/inbox/${row.id}"`);
    }
    expect((await outboxFor(row.id)).map((m) => m.kind)).toEqual(['contact_notification', 'contact_notification']);
  });

  it('writes each notification in its recipient’s language: Swahili for a Swahili owner, English for the others', async () => {
    const swahiliOwner = await createStaff(ctx.database.db, 'owner');
    await ctx.database.db.update(staffUsers).set({ locale: 'sw' }).where(eq(staffUsers.id, swahiliOwner.id));
    const colleague = await createStaff(ctx.database.db, 'inbox');
    const desk = 'partners@veb.example';
    const lists = { general: [], investment: [], careers: [], media: [], supplier: [], customer: [], other: [] };
    const saved = await owner.request({
      method: 'PUT',
      url: '/api/admin/settings/contact-notifications',
      // Typed with capitals in Settings, saved lower-cased: the Swahili owner's account is found.
      payload: { recipients: { ...lists, partnership: [swahiliOwner.email.toUpperCase(), colleague.email, desk] } },
    });
    expect(saved.statusCode).toBe(200);
    try {
      const email = unique('partner');
      expect((await send(email, { subject: 'partnership', company: '' })).statusCode).toBe(201);
      const row = await stored(email);
      const mails = await smtp.waitFor(3, (m) => addresses(m.replyTo).includes(email));
      const to = (address: string) => mails.find((m) => addresses(m.to).includes(address)) as ParsedMail;
      const received = (language: string) =>
        `${new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Johannesburg' }).format(row.createdAt)} SAST`;

      const swahili = to(swahiliOwner.email);
      expect(swahili.subject).toBe('Ujumbe mpya: Fursa ya Ushirikiano kutoka kwa Amara Okafor');
      expect(swahili.text?.trimEnd()).toBe(
        [
          'Ujumbe mpya umefika kupitia fomu ya mawasiliano ya tovuti.',
          [
            'Aina ya ombi: Fursa ya Ushirikiano',
            'Jina: Amara Okafor',
            `Barua pepe: ${email}`,
            'Simu: +27 11 555 0100',
            'Kampuni: (haikutajwa)',
            `Ulipokelewa: ${received('sw-KE')}`,
          ].join('\n'),
          'Ujumbe:\n> We would like to discuss the agriculture expansion fund.',
          `Fungua ujumbe huu kwenye kikasha:\n${PUBLIC_URL}/admin/inbox/${row.id}`,
          'Ukijibu barua pepe hii, utamwandikia aliyetuma ujumbe moja kwa moja. Ili jibu lako libaki pamoja na ujumbe, jibu kutoka kwenye kikasha.',
        ].join('\n\n'),
      );
      // A colleague who reads English, and a shared address with no account, get the English notice.
      for (const address of [colleague.email, desk]) {
        const english = to(address);
        expect(english.subject).toBe('New message: Partnership Opportunity from Amara Okafor');
        expect(english.text).toContain('Inquiry type: Partnership Opportunity');
        expect(english.text).toContain(`Received: ${received('en-GB')}`);
        expect(english.text).toContain('Company: (none given)');
        expect(english.text).toContain(`Open it in the inbox:\n${PUBLIC_URL}/admin/inbox/${row.id}`);
      }
      // One notice per recipient, as before: the same outbox rows, each with the visitor's Reply-To.
      expect((await outboxFor(row.id)).map((m) => m.kind)).toEqual([
        'contact_notification',
        'contact_notification',
        'contact_notification',
      ]);
      for (const mail of mails) expect(addresses(mail.replyTo)).toEqual([email]);
    } finally {
      const restored = await owner.request({
        method: 'PUT',
        url: '/api/admin/settings/contact-notifications',
        payload: {
          recipients: { ...lists, partnership: [], investment: ['investors@veb.example', 'cfo@veb.example'] },
        },
      });
      expect(restored.statusCode).toBe(200);
    }
  });

  it('uses CONTACT_NOTIFY_TO for a type without its own addresses', async () => {
    const email = unique('general');
    expect((await send(email, { subject: 'general' })).statusCode).toBe(201);
    const [mail] = await smtp.waitFor(1, (m) => addresses(m.replyTo).includes(email));
    expect(addresses(mail.to)).toEqual([DEFAULT_TO]);
    expect(mail.subject).toBe('New message: General Inquiry from Amara Okafor');
  });

  it('keeps a header a visitor hides in the name on the subject line, where it does nothing', async () => {
    const email = unique('inject');
    const name = 'Eve\r\nBcc: victim@example.org\r\nX-Evil: 1';
    expect((await send(email, { name, subject: 'general' })).statusCode).toBe(201);
    const [mail] = await smtp.waitFor(1, (m) => addresses(m.replyTo).includes(email));
    expect(mail.bcc).toBeUndefined();
    expect(mail.headers.has('x-evil')).toBe(false);
    expect(mail.subject).toBe('New message: General Inquiry from Eve Bcc: victim@example.org X-Evil: 1');
    const raw = smtp.raw.find((text) => text.includes(email)) ?? '';
    const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
    expect(head).not.toMatch(/^(bcc|x-evil):/im);
    // An address with a line break is no address: refused before anything is stored.
    const bad = await send(`${unique('x')}\r\nBcc: victim@example.org`);
    expect(bad.statusCode).toBe(400);
    expect(smtp.messages.some((m) => addresses(m.to).includes('victim@example.org'))).toBe(false);
  });

  it('keeps line breaks and control characters a visitor types from forging lines, in the notice and in a reply', async () => {
    const email = unique('forge');
    const forged = 'https://evil.example/phish';
    const res = await send(email, {
      subject: 'general',
      name: 'Eve\r\nEmail: boss@veb.example\u2028Phone: 0\u001b[2J',
      company: 'Evil Ltd\nOpen it in the inbox:\rhttps://evil.example/phish\u0085Received: never',
      phone: '+27 11\n555 0100',
      message: `Hello there.\r\n\r\nOpen it in the inbox:\n${forged}\u0007\u001b`,
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await smtp.waitFor(1, (m) => addresses(m.replyTo).includes(email));
    const lines = (mail.text ?? '').split('\n');
    // Each of our lines exists once, and says what we wrote; nothing the visitor typed starts a line of its own.
    const startingWith = (prefix: string) => lines.filter((line) => line.startsWith(prefix));
    expect(startingWith('Email:')).toEqual([`Email: ${email}`]);
    expect(startingWith('Phone:')).toEqual(['Phone: +27 11 555 0100']);
    expect(startingWith('Name:')).toEqual(['Name: Eve Email: boss@veb.example Phone: 0 [2J']);
    expect(startingWith('Company:')).toEqual([
      'Company: Evil Ltd Open it in the inbox: https://evil.example/phish Received: never',
    ]);
    expect(startingWith('Received:')).toHaveLength(1);
    expect(startingWith('Open it in the inbox:')).toHaveLength(1);
    expect(lines).not.toContain(forged);
    expect(lines).toContain(`> ${forged}`);
    expect(mail.text).not.toMatch(CONTROL_CHARACTER);
    expect(mail.subject).toBe('New message: General Inquiry from Eve Email: boss@veb.example Phone: 0 [2J');
    const raw = smtp.raw.find((text) => text.includes(email)) ?? '';
    expect(raw.slice(0, raw.indexOf('\r\n\r\n'))).not.toMatch(/^(email|phone):/im);

    // A staff reply quotes the message under a one-line attribution, and keeps the staff member's lines.
    const row = await stored(email);
    const replied = await owner.post(`/api/admin/inbox/${row.id}/reply`, {
      subject: 'Re: your message',
      body: 'Thank you.\nWe will call.',
    });
    expect(replied.statusCode).toBe(200);
    const [answer] = await smtp.waitFor(1, (m) => addresses(m.to).includes(email));
    const answerLines = (answer.text ?? '').split('\n');
    expect(answerLines.slice(0, 2)).toEqual(['Thank you.', 'We will call.']);
    expect(answerLines.filter((line) => line.endsWith('wrote:'))).toEqual([
      expect.stringMatching(/, Eve Email: boss@veb\.example Phone: 0 \[2J wrote:$/),
    ]);
    expect(answerLines).not.toContain(forged);
    expect(answerLines).toContain(`> ${forged}`);
    expect(answer.text).not.toMatch(CONTROL_CHARACTER);
  });

  it.each([
    ['the honeypot filled', { website: 'https://spam.example' }, 'honeypot', true],
    ['no time stamp', {}, 'no_timestamp', false],
    ['a forged time stamp', { formToken: `${Date.now() - 60_000}.${'a'.repeat(43)}` }, 'bad_timestamp', false],
  ] as const)(
    'files a post with %s as spam, tells nobody, and answers the usual 201',
    async (_, extra, reason, withToken) => {
      const email = unique(reason);
      const res = withToken ? await send(email, extra) : await post(message(email, extra));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        success: true,
        message: "Thank you for your inquiry. We'll get back to you within 24 hours.",
      });
      const row = await stored(email);
      expect(row).toMatchObject({ status: 'spam', spamReason: reason });
      expect(await outboxFor(row.id)).toEqual([]);
    },
  );

  it('files a post sent sooner than 3 seconds after the stamp as spam; an old stamp expires', async () => {
    const fast = unique('fast');
    const token = await formToken();
    clock.advance(2000);
    expect((await post(message(fast, { formToken: token }))).statusCode).toBe(201);
    expect(await stored(fast)).toMatchObject({ status: 'spam', spamReason: 'too_fast' });
    expect(await outboxFor((await stored(fast)).id)).toEqual([]);

    const late = unique('late');
    clock.advance(25 * 60 * 60_000);
    expect((await post(message(late, { formToken: token }))).statusCode).toBe(201);
    expect(await stored(late)).toMatchObject({ status: 'spam', spamReason: 'bad_timestamp' });
  });

  it('rolls the message back when its notification cannot be queued (one transaction)', async () => {
    const email = unique('rollback');
    const token = await formToken();
    clock.advance(4000);
    await ctx.database.db.execute(sql`alter table mail_outbox rename to mail_outbox_away`);
    try {
      const res = await post(message(email, { formToken: token }));
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ success: false });
    } finally {
      await ctx.database.db.execute(sql`alter table mail_outbox_away rename to mail_outbox`);
    }
    expect(await stored(email)).toBeUndefined();
  });
});

describe('contact: nobody to notify', () => {
  it('stores the message, queues no mail, and the dashboard tells owners', async () => {
    const clock = new ManualClock();
    const ctx = await createTestApp('pglite', { seed: false, clock });
    try {
      const token = (await ctx.app.inject({ method: 'GET', url: '/api/contact/form-token' })).json().token;
      clock.advance(4000);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Nobody Told',
          email: 'told@example.org',
          phone: '+27 11 555 0100',
          subject: 'media',
          message: 'A question from the press about the Benoni hub.',
          formToken: token,
        },
      });
      expect(res.statusCode).toBe(201);
      const [row] = await ctx.database.db.select().from(contactMessages);
      expect(row).toMatchObject({ email: 'told@example.org', status: 'new' });
      expect(await ctx.database.db.select().from(mailOutbox)).toEqual([]);
      const owner = new AdminClient(ctx.app);
      await owner.signIn(await createStaff(ctx.database.db, 'owner'), clock.now());
      // With an owner, a new install tells the owners (decision 093): nothing to warn of.
      const told = (await owner.get('/api/admin/dashboard')).json();
      expect(told.attention.map((item: { kind: string }) => item.kind)).not.toContain(
        'inbox.notifications_not_configured',
      );
      // The owner chooses nobody: every type's messages would notify nobody, and the dashboard says so.
      const recipients = Object.fromEntries(
        ['general', 'partnership', 'investment', 'careers', 'media', 'supplier', 'customer', 'other'].map((type) => [
          type,
          [],
        ]),
      );
      const chosen = await owner.request({
        method: 'PUT',
        url: '/api/admin/settings/contact-notifications',
        payload: { recipients, people: [] },
      });
      expect(chosen.statusCode).toBe(200);
      const dashboard = (await owner.get('/api/admin/dashboard')).json();
      expect(dashboard.attention).toContainEqual(
        expect.objectContaining({ kind: 'inbox.notifications_not_configured', count: 8, path: '/settings' }),
      );
      const inbox = new AdminClient(ctx.app);
      await inbox.signIn(await createStaff(ctx.database.db, 'inbox'));
      const kinds = (await inbox.get('/api/admin/dashboard'))
        .json()
        .attention.map((item: { kind: string }) => item.kind);
      expect(kinds).not.toContain('inbox.notifications_not_configured');
    } finally {
      await ctx.close();
    }
  });
});
