import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { stderrLogger } from '../db/logger';
import { ManualClock } from '../lib/clock';
import { createTestDatabase } from '../test/test-app';
import { type DailyJob, startDailyJobs } from './daily';

const DAY = 24 * 60 * 60_000;

describe('daily jobs', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('pglite', { seed: false });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('runs as of the clock’s time when asked during a check that began earlier', async () => {
    const clock = new ManualClock(Date.parse('2026-11-30T08:00:00Z'));
    const ranAt: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const job: DailyJob = {
      name: 'newsletter.delete_unconfirmed',
      async run(_writer, now) {
        ranAt.push(now.toISOString());
        // The first run is slow, as under load: the day turns and a check is asked for meanwhile.
        if (ranAt.length === 1) await held;
        return {};
      },
    };
    const jobs = startDailyJobs({ db: database.db, jobs: [job], clock, log: stderrLogger, everyMs: DAY });
    try {
      const first = jobs.check();
      await expect.poll(() => ranAt.length).toBe(1);
      clock.advance(DAY);
      const second = jobs.check();
      release();
      await Promise.all([first, second]);
      // The second check ran the job on the next day, not only waited for the first day's run.
      expect(ranAt).toEqual(['2026-11-30T08:00:00.000Z', '2026-12-01T08:00:00.000Z']);
    } finally {
      await jobs.stop();
    }
  });
});
