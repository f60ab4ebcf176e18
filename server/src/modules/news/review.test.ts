import type { AdminArticle, AdminNewsList, ArticleRevision } from '@common/admin/news';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, entries, mailOutbox, staffUsers } from '../../db/schema';
import { AdminClient, createStaff, type TestStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

/**
 * Review before publication (docs/decisions/089): a writer submits, a reviewer sends it back with a comment
 * (the writer is told by e-mail in their language and sees it beside the draft), the writer corrects and
 * submits again, the reviewer publishes; each step is in the history and the audit log. Writers never put
 * anything on the site themselves, and company limits (decision 088) hold for writers and reviewers alike.
 */
describe.each(testDatabaseKinds())('news: review before publication (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let writer: AdminClient;
  let writerStaff: TestStaff;
  let editor: AdminClient;
  let images: number;
  let properties: number;
  const db = () => ctx.database.db;
  const call = (client: AdminClient, method: string, url: string, payload?: unknown) =>
    client.admin(method, url, payload);
  const companyId = async (slug: string) => {
    const rows = await db().select().from(entries).where(eq(entries.kind, 'company'));
    return (rows.find((r) => r.values.slug === slug) as { id: number }).id;
  };
  const article = (title: string, slug: string, companies: number[] = []) => ({
    values: { category: 'Company News', author: 'Neema Mushi', companies },
    words: {
      fr: {
        title,
        slug,
        excerpt: 'Un résumé de l’article.',
        contentHtml: '<p>Le texte de l’article.</p>',
      },
    },
  });

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    images = await companyId('ak-images');
    properties = await companyId('veb-properties');
    writerStaff = await createStaff(db(), 'writer', { totp: false });
    await db().update(staffUsers).set({ locale: 'fr' }).where(eq(staffUsers.id, writerStaff.id));
    writer = new AdminClient(ctx.app);
    await writer.signIn(writerStaff);
    editor = new AdminClient(ctx.app);
    await editor.signIn(await createStaff(db(), 'editor', { totp: false }));
  });
  afterAll(() => ctx.close());

  it('goes from a writer’s draft, sent back once, to the site, with every step kept', async () => {
    const created = await call(writer, 'POST', '/news', article('Une exposition à Kigali', 'exposition-kigali'));
    expect(created.statusCode).toBe(201);
    const id = (created.json() as AdminArticle).id;

    // A writer does not publish, schedule or pick featured articles.
    for (const [method, url, body] of [
      ['POST', `/news/${id}/publish`, { languages: ['fr'] }],
      ['POST', `/news/${id}/schedule`, { languages: ['fr'], publishAt: '2030-01-01T09:00:00Z' }],
      ['GET', '/news/featured', undefined],
    ] as const) {
      const refused = await call(writer, method, url, body);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code).toBe('news.reviewFirst');
    }
    expect((await ctx.app.inject('/api/news/exposition-kigali')).statusCode).toBe(404);

    const submitted = await call(writer, 'POST', `/news/${id}/submit`, {});
    expect(submitted.statusCode).toBe(200);
    expect((submitted.json() as AdminArticle).review).toMatchObject({
      state: 'submitted',
      submittedBy: writerStaff.name,
    });
    const waiting = (await call(editor, 'GET', '/news?review=submitted')).json() as AdminNewsList;
    expect(waiting.items.map((item) => item.id)).toContain(id);
    const dashboard = (await call(editor, 'GET', '/dashboard')).json() as {
      attention: { kind: string; count: number; since?: string }[];
    };
    const line = dashboard.attention.find((item) => item.kind === 'news.review');
    expect(line?.count).toBe(1);
    expect(line?.since).toBe((submitted.json() as AdminArticle).review?.at);

    // Sent back: a comment is needed, and the writer is told in French.
    expect((await call(editor, 'POST', `/news/${id}/return`, { comment: '  ' })).statusCode).toBe(400);
    expect((await call(writer, 'POST', `/news/${id}/return`, { comment: 'Mine' })).statusCode).toBe(403);
    const comment = 'Ajoutez le nom du photographe et la date de l’exposition.';
    const returned = await call(editor, 'POST', `/news/${id}/return`, { comment });
    expect(returned.statusCode).toBe(200);
    expect((returned.json() as AdminArticle).review).toMatchObject({ state: 'returned', comment });
    expect((await call(editor, 'POST', `/news/${id}/return`, { comment })).statusCode).toBe(409);
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'review_returned'), eq(mailOutbox.toAddress, writerStaff.email)));
    expect(mail.subject).toBe('Votre article «\u00a0Une exposition à Kigali\u00a0» vous a été renvoyé');
    expect(mail.textBody).toContain(comment);
    expect(mail.textBody).toContain(`/admin/news/${id}`);
    const seen = (await call(writer, 'GET', `/news/${id}`)).json() as AdminArticle;
    expect(seen.review?.comment).toBe(comment);
    const mine = (await call(writer, 'GET', '/dashboard')).json() as { attention: { kind: string; count: number }[] };
    expect(mine.attention.find((item) => item.kind === 'news.returned')?.count).toBe(1);

    // Corrected and submitted again; the reviewer publishes: approved, and on the site.
    const corrected = article('Une exposition à Kigali', 'exposition-kigali');
    corrected.words.fr.contentHtml = '<p>Photographies d’Amani Ilunga, du 3 au 14 mars.</p>';
    const saved = await call(writer, 'PUT', `/news/${id}/draft`, { ...corrected, revision: seen.revision });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(writer, 'POST', `/news/${id}/submit`, {})).statusCode).toBe(200);
    const published = await call(editor, 'POST', `/news/${id}/publish`, { languages: ['fr'] });
    expect(published.statusCode, published.body).toBe(200);
    expect((published.json() as AdminArticle).review).toBeNull();
    const page = await ctx.app.inject('/api/news/exposition-kigali');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Amani Ilunga');

    const history = (await call(editor, 'GET', `/news/${id}/history`)).json() as ArticleRevision[];
    expect(history.map((r) => r.action).slice(0, 6)).toEqual([
      'published',
      'approved',
      'submitted',
      'saved',
      'returned',
      'submitted',
    ]);
    expect(history.find((r) => r.action === 'returned')?.note).toBe(comment);
    const audited = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining(['news.submitted', 'news.returned', 'news.approved', 'news.published']),
    );
    // On the site, it is an editor's to take off or delete.
    expect((await call(writer, 'POST', `/news/${id}/unpublish`, {})).statusCode).toBe(403);
    expect((await call(writer, 'DELETE', `/news/${id}`, { addresses: 'gone' })).statusCode).toBe(403);
  });

  it('keeps a company’s writer and reviewer within their company', async () => {
    const owner = new AdminClient(ctx.app);
    await owner.signIn(await createStaff(db(), 'owner'));
    const companyWriter = await createStaff(db(), 'writer', { totp: false });
    const ownReviewer = await createStaff(db(), 'editor', { totp: false });
    const otherReviewer = await createStaff(db(), 'editor', { totp: false });
    for (const [staff, company] of [
      [companyWriter, images],
      [ownReviewer, images],
      [otherReviewer, properties],
    ] as const) {
      expect((await call(owner, 'PATCH', `/staff/${staff.id}`, { companyIds: [company] })).statusCode).toBe(200);
    }
    const clients = await Promise.all(
      [companyWriter, ownReviewer, otherReviewer].map(async (staff) => {
        const client = new AdminClient(ctx.app);
        await client.signIn(staff);
        return client;
      }),
    );
    const [w, own, other] = clients;
    const created = await call(w, 'POST', '/news', article('AK Images à la foire', 'ak-images-foire', [images]));
    const id = (created.json() as AdminArticle).id;
    expect((await call(w, 'POST', `/news/${id}/submit`, {})).statusCode).toBe(200);
    expect((await call(other, 'POST', `/news/${id}/return`, { comment: 'Non' })).statusCode).toBe(404);
    expect((await call(other, 'POST', `/news/${id}/publish`, { languages: ['fr'] })).statusCode).toBe(404);
    const otherWaiting = (await call(other, 'GET', '/news?review=submitted')).json() as AdminNewsList;
    expect(otherWaiting.items.map((item) => item.id)).not.toContain(id);
    expect((await call(own, 'POST', `/news/${id}/publish`, { languages: ['fr'] })).statusCode).toBe(200);
    // On the site: its page, the company's latest news (its page's list) and the company's feed in French.
    expect((await ctx.app.inject('/api/news/ak-images-foire')).statusCode).toBe(200);
    const listed = await ctx.app.inject('/api/news?published=true&lang=fr&company=ak-images&limit=9&offset=0');
    expect(listed.statusCode).toBe(200);
    expect(listed.body).toContain('AK Images à la foire');
    const feed = await ctx.app.inject('/news/rss.xml?lang=fr&company=ak-images');
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('AK Images à la foire');
    expect((await ctx.app.inject('/news/rss.xml?lang=fr&company=veb-properties')).body).not.toContain(
      'AK Images à la foire',
    );
  });
});
