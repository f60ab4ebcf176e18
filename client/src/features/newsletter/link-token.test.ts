import { describe, expect, it } from 'vitest';
import { readLinkToken } from './link-token';

describe('readLinkToken', () => {
  it('reads the token after #, then from the query, else nothing', () => {
    expect(readLinkToken({ hash: '#token=abc_DEF-123', search: '?lang=fr' })).toBe('abc_DEF-123');
    expect(readLinkToken({ hash: '', search: '?lang=sw&token=q-token' })).toBe('q-token');
    expect(readLinkToken({ hash: '#token=', search: '' })).toBeNull();
    expect(readLinkToken({ hash: '', search: '?lang=en' })).toBeNull();
  });
});
