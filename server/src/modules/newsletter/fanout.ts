import { type SendChoice, versionSentTo } from '@common/admin/newsletter';
import { isEmailAddress } from '@common/email-address';
import { DEFAULT_LOCALE, LOCALES } from '@common/locale';
import { sql } from 'drizzle-orm';
import { mailOutbox, newsletterSubscribers } from '../../db/schema';
import type { Writer } from '../../db/types';
import { InvalidMailError, storedMail } from '../mail';
import type { NewsletterArticle } from './articles';
import { type IssueContent, issueHeaders, renderIssue } from './mails';

/**
 * An issue's mails queued with one INSERT ... SELECT (docs/decisions/052: 100,000 within 30 s). Each version is
 * rendered once here, by the same renderIssue as a single mail, for a stand-in address and token; the
 * statement puts each subscriber's own in their row. What the stand-ins pass through (the outbox's
 * checkMail, escapeHtml, the URL) leaves them as they are, and the subscriber's values need nothing
 * those did not do: the address is escaped for the HTML part here as escapeHtml does, and a token is
 * only accepted (checked below) when it is made of characters encodeURIComponent leaves alone.
 */
const STAND_IN_EMAIL = 'recipient.stand-in@newsletter.invalid';
const STAND_IN_TOKEN = 'UNSUBSCRIBETOKENSTANDIN';
/** Characters that encodeURIComponent, escapeHtml and a header keep as they are. */
const TOKEN_PATTERN = /^[A-Za-z0-9_.~-]+$/;
/** Subscribers checked per query: a few megabytes in the process at a time, however many there are. */
export const AUDIENCE_BATCH = 20_000;

/**
 * A subscriber no mail may be queued for: an address outside the one rule, or an unexpected token. Checked
 * here in JavaScript with isEmailAddress itself, a batch at a time in the order of id: PostgreSQL's regular
 * expressions run the rule's bounded repeats and look-ahead slowly (5 s for 100,000 addresses on
 * PostgreSQL, 10 s on PGlite; this takes 0.3 s and 0.8 s: decision 055).
 */
async function checkAudience(tx: Writer): Promise<void> {
  for (let after = 0; ; ) {
    const rows = (
      (await tx.execute(sql`
        select id, email, unsubscribe_token from ${newsletterSubscribers}
        where status = 'confirmed' and id > ${after}
        order by id limit ${AUDIENCE_BATCH}`)) as unknown as {
        rows: { id: number; email: string; unsubscribe_token: string }[];
      }
    ).rows;
    const bad = rows.find((row) => !isEmailAddress(row.email) || !TOKEN_PATTERN.test(row.unsubscribe_token));
    // As enqueueMail refuses such a mail: nothing of the issue is queued.
    if (bad) throw new InvalidMailError(`subscriber ${bad.id} has no address or token a mail can carry`);
    if (rows.length < AUDIENCE_BATCH) return;
    after = rows[rows.length - 1].id;
  }
}

/**
 * Queues one mail per confirmed subscriber who gets a version by the choice (`versionSentTo`: their own
 * language's when it is sent, else the chosen fallback, else none), spaced `spacingMs` apart from `start`
 * in the order of subscription (each retried for 24 hours after its own turn). Answers the count by the
 * language of the mail. A subscriber whose language is not one of the site's reads the default one.
 */
export async function queueIssueMails(
  tx: Writer,
  options: {
    issueId: number;
    issue: IssueContent;
    articles: NewsletterArticle[];
    choice: SendChoice;
    publicUrl: string;
    start: number;
    spacingMs: number;
  },
): Promise<Record<string, number>> {
  const { issueId, issue, articles, choice, publicUrl, start, spacingMs } = options;
  const versions = LOCALES.flatMap((reader) => {
    const version = versionSentTo(reader, choice);
    if (!version) return [];
    const rendered = renderIssue({
      issue,
      articles,
      version,
      reader,
      email: STAND_IN_EMAIL,
      unsubscribeToken: STAND_IN_TOKEN,
      publicUrl,
    });
    const mail = storedMail({
      kind: 'newsletter_issue',
      to: STAND_IN_EMAIL,
      language: rendered.locale,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      headers: issueHeaders(publicUrl, STAND_IN_TOKEN),
    });
    return [
      sql`(${reader}::text, ${mail.locale}::text, ${mail.subject}::text, ${mail.textBody}::text,
      ${mail.htmlBody}::text, ${JSON.stringify(mail.headers)}::text)`,
    ];
  });
  if (versions.length === 0) return {};
  await checkAudience(tx);
  const known = sql.join(
    LOCALES.map((locale) => sql`${locale}`),
    sql`, `,
  );
  const startAt = new Date(start).toISOString();
  // One statement writes every mail: 100,000 take seconds, more than the pool's 15 s on a busy machine
  // (db/postgres.ts). For this transaction only; the request still ends when it commits.
  await tx.execute(sql`set local statement_timeout = '120s'`);
  // Each row's bodies (3 KB or so) are compressed as they are stored; PostgreSQL's own method (pglz) took
  // half the statement's time, lz4 a quarter of it (decision 055). lz4 where the server was built with it,
  // for this transaction only; PGlite has only pglz. Reading the rows later needs nothing: the method is
  // recorded with each value.
  await tx.execute(sql`
    select set_config('default_toast_compression', 'lz4', true) from pg_settings
    where name = 'default_toast_compression' and 'lz4' = any(enumvals)`);
  // The subscriber's own address and token: the token first, so an address that happens to contain the
  // token's stand-in is left as it is.
  const own = (column: unknown, escapeAddress: boolean) => {
    const email = escapeAddress
      ? sql`replace(replace(replace(replace(s.email, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;')`
      : sql`s.email`;
    return sql`replace(replace(${column}, ${STAND_IN_TOKEN}, s.unsubscribe_token), ${STAND_IN_EMAIL}, ${email})`;
  };
  const result = (await tx.execute(sql`
    with version (reader, locale, subject, text_body, html_body, headers) as (values ${sql.join(versions, sql`, `)}),
    -- Each recipient's turn is numbered before their version's bodies join the row: sorting rows that
    -- carried the bodies spilled 350 MB to disk for 100,000 (decision 055).
    turn as (
      select s.id, s.email, s.unsubscribe_token, s.reader,
        ${startAt}::timestamptz + (row_number() over (order by s.id) - 1) * ${spacingMs} * interval '1 millisecond' as at
      from (
        select id, email, unsubscribe_token,
          case when locale in (${known}) then locale else ${DEFAULT_LOCALE}::text end as reader
        from ${newsletterSubscribers} where status = 'confirmed'
      ) s
      where s.reader in (select reader from version)
    ),
    queued as (
      insert into ${mailOutbox} (kind, to_address, subject, text_body, html_body, headers, locale,
        next_attempt_at, give_up_at, subscriber_id, issue_id)
      select 'newsletter_issue', s.email, v.subject, ${own(sql`v.text_body`, false)}, ${own(sql`v.html_body`, true)},
        replace(v.headers, ${STAND_IN_TOKEN}, s.unsubscribe_token)::jsonb, v.locale,
        s.at, s.at + interval '24 hours', s.id, ${issueId}
      from turn s join version v on v.reader = s.reader
      returning locale
    )
    select locale, count(*)::int as count from queued group by locale`)) as unknown as {
    rows: { locale: string; count: number }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.locale, Number(row.count)]));
}
