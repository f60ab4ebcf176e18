import { describe, expect, it } from 'vitest';
import { table } from '../audit/lib/table';
import { type AgainstResult, againstReport, readFigures, tableColumn } from './against';
import { ms } from './load';
import { uploadsReport } from './uploads';

/** A bench output as both commits print it: the targets table (scripts/bench/report.ts) and the uploads table. */
function output(p99: Record<string, number>, healthzMax: number): string {
  const targets = table([
    ['target', 'req/s', 'p50', 'p99', 'errors', 'budget', ''],
    ...Object.entries(p99).map(([label, value]) => [label, '12,345', ms(value / 3), ms(value), '0', '>= 0.9', 'ok']),
  ]);
  const uploads = uploadsReport({
    idleRss: 100e6,
    peakRss: 300e6,
    health: { p50: 3, p99: healthzMax / 2, max: healthzMax, count: 200, failed: 0 },
    uploads: [{ status: 201, ms: 1234 }],
    bytes: 4 * 9e6,
  });
  return `pinned: ...\nTargets (PGlite on disk) ...\n${targets}\nbody ceiling: ...\n\n${uploads}\n\nbench finished in 300 s`;
}

describe('the comparison with the older code (decision 099)', () => {
  it('reads each target’s p99, labels with spaces whole, and /healthz’s worst answer', () => {
    const figures = readFigures(output({ 'GET / (home page)': 4.2, 'GET /api/news?page=2': 12.5 }, 318));
    expect([...figures.p99]).toEqual([
      ['GET / (home page)', 4.2],
      ['GET /api/news?page=2', 13],
    ]);
    expect(figures.healthzMax).toBe(318);
  });

  it('finds the table by its header and stops at its end', () => {
    const column = tableColumn(
      `${table([
        ['target', 'p99'],
        ['a b', '1.0 ms'],
      ])}\n\nnot a row  9 ms`,
      'target',
      'p99',
    );
    expect([...column]).toEqual([['a b', '1.0 ms']]);
    expect(tableColumn('no tables here', 'target', 'p99').size).toBe(0);
  });

  it('judges today against the older code by their ratio, the absolute figure beside', () => {
    const older = readFigures(output({ 'GET /': 8, 'GET /about': 6 }, 250));
    const result = (p99: Record<string, number>, max: number): AgainstResult => ({
      commit: '152b1a9edae98488c47f734f680c0442b9c04665',
      older: [older],
      now: [readFigures(output(p99, max))],
      logs: ['.tmp/a.log'],
    });
    const within = againstReport(result({ 'GET /': 8.5, 'GET /about': 5, 'GET /companies/x': 30 }, 260));
    expect(within).toMatch(
      /p99, the worst of the targets in both +8\.0 ms +8\.5 ms +1\.06 +ok +8\.5 ms against 10 ms: within/,
    );
    expect(within).toMatch(/\/healthz max during the uploads +250 ms +260 ms +1\.04 +ok +260 ms against 200 ms: over/);
    // A target the older code lacks is named, not compared.
    expect(within).toContain('today only (no older figure): GET /companies/x');
    const worse = againstReport(result({ 'GET /': 9.5, 'GET /about': 5 }, 300));
    expect(worse).toMatch(/worst of the targets in both +8\.0 ms +9\.5 ms +1\.19 +FAIL/);
    expect(worse).toMatch(/uploads +250 ms +300 ms +1\.20 +FAIL/);
  });
});
