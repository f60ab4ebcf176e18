import type Mail from 'nodemailer/lib/mailer';
import type { Db } from '../../db/client';
import { type DbLogger, errorFields } from '../../db/logger';
import { isDatabaseUnavailable } from '../../db/unavailable';
import type { Clock } from '../../lib/clock';
import { claimDueMail, markAttemptFailed, markSent, type OutboxRow } from './outbox';
import type { MailTransport } from './transport';

export interface MailWorker {
  /** Look for due mail now (after queueing some), instead of at the next poll. */
  kick(): void;
  stop(): Promise<void>;
}

/** The message nodemailer builds from a row: headers from validated values, a plain-text part always. */
function toMessage(row: OutboxRow, from: string): Mail.Options {
  const headers = Object.fromEntries(
    Object.entries(row.headers).map(([name, value]) => [name, { prepared: true, value }]),
  );
  return {
    from,
    to: row.toAddress,
    ...(row.replyTo ? { replyTo: row.replyTo } : {}),
    subject: row.subject,
    text: row.textBody,
    ...(row.htmlBody ? { html: row.htmlBody } : {}),
    headers,
  };
}

/**
 * The SMTP server's answer that this mail can never be delivered: a permanent negative reply (5yz, RFC 5321
 * §4.2.1, such as 550 mailbox unavailable) to its recipient (RCPT TO) or its content (DATA); nodemailer
 * gives them as `responseCode` and `command`. A 4yz answer, a broken connection, or a refusal of our own
 * settings (AUTH, MAIL FROM: every mail would fail alike until an owner fixes them) is tried again.
 */
const isPermanentRefusal = (error: unknown): boolean => {
  const { responseCode, command } = (error ?? {}) as { responseCode?: unknown; command?: unknown };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    (command === 'RCPT TO' || command === 'DATA')
  );
};

/**
 * Sends queued mail: claims due rows (outbox.ts), sends them over the transport's connections, and records each result. Polls
 * every `pollMs`; `kick()` wakes it at once. While the database or the SMTP server is away it keeps
 * trying: nothing is lost, every row is either sent, waiting for its next attempt, or failed with its error.
 */
export function startMailWorker(options: {
  db: Db;
  transport: MailTransport;
  from: string;
  log: DbLogger;
  clock: Clock;
  pollMs?: number;
  batch?: number;
}): MailWorker {
  const { db, transport, from, log, clock, pollMs = 2000, batch = 50 } = options;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  /** Sends one mail; answers whether it left (a failure is recorded here, with its next attempt). */
  const sendOne = async (row: OutboxRow): Promise<boolean> => {
    try {
      await transport.send(toMessage(row, from));
      return true;
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      const message = error instanceof Error ? error.message : String(error);
      const outcome = await markAttemptFailed(db, row, message, clock.now(), isPermanentRefusal(error));
      log.warn({ mail: row.id, kind: row.kind, attempt: row.attempts, outcome, error: message }, 'mail not sent');
      return false;
    }
  };

  // Side by side, as many as the transport has connections, and the batch's sent mails recorded in one
  // statement once it is through (a process that dies before that sends them again when their claim runs
  // out, as it did for one mail between sending and recording it). A row not started because the worker
  // stopped keeps its claim, and is sent by whichever process claims it once the claim runs out.
  const runOnce = async (): Promise<number> => {
    const rows = await claimDueMail(db, clock.now(), batch);
    const sent: number[] = [];
    let next = 0;
    const lane = async () => {
      while (next < rows.length && !stopped) {
        const row = rows[next++];
        if (await sendOne(row)) sent.push(row.id);
      }
    };
    // Every lane finishes before the record, also when one met the database gone: what left is recorded if it can be.
    const lanes = await Promise.allSettled(Array.from({ length: Math.min(transport.connections, rows.length) }, lane));
    await markSent(db, sent, clock.now());
    const failed = lanes.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    return rows.length;
  };

  const loop = async () => {
    let delay = pollMs;
    try {
      do {
        again = false;
        const sent = await runOnce();
        if (sent === batch) again = true;
      } while (again && !stopped);
    } catch (error) {
      // The database is away (or a bug): try again later; the rows are safe where they are.
      log.warn(errorFields(error), 'mail worker paused');
      delay = pollMs * 2;
    }
    if (!stopped) timer = setTimeout(tick, delay);
  };

  function tick() {
    timer = undefined;
    running = loop().finally(() => {
      running = undefined;
    });
  }

  timer = setTimeout(tick, 0);
  return {
    kick() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      if (timer) clearTimeout(timer);
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
