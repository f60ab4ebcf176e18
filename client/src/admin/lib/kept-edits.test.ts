import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropExpiredEdits, forgetEdits, KEPT_FOR, keepEdits, keptEdits } from './kept-edits';

const ana = { userId: 1, screen: 'content/metric', record: 12 } as const;
const edits = {
  form: { values: { metricKey: 'jobs' }, words: { fr: { label: 'Emplois' } }, reviewed: ['sw'] },
  revision: 41,
};
const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('kept edits', () => {
  it('keeps edits per staff member, screen and record, until forgotten', () => {
    const at = new Date('2026-11-25T10:00:00.000Z');
    expect(keepEdits(ana, edits, at)).toBe(true);
    expect(keptEdits(ana, at.getTime())).toEqual({ ...edits, keptAt: at.toISOString() });
    // A colleague on the same browser, another record, another screen: nothing.
    expect(keptEdits({ ...ana, userId: 2 }, at.getTime())).toBeNull();
    expect(keptEdits({ ...ana, record: 13 }, at.getTime())).toBeNull();
    expect(keptEdits({ ...ana, record: 'new' }, at.getTime())).toBeNull();
    expect(keptEdits({ ...ana, screen: 'stories' }, at.getTime())).toBeNull();
    // Written again: the newest replaces it.
    keepEdits(ana, { ...edits, form: { words: { en: { label: 'Jobs created' } } } }, at);
    expect(keptEdits(ana, at.getTime())?.form).toEqual({ words: { en: { label: 'Jobs created' } } });
    forgetEdits(ana);
    expect(keptEdits(ana, at.getTime())).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('drops what is older than a week, and what cannot be read', () => {
    const now = Date.parse('2026-11-25T10:00:00.000Z');
    const old = { ...ana, record: 1 };
    const recent = { ...ana, record: 2 };
    const colleagues = { ...ana, userId: 2 };
    keepEdits(old, edits, new Date(now - KEPT_FOR - 1000));
    keepEdits(recent, edits, new Date(now - 6 * DAY));
    keepEdits(colleagues, edits, new Date(now - 8 * DAY));
    localStorage.setItem('veb:kept-edits:v2:1:content/metric:3', '{not json');
    localStorage.setItem('veb:kept-edits:v2:1:content/metric:4', JSON.stringify({ form: 'text', keptAt: 'soon' }));
    // Kept by the screens before the one content model: an updatedAt, not a revision; never offered.
    const before = {
      form: { label: 'Jobs' },
      reviewed: [],
      basedOn: '2026-11-24T08:00:00.000Z',
      keptAt: '2026-11-25T09:00:00.000Z',
    };
    localStorage.setItem('veb:kept-edits:v1:1:impact:12', JSON.stringify(before));
    localStorage.setItem('veb:kept-edits:v2:1:content/metric:5', JSON.stringify({ ...before, revision: undefined }));
    localStorage.setItem('site-language', 'fr');
    // Reading an expired entry answers nothing and removes it.
    expect(keptEdits(old, now)).toBeNull();
    expect(keptEdits({ ...ana, record: 5 }, now)).toBeNull();
    expect(localStorage.length).toBe(6);
    dropExpiredEdits(now);
    // Every staff member's expired or old-shaped entries go; the recent one and what is not ours stay.
    expect(Object.keys(localStorage).sort()).toEqual(['site-language', 'veb:kept-edits:v2:1:content/metric:2']);
    expect(keptEdits(recent, now)?.revision).toBe(41);
  });

  it('keeps the revision the edits began from, null for a record without a history', () => {
    const at = new Date('2026-11-25T10:00:00.000Z');
    keepEdits(ana, { ...edits, revision: null }, at);
    expect(keptEdits(ana, at.getTime())).toEqual({ ...edits, revision: null, keptAt: at.toISOString() });
    localStorage.setItem(
      'veb:kept-edits:v2:1:content/metric:12',
      JSON.stringify({ ...edits, revision: 4.5, keptAt: at.toISOString() }),
    );
    expect(keptEdits(ana, at.getTime())).toBeNull();
  });

  it('works on when the storage is full or refused: nothing is kept, nothing is thrown', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(keepEdits(ana, edits)).toBe(false);
    expect(keptEdits(ana)).toBeNull();
    vi.restoreAllMocks();

    // Storage turned off in the browser's settings: even reading `localStorage` throws.
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied.', 'SecurityError');
    });
    expect(keepEdits(ana, edits)).toBe(false);
    expect(keptEdits(ana)).toBeNull();
    expect(() => forgetEdits(ana)).not.toThrow();
    expect(() => dropExpiredEdits()).not.toThrow();
  });
});
