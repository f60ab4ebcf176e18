import { describe, expect, it } from 'vitest';
import { ManualClock } from '../lib/clock';
import { ContentCache } from './cache';
import type { ContentTag } from './tags';

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

  it('reads afresh while untrusted, and serves the last answer only when the database is unreachable', async () => {
    const cache = new ContentCache();
    await cache.get('a', async () => 1);
    cache.setTrusted(false);
    expect(await cache.get('a', async () => 2)).toBe(2);
    // The database is away: the last answer is served rather than an error.
    const down = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    expect(await cache.get('a', down)).toBe(2);
    // Any other failure is not hidden.
    await expect(cache.get('a', () => Promise.reject(new Error('bug')))).rejects.toThrow('bug');
    // Nothing stored: the outage shows.
    await expect(cache.get('b', down)).rejects.toThrow('ECONNREFUSED');
    // Trusted again: everything is read afresh.
    cache.setTrusted(true);
    expect(cache.size).toBe(0);
    expect(await cache.get('a', async () => 3)).toBe(3);
  });

  it('keeps minor answers apart, so they cannot push real ones out', async () => {
    const cache = new ContentCache(2, 1);
    await cache.get('real1', async () => 'page');
    await cache.get('real2', async () => 'page');
    for (const n of [1, 2, 3]) await cache.get(`missing${n}`, async () => null, { minor: (v) => v === null });
    expect(await cache.get('real1', async () => 'new')).toBe('page');
    expect(await cache.get('real2', async () => 'new')).toBe('page');
    expect(await cache.get('missing3', async () => 'x', { minor: (v) => v === null })).toBe(null);
    expect(cache.size).toBe(3);
  });
});

describe('ContentCache byte bound', () => {
  const weigh = (value: string) => value.length;

  it('evicts the oldest entries once the bytes held pass the bound, whatever the count', async () => {
    const cache = new ContentCache(100, 10, undefined, { maxBytes: 10, maxMinorBytes: 4 });
    await cache.get('a', async () => 'aaaa', { weigh });
    await cache.get('b', async () => 'bbbb', { weigh });
    expect(cache.bytes).toBe(8);
    await cache.get('c', async () => 'cccc', { weigh }); // 12 > 10: a goes
    expect(cache.bytes).toBe(8);
    expect(cache.size).toBe(2);
    expect(await cache.get('b', async () => 'x', { weigh })).toBe('bbbb');
    expect(await cache.get('c', async () => 'x', { weigh })).toBe('cccc');
    expect(await cache.get('a', async () => 'aaaaaaaa', { weigh })).toBe('aaaaaaaa'); // 16 > 10: b, then c go
    expect(cache.bytes).toBe(8);
    expect(cache.size).toBe(1);
  });

  it('keeps an entry heavier than the bound on its own, and counts minor answers in their own bound', async () => {
    const cache = new ContentCache(100, 10, undefined, { maxBytes: 10, maxMinorBytes: 4 });
    await cache.get('small', async () => 'ss', { weigh });
    await cache.get('huge', async () => 'h'.repeat(50), { weigh });
    expect(cache.size).toBe(1);
    expect(await cache.get('huge', async () => 'x', { weigh })).toBe('h'.repeat(50));
    const minor = { weigh, minor: (v: string) => v.startsWith('404') };
    await cache.get('m1', async () => '404a', minor);
    await cache.get('m2', async () => '404b', minor); // 8 > 4: m1 goes, the main area is untouched
    expect(await cache.get('m2', async () => 'x', minor)).toBe('404b');
    expect(await cache.get('huge', async () => 'x', { weigh })).toBe('h'.repeat(50));
    expect(await cache.get('m1', async () => '404 again', minor)).toBe('404 again');
  });

  it('gives back the bytes of what is dropped by a change, an expiry or clearing', async () => {
    const cache = new ContentCache(100, 10, undefined, { maxBytes: 100, maxMinorBytes: 100 });
    await cache.get('news', async () => 'n'.repeat(30), { weigh, tags: ['news'] });
    await cache.get('impact', async () => 'i'.repeat(20), { weigh, tags: ['entries:metric'] });
    expect(cache.bytes).toBe(50);
    cache.invalidate(['news']);
    expect(cache.bytes).toBe(20);
    // Stored again under the same key: counted once.
    await cache.get('impact', async () => 'x', { weigh, tags: ['entries:metric'] });
    cache.setTrusted(false);
    await cache.get('impact', async () => 'i'.repeat(25), { weigh, tags: ['entries:metric'] });
    expect(cache.bytes).toBe(25);
    cache.setTrusted(true);
    expect(cache.bytes).toBe(0);
  });
});

describe('ContentCache tags', () => {
  it('drops only the entries made from the changed content, pages included', async () => {
    const cache = new ContentCache();
    let renders = 0;
    const news = (into?: Set<ContentTag>) => cache.get('news:list', async () => ['article'], { tags: ['news'], into });
    const impact = (into?: Set<ContentTag>) =>
      cache.get('impact:metrics', async () => ['metric'], { tags: ['entries:metric'], into });
    // A page made while reading news inherits the tag, also when the read was a cache hit.
    const page = (key: string, read: (tags: Set<ContentTag>) => Promise<unknown>) =>
      cache.get(key, async (tags) => {
        renders += 1;
        return read(tags);
      });
    await news();
    await page('page:/news', news);
    await page('page:/impact', impact);
    await page('page:/about', async () => 'static');
    expect(renders).toBe(3);
    cache.tableChanged('news_versions');
    await page('page:/news', news);
    await page('page:/impact', impact);
    await page('page:/about', async () => 'static');
    expect(renders).toBe(4);
    // An unknown table empties everything.
    cache.tableChanged('something_new');
    await page('page:/about', async () => 'static');
    expect(renders).toBe(5);
  });

  it('expires one tag at a time on its clock', async () => {
    const clock = new ManualClock();
    const cache = new ContentCache(100, 10, clock);
    await cache.get('n', async () => 1, { tags: ['news'] });
    await cache.get('i', async () => 1, { tags: ['entries:metric'] });
    cache.expireAt(clock.now().getTime() + 1000, 'news');
    expect(await cache.get('n', async () => 2, { tags: ['news'] })).toBe(1);
    clock.advance(1000);
    expect(await cache.get('n', async () => 2, { tags: ['news'] })).toBe(2);
    expect(await cache.get('i', async () => 2, { tags: ['entries:metric'] })).toBe(1);
  });
});

describe('ContentCache order', () => {
  it('keeps an entry asked for at least once every half capacity, however many others pass', async () => {
    const cache = new ContentCache(10, 10);
    await cache.get('hot', async () => 'hot');
    for (let n = 0; n < 100; n++) {
      await cache.get(`cold${n}`, async () => n);
      if (n % 5 === 4) expect(cache.peek('hot')).toBe('hot');
    }
    expect(cache.peek('cold0')).toBeUndefined();
    expect(cache.size).toBe(10);
  });
});

describe('ContentCache peek', () => {
  it('gives a stored answer at once, never a load under way, and nothing while untrusted', async () => {
    const cache = new ContentCache();
    let finish: (value: string) => void = () => {};
    const pending = cache.get('a', () => new Promise<string>((resolve) => (finish = resolve)));
    expect(cache.peek('a')).toBeUndefined();
    finish('page');
    await pending;
    expect(cache.peek('a')).toBe('page');
    cache.setTrusted(false);
    expect(cache.peek('a')).toBeUndefined();
    cache.setTrusted(true);
    expect(cache.peek('a')).toBeUndefined();
  });
});
