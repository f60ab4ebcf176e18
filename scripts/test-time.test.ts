import { cpus } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ISSUE_START, machineCpu, startComparisonReport, TEST_TIME, testTimeReport } from './test-time';

describe('the test run’s figures', () => {
  it('reads the machine’s CPU time, which grows while this process computes', () => {
    const before = machineCpu();
    const ownBefore = process.cpuUsage();
    expect(before).toBeDefined();
    const until = Date.now() + 300;
    let spins = 0;
    while (Date.now() < until) spins += 1;
    const own = process.cpuUsage(ownBefore);
    const after = machineCpu();
    expect(spins).toBeGreaterThan(0);
    // The machine was busy at least while this process computed (less a tick of /proc/stat's rounding).
    const ownSeconds = (own.user + own.system) / 1e6;
    expect(ownSeconds).toBeGreaterThan(0.05);
    expect((after?.busy ?? 0) - (before?.busy ?? 0)).toBeGreaterThan(ownSeconds - 0.03);
    expect(after?.total ?? 0).toBeGreaterThanOrEqual(after?.busy ?? Number.POSITIVE_INFINITY);
  });

  it('holds the wall time to its target and the busy cores to decision 070’s ratio', () => {
    const cores = cpus().length;
    const before = { busy: 1_000, stolen: 0, total: 5_000 };
    // Busy for 90 % of the cores' time over 700 s: the ratio is 1 / 0.9 = 1.11, just over 1.1.
    const loose = { busy: 1_000 + 0.9 * cores * 700, stolen: 30, total: 5_000 + cores * 700 };
    const report = testTimeReport('npm test', 700, TEST_TIME.fullSeconds, before, loose);
    expect(report).toContain('npm test: 700 s (11.7 min)');
    expect(report).toContain('at most 600 s, NOT MET');
    expect(report).toContain('(90 %), 30 s taken by the host');
    expect(report).toContain('= 1.11, decision 070: at most 1.1, NOT MET');
    // Busy for 95 % over 590 s: both met.
    const busy = { busy: 1_000 + 0.95 * cores * 590, stolen: 0, total: 5_000 + cores * 590 };
    const quick = testTimeReport('npm test', 590, TEST_TIME.fullSeconds, before, busy);
    expect(quick).toContain('at most 600 s, met');
    expect(quick).toContain('= 1.05, decision 070: at most 1.1, met');
    expect(quick).not.toContain('taken by the host');
    // Without /proc (another system), the wall time alone.
    expect(testTimeReport('npm test', 590, 600, undefined, undefined).split('\n')).toHaveLength(1);
  });

  it('carries the ten-minute target over as a speed-up from its start, measured on one machine', () => {
    expect(ISSUE_START.commit).toMatch(/^[0-9a-f]{40}$/);
    // 2,520 s then and 1,200 s now: 2.1 times as fast, so the estimated 21 minutes become 10.0: met.
    const met = startComparisonReport(2_520, 1_200);
    expect(met).toContain(
      `(${ISSUE_START.commit.slice(0, 7)}): 2,520 s; now: 1,200 s, on this machine: 2.10 times as fast`,
    );
    expect(met).toContain('17-21 minutes, as much faster: 8.1-10.0 min; target (docs/performance.md): at most 10, met');
    // 1,260 s now: 2.0 times, 21 minutes become 10.5: not met, though 17 become 8.5.
    expect(startComparisonReport(2_520, 1_260)).toContain(
      '8.5-10.5 min; target (docs/performance.md): at most 10, NOT MET',
    );
  });
});
