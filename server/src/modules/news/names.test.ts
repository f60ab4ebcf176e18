import type { AuditEntry } from '@common/admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArticle } from '../../test/articles';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { nameTargets } from '../audit';
import { articleNames } from './names';

/** What names an article in the audit log and an image's uses: its title, in a language it is written in. */
describe.each(testDatabaseKinds())('article names (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false });
  });
  afterAll(() => ctx.close());

  it('reads the working copy in the language asked for where written, else its original; else the site', async () => {
    const editor = new AdminClient(ctx.app);
    await editor.signIn(await createStaff(ctx.database.db, 'editor'));
    const created = await editor.post('/api/admin/news', {
      values: { category: 'Awards', author: 'A', imageId: null, imageUrl: null },
      words: { sw: { title: 'Kichwa cha habari' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json().id as number;
    // French added later: written from the Swahili, the original.
    const added = await editor.request({
      method: 'PUT',
      url: `/api/admin/news/${draft}/draft`,
      payload: {
        values: { category: 'Awards', author: 'A', imageId: null, imageUrl: null },
        words: { fr: { title: 'Le titre' } },
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    // Only on the site (seeded, imported): its published version's title.
    const imported = await insertArticle(ctx.database.db, { versions: { fr: { title: 'Importé' } } });
    const db = ctx.database.db;
    expect(await articleNames(db, [draft, imported.id, 999_999], 'fr')).toEqual(
      new Map([
        [draft, 'Le titre'],
        [imported.id, 'Importé'],
      ]),
    );
    // English: written in neither; the original is the Swahili (from no other).
    expect((await articleNames(db, [draft], 'en')).get(draft)).toBe('Kichwa cha habari');
    // As the audit log names them: by the namer the news module's admin routes gave it.
    const { target } = await nameTargets(
      db,
      [
        { targetType: 'news', targetId: String(draft), actorId: null },
        { targetType: 'news', targetId: String(imported.id), actorId: null },
      ],
      ctx.app.auditTargetNamers,
    );
    expect([target.get(`news:${draft}`), target.get(`news:${imported.id}`)]).toEqual(['Kichwa cha habari', 'Importé']);
    // And in the log an owner reads: its line about the new article names it so.
    const owner = new AdminClient(ctx.app);
    await owner.signIn(await createStaff(db, 'owner'));
    const log = await owner.get('/api/admin/audit?action=news.created');
    expect(log.statusCode, log.body).toBe(200);
    const line = (log.json().entries as AuditEntry[]).find((entry) => entry.targetId === String(draft));
    expect(line).toMatchObject({ targetType: 'news', targetName: 'Kichwa cha habari' });
  });
});
