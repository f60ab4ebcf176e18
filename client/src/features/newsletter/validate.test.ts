import { NEWSLETTER_EMAIL_PATTERN } from '@common/newsletter';
import { describe, expect, it } from 'vitest';
import { newsletterProblem } from './validate';

describe('newsletter e-mail rule', () => {
  it('asks for an address when the value is empty or blank', () => {
    expect(newsletterProblem('')).toBe('required');
    expect(newsletterProblem('   ')).toBe('required');
  });

  it.each([
    'plainaddress',
    'no-at.example.com',
    'name@domain',
    'name@.com',
    '@example.com',
    'two words@example.com',
    'a@b@c.com',
    'name@exa mple.com',
  ])('rejects %s as invalid', (value) => {
    expect(newsletterProblem(value)).toBe('invalid');
  });

  it.each(['ama@example.com', 'first.last+news@veb-group.co.za', '  padded@example.org  ', 'UPPER@EXAMPLE.COM'])(
    'accepts %s',
    (value) => {
      expect(newsletterProblem(value)).toBeNull();
    },
  );

  it('is the SPEC pattern: text, @, text, a dot and text, no spaces', () => {
    expect(NEWSLETTER_EMAIL_PATTERN.test('a@b.c')).toBe(true);
    expect(NEWSLETTER_EMAIL_PATTERN.test('a@b')).toBe(false);
    expect(NEWSLETTER_EMAIL_PATTERN.test('a b@c.d')).toBe(false);
  });
});
