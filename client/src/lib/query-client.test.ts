import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => vi.useRealTimers());

describe('createQueryClient', () => {
  it('keeps data nobody observes (the menus read it without an observer) for as long as the page is open', () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    client.setQueryData(['/api/content/entries/company', { lang: 'en' }], [{ id: 1 }]);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(client.getQueryData(['/api/content/entries/company', { lang: 'en' }])).toEqual([{ id: 1 }]);
  });
});
