import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropExpiredEdits, forgetEdits, KEPT_FOR, keepEdits, keptEdits } from './kept-edits';

const ana = { userId: 1, screen: 'impact', record: 12 } as const;
const edits = {
  form: { label: 'Jobs made', translations: { fr: { label: 'Emplois' } } },
  reviewed: ['sw'],
  basedOn: 'v1',
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
    keepEdits(ana, { ...edits, form: { label: 'Jobs created' } }, at);
    expect(keptEdits(ana, at.getTime())?.form).toEqual({ label: 'Jobs created' });
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
    localStorage.setItem('veb:kept-edits:v1:1:impact:3', '{not json');
    localStorage.setItem('veb:kept-edits:v1:1:impact:4', JSON.stringify({ form: 'text', keptAt: 'soon' }));
    localStorage.setItem('site-language', 'fr');
    // Reading an expired entry answers nothing and removes it.
    expect(keptEdits(old, now)).toBeNull();
    expect(localStorage.length).toBe(5);
    dropExpiredEdits(now);
    // Every staff member's expired entries go; the recent one and what is not ours stay.
    expect(Object.keys(localStorage).sort()).toEqual(['site-language', 'veb:kept-edits:v1:1:impact:2']);
    expect(keptEdits(recent, now)?.basedOn).toBe('v1');
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
