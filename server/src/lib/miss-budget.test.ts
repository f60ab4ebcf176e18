import { describe, expect, it } from 'vitest';
import { MissBudget } from './miss-budget';

describe('MissBudget', () => {
  it('lets a client make a burst of misses, then as many a second as allowed, each client alone', () => {
    let time = 0;
    const budget = new MissBudget(10, 30, () => time);
    const taken = Array.from({ length: 40 }, () => budget.take('a')).filter(Boolean).length;
    expect(taken).toBe(30);
    expect(budget.take('b')).toBe(true);
    time += 500;
    expect(Array.from({ length: 10 }, () => budget.take('a')).filter(Boolean).length).toBe(5);
  });

  it('stays bounded in memory whatever the number of clients', () => {
    let time = 0;
    const budget = new MissBudget(10, 30, () => time, 100);
    for (let i = 0; i < 1000; i++) {
      budget.take(`client-${i}`);
      time += 1;
    }
    expect((budget as unknown as { buckets: Map<string, unknown> }).buckets.size).toBeLessThanOrEqual(100);
  });
});
