import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

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
export const SMTP_CONNECTIONS = 5;

export function createMailTransport(options: {
  smtpUrl?: string;
  dev: boolean;
  mailDir: string;
}): MailTransport | null {
  if (options.smtpUrl) {
    // Pooled: connections stay open between mails and several carry mail at once, so a newsletter leaves
    // as fast as the SMTP server takes it (issue 23 §3) rather than at one connection's round trips per
    // mail. A setting in SMTP_URL's query (?maxConnections=2) wins over these.
    const transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: SMTP_CONNECTIONS,
      maxMessages: 1000,
    });
    // SMTP_URL holds a password: the description names only the host.
    const { protocol, hostname, port } = new URL(options.smtpUrl);
    return {
      describe: `SMTP ${protocol}//${hostname}${port ? `:${port}` : ''}`,
      connections: SMTP_CONNECTIONS,
      send: async (message) => {
        await transporter.sendMail(message);
      },
      close: () => transporter.close(),
    };
  }
  if (!options.dev) return null;
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: `files in ${options.mailDir}`,
    connections: 1,
    send: async (message) => {
      const info = await transporter.sendMail(message);
      await mkdir(options.mailDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(message.to).replace(/[^\w.@-]/g, '_')}.eml`;
      await writeFile(join(options.mailDir, name), info.message as Buffer);
    },
    close: () => transporter.close(),
  };
}
