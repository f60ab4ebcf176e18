import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server that takes every message and keeps none (the newsletter fan-out bench, fanout.ts),
 * in its own process so that what it costs is not counted against the sender. It prints `port N` once
 * listening, then `received N at MS` (epoch milliseconds) for every SINK_EVERY messages (default 1000).
 */
const every = Number(process.env.SINK_EVERY ?? 1000);
let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  // As many connections as a sender may open; the default (infinite) is also fine, said for the reader.
  maxClients: 1000,
  onData: (stream, _session, callback) => {
    stream.on('end', () => {
      received += 1;
      if (received % every === 0) process.stdout.write(`received ${received} at ${Date.now()}\n`);
      callback();
    });
    stream.resume();
  },
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`port ${(server.server.address() as AddressInfo).port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
