import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { configWarnings, loadConfig } from './config';
import { createTestDatabase } from './test/test-app';

/** One-click unsubscribe and mail links need an https PUBLIC_URL; the server says so at start. */
describe('the warning about a PUBLIC_URL that is not https', () => {
  const warns = (env: Record<string, string>) => configWarnings(loadConfig({ BACKGROUND_JOBS: 'false', ...env }));

  it('is given in production for http, or for no PUBLIC_URL at all, and not otherwise', () => {
    expect(warns({ NODE_ENV: 'production', PUBLIC_URL: 'http://www.veb-group.co.za' })).toEqual([
      expect.stringMatching(/PUBLIC_URL is http:\/\/www\.veb-group\.co\.za, not https.*RFC 8058/),
    ]);
    expect(warns({ NODE_ENV: 'production' })).toEqual([expect.stringMatching(/^PUBLIC_URL is http:\/\/localhost/)]);
    expect(warns({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.veb-group.co.za' })).toEqual([]);
    expect(warns({ NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' })).toEqual([]);
  });

  it('reaches the log as a warning when the app starts', async () => {
    const lines: { level: number; msg: string }[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const database = await createTestDatabase('pglite', { seed: false });
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://veb.example', BACKGROUND_JOBS: 'false' });
    const app = await buildApp({ config, database, logger: pino({ level: 'warn' }, sink) });
    try {
      await app.ready();
      // pino's level 40 is "warn".
      expect(lines).toContainEqual(expect.objectContaining({ level: 40, msg: expect.stringMatching(/not https/) }));
    } finally {
      await app.close();
      await database.close();
    }
  }, 180_000);
});
