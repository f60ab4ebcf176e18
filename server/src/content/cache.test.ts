import { describe, expect, it } from 'vitest';
import { ContentCache } from './cache';

describe('ContentCache', () => {
  it('loads once per key until cleared', async () => {
    const cache = new ContentCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    expect(await cache.get('a', load)).toBe(1);
    cache.clear();
    expect(await cache.get('a', load)).toBe(2);
  });

  it('does not keep failures', async () => {
    const cache = new ContentCache();
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', async () => 'up')).toBe('up');
  });

  it('evicts the least recently used entry beyond its size', async () => {
    const cache = new ContentCache(2);
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('a', async () => 99); // touch a
    await cache.get('c', async () => 3); // evicts b
    expect(await cache.get('a', async () => 100)).toBe(1);
    expect(await cache.get('b', async () => 200)).toBe(200);
    expect(cache.size).toBe(2);
  });

  it('empties itself at an expiry time', async () => {
    const cache = new ContentCache();
    await cache.get('a', async () => 1);
    cache.expireAt(Date.now() - 1);
    expect(await cache.get('a', async () => 2)).toBe(2);
  });

  it('serves nothing from memory while disabled', async () => {
    const cache = new ContentCache();
    cache.setEnabled(false);
    await cache.get('a', async () => 1);
    expect(await cache.get('a', async () => 2)).toBe(2);
  });
});
