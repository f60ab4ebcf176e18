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

  // The form's rule is the mailer's (common/src/email-address.ts, decision 028), so these never reach the queue.
  it.each(['a@b.c', 'a"b<c>@x.co', 'a@b', 'a b@c.d', 'a..b@example.org', 'a@example.org.', 'a@-x.example.org'])(
    'rejects %s, which the mailer could not send as written',
    (value) => {
      expect(newsletterProblem(value)).toBe('invalid');
    },
  );
});
