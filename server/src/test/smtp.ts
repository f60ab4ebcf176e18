import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server inside the tests (smtp-server), keeping every message it accepts, parsed with
 * mailparser. `failing = true` makes it refuse messages (451) as a mail provider having trouble would;
 * an address in `refused` is refused for good (550), as for a mailbox that does not exist.
 */
export class TestSmtp {
  readonly messages: ParsedMail[] = [];
  readonly raw: string[] = [];
  failing = false;
  /** Recipients refused for good at RCPT TO (550), as a provider answers for a mailbox that does not exist. */
  readonly refused = new Set<string>();
  private server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.refused.has(address.address.toLowerCase())) {
          callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
          return;
        }
        callback();
      },
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          if (this.failing) {
            callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
            return;
          }
          const source = Buffer.concat(chunks);
          this.raw.push(source.toString('utf8'));
          this.messages.push(await simpleParser(source));
          callback();
        });
      },
    });
  }

  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Waits until `count` messages matching `filter` arrived (mail goes out in the background). */
  async waitFor(
    count: number,
    filter: (message: ParsedMail) => boolean = () => true,
    timeoutMs = 15_000,
  ): Promise<ParsedMail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.filter(filter);
      if (found.length >= count) return found;
      if (Date.now() > deadline)
        throw new Error(`expected ${count} messages, got ${found.length} of ${this.messages.length}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** A port nothing listens on: SMTP "down". */
export async function closedPort(): Promise<number> {
  const probe = await new TestSmtp().start();
  const { port } = probe;
  await probe.stop();
  return port;
}
