import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './negotiation';

/** Accept-Encoding as RFC 9110 §12.5.3 reads it (decision 097); curl-level cases are in http-semantics.test.ts. */
describe('chooseEncoding', () => {
  it.each([
    ['gzip, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip, br;q=0', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    // `*` stands for every coding not named; a coding named with q=0 stays refused.
    ['br;q=0, *', 'gzip'],
    ['gzip;q=0, *', 'br'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    // Codings are case-insensitive, and x-gzip is gzip.
    ['GZIP', 'gzip'],
    ['Br', 'br'],
    ['x-gzip', 'gzip'],
    ['X-GZIP;Q=0.8, br;q=0.2', 'gzip'],
    // Identity wins only when rated above every coding.
    ['identity', 'identity'],
    ['identity;q=1, gzip;q=0.5', 'identity'],
    ['identity, gzip', 'gzip'],
    ['', 'identity'],
    ['deflate', 'identity'],
    // A malformed q is no weight at all.
    ['br;q=2, gzip', 'gzip'],
    ['br;q=abc, gzip;q=0.1', 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it('reads no header as a client that asks for none', () => {
    expect(chooseEncoding(undefined)).toBe('identity');
  });
});
