import type { RecordRevision } from '@common/admin/revisions';
import type { AdminEntry, EntryProposal } from '@common/entries/admin';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, entries, entryProposals, mailOutbox, staffUsers } from '../../db/schema';
import { AdminClient, createStaff, type TestStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

type Read = AdminEntry & { proposal: EntryProposal | null };

/**
 * Changes proposed for review (docs/decisions/090): a writer limited to a company changes its records only
 * by proposing; a reviewer sends the change back with a comment (mailed in the writer's language) or
 * approves it, which writes it through the one write path, merged with a colleague's change made since.
 * Company limits hold for writers and reviewers alike, and two answers at once give one approval.
 */
describe.each(testDatabaseKinds())('content: changes proposed for review (%s)', (dbKind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let owner: AdminClient;
  let writer: AdminClient;
  let writerStaff: TestStaff;
  let editor: AdminClient;
  let images: number;
  let properties: number;
  const db = () => ctx.database.db;
  const call = (client: AdminClient, method: string, url: string, payload?: unknown) =>
    client.admin(method, url, payload);
  const read = async (client: AdminClient, id: number) =>
    (await call(client, 'GET', `/entries/company/${id}`)).json() as Read;
  const recordOf = (entry: Pick<AdminEntry, 'values' | 'words' | 'revision'>) => ({
    values: entry.values,
    words: entry.words,
    revision: entry.revision,
  });
  const companyId = async (slug: string) => {
    const rows = await db().select().from(entries).where(eq(entries.kind, 'company'));
    return (rows.find((r) => r.values.slug === slug) as { id: number }).id;
  };
  const signedIn = async (staff: TestStaff) => {
    const client = new AdminClient(ctx.app);
    await client.signIn(staff);
    return client;
  };
  const limitTo = async (staff: TestStaff, company: number) =>
    expect((await call(owner, 'PATCH', `/staff/${staff.id}`, { companyIds: [company] })).statusCode).toBe(200);
  const withTagline = (entry: AdminEntry, locale: 'fr' | 'sw', tagline: string) => ({
    ...recordOf(entry),
    words: { ...entry.words, [locale]: { ...entry.words[locale], tagline } },
  });

  beforeAll(async () => {
    ctx = await createTestApp(dbKind);
    images = await companyId('ak-images');
    properties = await companyId('veb-properties');
    owner = await signedIn(await createStaff(db(), 'owner'));
    writerStaff = await createStaff(db(), 'writer', { totp: false });
    await db().update(staffUsers).set({ locale: 'fr' }).where(eq(staffUsers.id, writerStaff.id));
    await limitTo(writerStaff, images);
    writer = await signedIn(writerStaff);
    editor = await signedIn(await createStaff(db(), 'editor', { totp: false }));
  });
  afterAll(() => ctx.close());

  it('goes from a writer’s change, sent back once, to the company’s page, merged with a colleague’s', async () => {
    const before = await read(writer, images);
    expect(before.values.slug).toBe('ak-images');
    // A writer saves, adds and removes nothing themselves.
    for (const [method, url, body] of [
      ['PUT', `/entries/company/${images}`, withTagline(before, 'fr', 'Tout de suite')],
      ['POST', '/entries/leader', { values: { name: 'X', company: images }, words: {} }],
      ['DELETE', `/entries/company/${images}`, undefined],
    ] as const) {
      const refused = await call(writer, method, url, body);
      expect(refused.statusCode, url).toBe(403);
    }
    expect((await call(writer, 'PUT', `/entries/company/${images}`, recordOf(before))).json().code).toBe(
      'entries.reviewFirst',
    );
    // Nothing changed is nothing to review.
    const nothing = await call(writer, 'POST', `/entries/company/${images}/proposal`, recordOf(before));
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().code).toBe('entries.nothingProposed');

    const first = 'Photographie de studio et de reportage, à Nairobi et au-delà';
    const submitted = await call(
      writer,
      'POST',
      `/entries/company/${images}/proposal`,
      withTagline(before, 'fr', first),
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    // What the company's page and every page listing the companies read (cached, dropped on a change).
    const page = async () => (await ctx.app.inject('/api/content/entries/company?lang=fr')).body;
    expect(await page()).toContain('AK Images');
    expect(await page()).not.toContain(first);
    expect((await db().select().from(entries).where(eq(entries.id, images)))[0].versions.fr?.words.tagline).not.toBe(
      first,
    );

    // The reviewer reads who proposed what, and the dashboard says it waits, since when.
    const seen = await read(editor, images);
    expect(seen.proposal).toMatchObject({
      state: 'submitted',
      submittedBy: writerStaff.name,
      mine: false,
      languages: ['fr'],
      changed: [],
    });
    expect(seen.proposal?.record.words.fr?.tagline).toBe(first);
    const list = (await call(editor, 'GET', '/entries/company')).json() as AdminEntry[];
    expect(list.find((entry) => entry.id === images)?.proposal).toMatchObject({ state: 'submitted' });
    const dashboard = (await call(editor, 'GET', '/dashboard')).json() as {
      attention: { kind: string; count: number; since?: string; entryKind?: string }[];
    };
    const line = dashboard.attention.find((item) => item.kind === 'content.review' && item.entryKind === 'company');
    expect(line?.count).toBe(1);
    expect(line?.since).toBe(seen.proposal?.submittedAt);

    // The writer does not answer their own change; a comment is needed; the writer hears it in French.
    expect((await call(writer, 'POST', `/entries/company/${images}/proposal/approve`)).statusCode).toBe(403);
    expect(
      (await call(editor, 'POST', `/entries/company/${images}/proposal/return`, { comment: ' ' })).statusCode,
    ).toBe(400);
    const comment = 'Gardez « Nairobi » mais nommez aussi Kigali.';
    const returned = await call(editor, 'POST', `/entries/company/${images}/proposal/return`, { comment });
    expect(returned.statusCode, returned.body).toBe(200);
    expect((await call(editor, 'POST', `/entries/company/${images}/proposal/return`, { comment })).statusCode).toBe(
      409,
    );
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'review_returned'), eq(mailOutbox.toAddress, writerStaff.email)));
    expect(mail.subject).toBe('Votre modification de «\u00a0AK Images\u00a0» vous a été renvoyée');
    expect(mail.textBody).toContain(comment);
    expect(mail.textBody).toContain(`/admin/content/company/${images}`);
    const mine = await read(writer, images);
    expect(mine.proposal).toMatchObject({ state: 'returned', comment, mine: true });
    const writerBoard = (await call(writer, 'GET', '/dashboard')).json() as {
      attention: { kind: string; count: number }[];
    };
    expect(writerBoard.attention.find((item) => item.kind === 'content.returned')?.count).toBe(1);

    // A colleague changes another field meanwhile; the writer corrects theirs on the version they had.
    const colleague = await read(editor, images);
    const website = 'https://ak-images.example';
    const put = await call(editor, 'PUT', `/entries/company/${images}`, {
      ...recordOf(colleague),
      values: { ...colleague.values, website },
    });
    expect(put.statusCode, put.body).toBe(200);
    const corrected = 'Photographie de studio et de reportage, de Nairobi à Kigali';
    const proposal = mine.proposal as EntryProposal;
    const again = await call(writer, 'POST', `/entries/company/${images}/proposal`, {
      values: proposal.record.values,
      words: { ...proposal.record.words, fr: { ...proposal.record.words.fr, tagline: corrected } },
      revision: proposal.revision,
    });
    expect(again.statusCode, again.body).toBe(200);

    const approved = await call(editor, 'POST', `/entries/company/${images}/proposal/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((approved.json() as Read).proposal).toBeNull();
    const now = (await db().select().from(entries).where(eq(entries.id, images)))[0];
    expect(now.versions.fr?.words.tagline).toBe(corrected);
    expect(now.values.website).toBe(website);
    expect(await page()).toContain(corrected);
    expect(await db().select().from(entryProposals).where(eq(entryProposals.entryId, images))).toEqual([]);

    const history = (await call(editor, 'GET', `/entries/company/${images}/history`)).json() as RecordRevision[];
    expect(history.slice(0, 5).map((r) => [r.action, Boolean(r.proposed)])).toEqual([
      ['approved', false],
      ['submitted', true],
      ['saved', false],
      ['returned', true],
      ['submitted', true],
    ]);
    expect(history.find((r) => r.action === 'returned')?.note).toBe(comment);
    expect(history[1].languages).toEqual(['fr']);
    // A step of the proposal goes into the form as a version does.
    const step = await call(editor, 'GET', `/entries/company/${images}/history/${history[1].id}`);
    expect(step.statusCode).toBe(200);
    expect(step.json().snapshot.versions.fr.words.tagline).toBe(corrected);
    const audited = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'entry'), eq(auditLog.targetId, String(images))));
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining(['entry.submitted', 'entry.returned', 'entry.approved', 'entry.updated']),
    );
  });

  it('keeps writers and reviewers within their companies, and one change per record at a time', async () => {
    const theirs = await read(owner, properties);
    const beyond = await call(
      writer,
      'POST',
      `/entries/company/${properties}/proposal`,
      withTagline(theirs, 'sw', 'Nyumba'),
    );
    expect(beyond.statusCode).toBe(404);
    expect(beyond.json().code).toBe('entries.notFound');

    // A group-wide writer writes news, not the company pages.
    const groupWriter = await signedIn(await createStaff(db(), 'writer', { totp: false }));
    const refused = await call(groupWriter, 'GET', '/entries/company');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('request.roleRefused');

    const own = await read(writer, images);
    expect(
      (await call(writer, 'POST', `/entries/company/${images}/proposal`, withTagline(own, 'sw', 'Picha za studio')))
        .statusCode,
    ).toBe(200);
    // A second writer of the company waits until the first change is answered.
    const second = await createStaff(db(), 'writer', { totp: false });
    await limitTo(second, images);
    const secondClient = await signedIn(second);
    const taken = await call(
      secondClient,
      'POST',
      `/entries/company/${images}/proposal`,
      withTagline(own, 'sw', 'Picha'),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('entries.proposalTaken');
    // An editor of another company does not see it; one of this company approves it.
    const otherEditor = await createStaff(db(), 'editor', { totp: false });
    await limitTo(otherEditor, properties);
    const other = await signedIn(otherEditor);
    expect((await call(other, 'POST', `/entries/company/${images}/proposal/approve`)).statusCode).toBe(404);

    // Two reviewers answer at the same moment: one approval, the other told it no longer waits.
    const answers = await Promise.all([
      call(editor, 'POST', `/entries/company/${images}/proposal/approve`),
      call(owner, 'POST', `/entries/company/${images}/proposal/approve`),
      call(owner, 'POST', `/entries/company/${images}/proposal/return`, { comment: 'Non' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    // Whichever came first won (under load the sending back may): the record shows that one answer only.
    const approvedNow = answers.findIndex((a) => a.statusCode === 200) < 2;
    const approvals = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'entry.approved'), eq(auditLog.targetId, String(images))));
    const returns = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'entry.returned'), eq(auditLog.targetId, String(images))));
    // One approval and one sending back earlier in this file, then the one answer that won here.
    expect([approvals.length, returns.length]).toEqual(approvedNow ? [2, 1] : [1, 2]);
  });

  it('leaves a change that a colleague overtook on the same field for the reviewer to send back', async () => {
    const own = await read(writer, images);
    const proposed = await call(
      writer,
      'POST',
      `/entries/company/${images}/proposal`,
      withTagline(own, 'fr', 'Version A'),
    );
    expect(proposed.statusCode, proposed.body).toBe(200);
    const live = await read(editor, images);
    expect(
      (await call(editor, 'PUT', `/entries/company/${images}`, withTagline(live, 'fr', 'Version B'))).statusCode,
    ).toBe(200);
    const approve = await call(editor, 'POST', `/entries/company/${images}/proposal/approve`);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().code).toBe('entries.proposalConflict');
    // Nothing was written, and the change still waits.
    expect((await db().select().from(entries).where(eq(entries.id, images)))[0].versions.fr?.words.tagline).toBe(
      'Version B',
    );
    expect((await read(editor, images)).proposal?.state).toBe('submitted');
    expect(
      (await call(editor, 'POST', `/entries/company/${images}/proposal/return`, { comment: 'Refaites-la.' }))
        .statusCode,
    ).toBe(200);
  });
});
