import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { mailOutbox, newsletterIssues, newsletterSubscribers } from '../../db/schema';
import { createTestDatabase, testDatabaseKinds } from '../../test/test-app';
import { InvalidMailError, storedMail } from '../mail';
import { articlesByIds } from './articles';
import { AUDIENCE_BATCH, queueIssueMails } from './fanout';
import { issueHeaders, renderIssue } from './mails';
import { addArticle, issueVersions } from './test-fixtures';

const PUBLIC_URL = 'https://veb.example';
const ENGLISH_AND_FRENCH = {
  en: { subject: 'July & more', intro: 'Hello <readers>.\n\nSecond "paragraph".' },
  fr: { subject: 'Juillet', intro: 'Bonjour.' },
};

/**
 * The set-based fan-out (docs/decisions/052) queues for each subscriber exactly the mail that rendering and
 * queueing it alone would: their address, their token, their language, the HTML escaped.
 */
describe.each(testDatabaseKinds())('newsletter fan-out in one statement (%s)', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  /** An issue in English and French, with two articles of its own (one also in French and Swahili). */
  const issueWith = async (words: Parameters<typeof issueVersions>[0] = ENGLISH_AND_FRENCH) => {
    const now = new Date();
    const articleIds = [
      await addArticle(
        database.db,
        {
          en: { slug: `harvest-${now.getTime()}`, title: 'The harvest & more', excerpt: 'Farms <did> well.' },
          fr: { slug: `recolte-${now.getTime()}`, title: 'La récolte', excerpt: 'Les fermes.' },
          sw: { slug: `mavuno-${now.getTime()}`, title: 'Mavuno', excerpt: 'Mashamba.' },
        },
        { at: now },
      ),
      await addArticle(
        database.db,
        { fr: { slug: `dakar-${now.getTime()}`, title: 'Un bureau à Dakar', excerpt: 'En juillet.' } },
        { at: now },
      ),
    ];
    const [issue] = await database.db
      .insert(newsletterIssues)
      .values({ versions: issueVersions(words), articleIds })
      .returning();
    return issue;
  };

  /** Queueing an English-only issue is refused as a whole: nothing lands in the outbox. */
  const expectWholeIssueRefused = async (start: number, spacingMs: number) => {
    const issue = await issueWith();
    await expect(
      queueIssueMails(database.db, {
        issueId: issue.id,
        issue,
        articles: [],
        choice: { locales: ['en'], fallback: null },
        publicUrl: PUBLIC_URL,
        start,
        spacingMs,
      }),
    ).rejects.toBeInstanceOf(InvalidMailError);
    expect(await database.db.select({ id: mailOutbox.id }).from(mailOutbox)).toEqual([]);
  };

  it('stores for every subscriber what queueing their mail alone would, in the order of subscription', async () => {
    await database.db.delete(mailOutbox);
    await database.db.delete(newsletterSubscribers);
    const now = new Date();
    // An address with the characters escapeHtml changes or keeps (& and '), and a language not offered.
    const subscribers = await database.db
      .insert(newsletterSubscribers)
      .values(
        [
          ["o'brien&co@example.org", 'en'],
          ['lecteur@example.fr', 'fr'],
          ['msomaji@example.co.tz', 'sw'],
          ['old-row@example.org', 'de'],
          ['pending@example.org', 'fr', 'pending'],
        ].map(([email, locale, status = 'confirmed']) => ({
          email,
          locale,
          status: status as 'confirmed' | 'pending',
          createdAt: now,
          confirmedAt: now,
        })),
      )
      .returning();
    const issue = await issueWith();
    const articles = await articlesByIds(database.db, issue.articleIds, now);
    // As the sender's choice is made whole (issues.ts sendChoice): the versions it is written in.
    const choice = { locales: ['en', 'fr'] as const, fallback: 'en' as const };
    const start = now.getTime() + 1000;
    const byLocale = await queueIssueMails(database.db, {
      issueId: issue.id,
      issue,
      articles,
      choice,
      publicUrl: PUBLIC_URL,
      start,
      spacingMs: 250,
    });
    // Swahili has no version: its reader gets the English one, as chosen, as does the one whose language is
    // not the site's (read as the default language, which the issue has).
    expect(byLocale).toEqual({ en: 3, fr: 1 });

    const rows = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.issueId, issue.id))
      .orderBy(asc(mailOutbox.nextAttemptAt));
    const confirmed = subscribers.filter((s) => s.status === 'confirmed').sort((a, b) => a.id - b.id);
    expect(rows.map((row) => row.subscriberId)).toEqual(confirmed.map((s) => s.id));
    rows.forEach((row, index) => {
      const subscriber = confirmed[index];
      const reader = subscriber.locale === 'fr' ? 'fr' : subscriber.locale === 'sw' ? 'sw' : 'en';
      const rendered = renderIssue({
        issue,
        articles,
        version: reader === 'fr' ? 'fr' : 'en',
        reader,
        email: subscriber.email,
        unsubscribeToken: subscriber.unsubscribeToken,
        publicUrl: PUBLIC_URL,
      });
      const alone = storedMail({
        kind: 'newsletter_issue',
        to: subscriber.email,
        language: rendered.locale,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        headers: issueHeaders(PUBLIC_URL, subscriber.unsubscribeToken),
      });
      expect({
        toAddress: row.toAddress,
        subject: row.subject,
        textBody: row.textBody,
        htmlBody: row.htmlBody,
        headers: row.headers,
        locale: row.locale,
      }).toEqual({
        toAddress: alone.toAddress,
        subject: alone.subject,
        textBody: alone.textBody,
        htmlBody: alone.htmlBody,
        headers: alone.headers,
        locale: alone.locale,
      });
      expect(row.nextAttemptAt.getTime()).toBe(start + index * 250);
      expect(row.giveUpAt.getTime() - row.nextAttemptAt.getTime()).toBe(24 * 60 * 60_000);
    });
    // escapeHtml's form of the address, in the HTML part only.
    expect(rows[0].htmlBody).toContain("o'brien&amp;co@example.org");
    expect(rows[0].textBody).toContain("o'brien&co@example.org");
  });

  it('refuses the whole issue when a subscriber has an address or token no mail may carry', async () => {
    await database.db.delete(mailOutbox);
    await database.db.delete(newsletterSubscribers);
    const now = new Date();
    await database.db.insert(newsletterSubscribers).values([
      { email: 'fine@example.org', status: 'confirmed', locale: 'en', createdAt: now, confirmedAt: now },
      // A token a URL would have to encode: the statement could not put it in the link as it is.
      {
        email: 'odd@example.org',
        status: 'confirmed',
        locale: 'en',
        unsubscribeToken: 'a token/with?signs',
        createdAt: now,
        confirmedAt: now,
      },
    ]);
    await expectWholeIssueRefused(now.getTime(), 1000);
  });

  it('refuses the whole issue for an address outside the one rule, however far down the list', async () => {
    await database.db.delete(mailOutbox);
    await database.db.delete(newsletterSubscribers);
    // A full batch of good addresses first, then one the rule refuses (a one-letter top-level domain,
    // which no naive check would catch): the check must read past its first batch.
    await database.db.execute(sql`
      insert into newsletter_subscribers (email, status, locale, created_at, confirmed_at)
      select 'reader' || n || '@example.org', 'confirmed', 'en', now(), now()
      from generate_series(1, ${AUDIENCE_BATCH}) as n`);
    await database.db
      .insert(newsletterSubscribers)
      .values({ email: 'last@example.c', status: 'confirmed', locale: 'en' });
    await expectWholeIssueRefused(Date.now(), 1);
  });

  it('stores the bodies compressed with lz4 where the server has it, for that transaction only', async () => {
    await database.db.delete(mailOutbox);
    await database.db.delete(newsletterSubscribers);
    await database.db.insert(newsletterSubscribers).values({ email: 'reader@example.org', status: 'confirmed' });
    const issue = await issueWith();
    // A long intro, so the row is past the size where PostgreSQL compresses it.
    const intro = Array.from({ length: 400 }, (_, n) => `Sentence ${n} of a long introduction.`).join(' ');
    const settings = async () =>
      (
        (await database.db.execute(sql`
          select current_setting('default_toast_compression') as now,
            'lz4' = any(enumvals) as has_lz4
          from pg_settings where name = 'default_toast_compression'`)) as unknown as {
          rows: { now: string; has_lz4: boolean }[];
        }
      ).rows[0];
    const before = await settings();
    await database.db.transaction(async (tx) => {
      await queueIssueMails(tx, {
        issueId: issue.id,
        issue: { versions: issueVersions({ en: { subject: 'Long', intro } }) },
        articles: [],
        choice: { locales: ['en'], fallback: null },
        publicUrl: PUBLIC_URL,
        start: Date.now(),
        spacingMs: 1,
      });
    });
    const [row] = (
      (await database.db.execute(
        sql`select pg_column_compression(html_body) as method from mail_outbox`,
      )) as unknown as { rows: { method: string | null }[] }
    ).rows;
    // PostgreSQL as the tests run it has lz4; PGlite has only pglz.
    expect(before.has_lz4).toBe(kind !== 'pglite');
    expect(row.method).toBe(before.has_lz4 ? 'lz4' : 'pglz');
    expect((await settings()).now).toBe(before.now);
  });

  it('numbers the turns over the recipients only when some languages are left out', async () => {
    await database.db.delete(mailOutbox);
    await database.db.delete(newsletterSubscribers);
    const now = new Date();
    await database.db.insert(newsletterSubscribers).values(
      ['fr', 'en', 'fr', 'sw', 'fr'].map((locale, n) => ({
        email: `reader${n}@example.org`,
        status: 'confirmed' as const,
        locale,
        createdAt: now,
        confirmedAt: now,
      })),
    );
    const issue = await issueWith();
    const start = now.getTime();
    const byLocale = await queueIssueMails(database.db, {
      issueId: issue.id,
      issue,
      articles: [],
      choice: { locales: ['fr'], fallback: null },
      publicUrl: PUBLIC_URL,
      start,
      spacingMs: 1000,
    });
    expect(byLocale).toEqual({ fr: 3 });
    const rows = await database.db
      .select({ to: mailOutbox.toAddress, at: mailOutbox.nextAttemptAt })
      .from(mailOutbox)
      .orderBy(asc(mailOutbox.nextAttemptAt));
    expect(rows.map((row) => [row.to, row.at.getTime() - start])).toEqual([
      ['reader0@example.org', 0],
      ['reader2@example.org', 1000],
      ['reader4@example.org', 2000],
    ]);
  });

  it('queues a French-only issue for the French subscribers alone, or the French version for all when chosen', async () => {
    await database.db.delete(mailOutbox);
    await database.db.delete(newsletterSubscribers);
    const now = new Date();
    const subscribers = await database.db
      .insert(newsletterSubscribers)
      .values(
        (['en', 'fr', 'sw', 'fr'] as const).map((locale, n) => ({
          email: `only-${n}@example.org`,
          status: 'confirmed' as const,
          locale,
          createdAt: now,
          confirmedAt: now,
        })),
      )
      .returning();
    const base = await issueWith({ fr: { subject: 'Juillet', intro: 'Bonjour à tous.' } });
    // And an article first written in Swahili, then in French, with no English version.
    const third = await addArticle(
      database.db,
      {
        sw: { slug: `soko-${now.getTime()}`, title: 'Soko jipya', excerpt: 'Limefunguliwa.' },
        fr: { slug: `marche-${now.getTime()}`, title: 'Un nouveau marché', excerpt: 'Ouvert.' },
      },
      { at: now },
    );
    const [issue] = await database.db
      .update(newsletterIssues)
      .set({ articleIds: [...base.articleIds, third] })
      .where(eq(newsletterIssues.id, base.id))
      .returning();
    const articles = await articlesByIds(database.db, issue.articleIds, now);
    const queue = (fallback: 'fr' | null) =>
      queueIssueMails(database.db, {
        issueId: issue.id,
        issue,
        articles,
        choice: { locales: ['fr'], fallback },
        publicUrl: PUBLIC_URL,
        start: now.getTime(),
        spacingMs: 10,
      });
    expect(await queue(null)).toEqual({ fr: 2 });
    const rowsNow = () =>
      database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.issueId, issue.id))
        .orderBy(asc(mailOutbox.nextAttemptAt));
    expect((await rowsNow()).map((row) => row.toAddress)).toEqual(['only-1@example.org', 'only-3@example.org']);

    await database.db.delete(mailOutbox);
    expect(await queue('fr')).toEqual({ fr: 4 });
    const rows = await rowsNow();
    expect(rows.map((row) => row.subscriberId)).toEqual(subscribers.map((s) => s.id));
    // Each exactly what rendering the French version for that reader and queueing it alone stores.
    rows.forEach((row, index) => {
      const subscriber = subscribers[index];
      const rendered = renderIssue({
        issue,
        articles,
        version: 'fr',
        reader: subscriber.locale as 'en' | 'fr' | 'sw',
        email: subscriber.email,
        unsubscribeToken: subscriber.unsubscribeToken,
        publicUrl: PUBLIC_URL,
      });
      expect(rendered.locale).toBe('fr');
      expect({ subject: row.subject, textBody: row.textBody, htmlBody: row.htmlBody, locale: row.locale }).toEqual({
        subject: 'Juillet',
        textBody: rendered.text,
        htmlBody: rendered.html,
        locale: 'fr',
      });
    });
    // Each article in the reader's language where it is published, else in the mail's (French), else in
    // its original: the English reader's third article in French, not in Swahili, its original.
    expect(rows[0].textBody).toContain('The harvest & more\nFarms <did> well.');
    expect(rows[0].textBody).toContain('Un nouveau marché\nOuvert.');
    expect(rows[0].textBody).not.toContain('Soko');
    expect(rows[2].textBody).toContain('Mavuno\nMashamba.');
    expect(rows[2].textBody).toContain('Soko jipya\nLimefunguliwa.');
    expect(rows[2].htmlBody).toContain('<h2 lang="sw">');
    expect(rows[1].textBody).toContain('La récolte\nLes fermes.');
  });
});
