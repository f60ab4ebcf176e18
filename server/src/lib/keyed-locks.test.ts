import { describe, expect, it } from 'vitest';
import { keyedLocks } from './keyed-locks';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('keyedLocks', () => {
  it('runs work under one name one at a time, in the order asked', async () => {
    const locks = keyedLocks();
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        locks.with(['a'], async () => {
          running += 1;
          most = Math.max(most, running);
          await tick();
          order.push(i);
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(order).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(locks.size).toBe(0);
  });

  it('lets work under other names run at once', async () => {
    const locks = keyedLocks();
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        locks.with([`n${i}`], async () => {
          running += 1;
          most = Math.max(most, running);
          await tick();
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(5);
  });

  it('never deadlocks two callers asking for the same names in a different order', async () => {
    const locks = keyedLocks();
    const done = await Promise.all([
      locks.with(['x', 'y'], async () => {
        await tick();
        return 1;
      }),
      locks.with(['y', 'x'], async () => {
        await tick();
        return 2;
      }),
    ]);
    expect(done).toEqual([1, 2]);
  });

  it('gives the name back when the work throws', async () => {
    const locks = keyedLocks();
    await expect(
      locks.with(['a'], async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await locks.with(['a'], async () => 'next')).toBe('next');
    expect(locks.size).toBe(0);
  });
});
