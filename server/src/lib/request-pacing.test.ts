import { describe, expect, it } from 'vitest';
import { RequestPacing } from './request-pacing';

describe('RequestPacing', () => {
  it('lets a burst through at once, then gives each later request the next slot at the rate', () => {
    let time = 0;
    const pacing = new RequestPacing(10, 5, 10_000, () => time);
    const waits = Array.from({ length: 8 }, () => pacing.slot('a'));
    expect(waits).toEqual([0, 0, 0, 0, 0, 100, 200, 300]);
    expect(pacing.paced).toBe(3);
    // Another client is not held back by the first.
    expect(pacing.slot('b')).toBe(0);
    // Once the slots taken are past, the client goes at once again, up to a new burst.
    time += 800 + 400;
    expect(Array.from({ length: 5 }, () => pacing.slot('a'))).toEqual([0, 0, 0, 0, 0]);
    expect(pacing.slot('a')).toBe(100);
  });

  it('refuses, without taking a slot, a request that would wait longer than the longest wait', () => {
    let time = 0;
    const pacing = new RequestPacing(10, 1, 250, () => time);
    expect([pacing.slot('a'), pacing.slot('a'), pacing.slot('a')]).toEqual([0, 100, 200]);
    expect(pacing.slot('a')).toBeUndefined();
    expect(pacing.refused).toBe(1);
    time += 100;
    // The refusal took no slot: the next one is where it was.
    expect(pacing.slot('a')).toBe(200);
  });

  it('stays bounded in memory whatever the number of clients', () => {
    let time = 0;
    const pacing = new RequestPacing(10, 30, 10_000, () => time, 100);
    for (let i = 0; i < 1000; i++) {
      pacing.slot(`client-${i}`);
      time += 1;
    }
    expect((pacing as unknown as { due: Map<string, number> }).due.size).toBeLessThanOrEqual(100);
  });
});
