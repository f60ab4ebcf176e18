import type { CompanyRef, InboxList, InboxMessage } from '@common/admin/contact';
import { UNKNOWN_COMPANY } from '@common/contact';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, entries, mailOutbox } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

/**
 * A company's page sends its slug with the contact form (docs/decisions/084): the message is stored with
 * that company, shown with it, found in its queue and in no other company's, and names it in the staff's
 * notice; a slug no company has is the visitor's 400.
 */
const PUBLIC_URL = 'https://veb.example';

describe.each(testDatabaseKinds())('contact: a company’s queue (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const clock = new ManualClock();
  let inbox: AdminClient;
  let images: number;
  let harvest: number;
  beforeAll(async () => {
    ctx = await createTestApp(kind, {
      seed: false,
      clock,
      env: { PUBLIC_URL, CONTACT_NOTIFY_TO: 'desk@veb.example' },
    });
    const company = (slug: string, name: string, position: number) => ({
      kind: 'company',
      position,
      values: { slug, name, icon: 'camera', colour: 'green' },
    });
    const rows = await ctx.database.db
      .insert(entries)
      .values([company('veb-greenharvest', 'VEB Greenharvest', 0), company('ak-images', 'AK Images', 1)])
      .returning({ id: entries.id });
    [harvest, images] = rows.map((row) => row.id);
    inbox = new AdminClient(ctx.app, PUBLIC_URL);
    await inbox.signIn(await createStaff(ctx.database.db, 'inbox'), clock.now());
  });
  afterAll(() => ctx.close());

  let sent = 0;
  /** A person's post from a page: the form's stamp, a few seconds of typing, then the message. */
  const send = async (extra: Record<string, unknown>) => {
    const token = (await ctx.app.inject({ method: 'GET', url: '/api/contact/form-token' })).json().token as string;
    clock.advance(4000);
    sent += 1;
    const email = `visitor${sent}@example.org`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Amara Okafor',
        email,
        phone: '+27 11 555 0100',
        company: 'Okafor Agri',
        subject: 'customer',
        message: 'We would like a photographer for our harvest festival.',
        formToken: token,
        ...extra,
      },
    });
    return { res, email };
  };
  const stored = async (email: string) =>
    (await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.email, email)))[0];
  const listed = async (query: string) => {
    const res = await inbox.get(`/api/admin/inbox${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as InboxList;
  };
  const emails = (list: InboxList) => list.messages.map((message) => message.email).sort();

  it('stores a message sent with a company’s slug with that company, and shows it with the company', async () => {
    const { res, email } = await send({ toCompany: 'ak-images' });
    expect(res.statusCode).toBe(201);
    const row = await stored(email);
    expect(row).toMatchObject({ toCompanyId: images, company: 'Okafor Agri', status: 'new' });

    const message = (await inbox.get(`/api/admin/inbox/${row.id}`)).json() as InboxMessage;
    expect(message.toCompany).toEqual({ id: images, name: 'AK Images' });
    expect(message.company).toBe('Okafor Agri');
    const summary = (await listed('')).messages.find((m) => m.id === row.id);
    expect(summary?.toCompany).toEqual({ id: images, name: 'AK Images' });

    // The staff's notice says whose queue it is in.
    const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.contactMessageId, row.id));
    expect(mail.textBody).toContain('Sent to: AK Images');
  });

  it('finds each message in its company’s queue and in no other, the group’s under “none”', async () => {
    const toImages = (await send({ toCompany: 'ak-images' })).email;
    const toHarvest = (await send({ toCompany: 'veb-greenharvest' })).email;
    const toGroup = (await send({})).email;
    const toGroupAgain = (await send({ toCompany: '' })).email;
    const all = await listed('');
    const group = all.messages.filter((m) => [toGroup, toGroupAgain].includes(m.email));
    expect(group.map((m) => m.toCompany)).toEqual([null, null]);

    const ofImages = await listed(`?company=${images}`);
    expect(emails(ofImages)).toContain(toImages);
    expect(emails(ofImages)).not.toContain(toHarvest);
    expect(emails(ofImages)).not.toContain(toGroup);
    expect(ofImages.messages.every((m) => m.toCompany?.id === images)).toBe(true);
    // Counted as the filter finds them, not from the kept counts of every message.
    expect(ofImages.total).toBe(ofImages.messages.length);

    const ofHarvest = await listed(`?company=${harvest}`);
    expect(emails(ofHarvest)).toEqual([toHarvest]);
    expect(ofHarvest.total).toBe(1);

    const ofGroup = await listed('?company=none');
    expect(emails(ofGroup)).toEqual([toGroup, toGroupAgain].sort());
    expect(ofGroup.total).toBe(2);

    // With another filter and with a search, the company still narrows the list.
    expect(emails(await listed(`?company=${harvest}&type=customer&q=harvest`))).toEqual([toHarvest]);
    expect((await listed(`?company=${harvest}&type=media`)).messages).toEqual([]);
    expect((await inbox.get('/api/admin/inbox?company=ak-images')).statusCode).toBe(400);
  });

  it('lists the companies for the filter, in the staff’s order', async () => {
    const res = await inbox.get('/api/admin/inbox/companies');
    expect(res.statusCode).toBe(200);
    expect(res.json() as CompanyRef[]).toEqual([
      { id: harvest, name: 'VEB Greenharvest' },
      { id: images, name: 'AK Images' },
    ]);
  });

  it('answers a slug no company has, or one that is no slug, with a 400 naming the field, storing nothing', async () => {
    for (const toCompany of ['no-such-company', 'AK Images', 12]) {
      const { res, email } = await send({ toCompany });
      expect(res.statusCode, String(toCompany)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errors: { toCompany: UNKNOWN_COMPANY } });
      expect(await stored(email)).toBeUndefined();
    }
  });
});
