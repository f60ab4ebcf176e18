import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type Mail from 'nodemailer/lib/mailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type StreamTransport from 'nodemailer/lib/stream-transport';

/**
 * nodemailer on the first mail: loaded at start it held 15 MB of a server that may send nothing for hours
 * (docs/decisions/050).
 */
const nodemailer = () => import('nodemailer').then((module) => module.default);

/**
 * Where mail goes: an SMTP server (SMTP_URL, smtps:// for TLS); in development without one, .eml files
 * under MAIL_DIR that any mail program opens; otherwise nowhere (null): mail waits in the outbox and the
 * dashboard says e-mail is not configured.
 */
export interface MailTransport {
  describe: string;
  /** Mails it can have in flight at once: the worker sends this many side by side. */
  connections: number;
  send(message: Mail.Options): Promise<void>;
  close(): void;
}

/** Connections to the SMTP server at once: nodemailer's default, which common relays accept. */
const SMTP_CONNECTIONS = 5;

export function createMailTransport(options: {
  smtpUrl?: string;
  dev: boolean;
  mailDir: string;
}): MailTransport | null {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    // Pooled: connections stay open between mails and several carry mail at once, so a newsletter leaves
    // as fast as the SMTP server takes it (docs/decisions/052) rather than at one connection's round trips per
    // mail. A setting in SMTP_URL's query (?maxConnections=2) wins over these.
    let transporter: Promise<Mail<SMTPPool.SentMessageInfo>> | undefined;
    const open = () => {
      transporter ??= nodemailer().then((mailer) =>
        mailer.createTransport({ url: smtpUrl, pool: true, maxConnections: SMTP_CONNECTIONS, maxMessages: 1000 }),
      );
      return transporter;
    };
    // SMTP_URL holds a password: the description names only the host.
    const { protocol, hostname, port } = new URL(smtpUrl);
    return {
      describe: `SMTP ${protocol}//${hostname}${port ? `:${port}` : ''}`,
      connections: SMTP_CONNECTIONS,
      send: async (message) => {
        await (await open()).sendMail(message);
      },
      close: () => {
        void transporter?.then((t) => t.close()).catch(() => {});
      },
    };
  }
  if (!options.dev) return null;
  let transporter: Promise<Mail<StreamTransport.SentMessageInfo>> | undefined;
  const open = () => {
    transporter ??= nodemailer().then((mailer) =>
      mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return transporter;
  };
  return {
    describe: `files in ${options.mailDir}`,
    connections: 1,
    send: async (message) => {
      const info = await (await open()).sendMail(message);
      await mkdir(options.mailDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(message.to).replace(/[^\w.@-]/g, '_')}.eml`;
      await writeFile(join(options.mailDir, name), info.message as Buffer);
    },
    close: () => {
      void transporter?.then((t) => t.close()).catch(() => {});
    },
  };
}
