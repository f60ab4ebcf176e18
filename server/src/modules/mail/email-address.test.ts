import { EMAIL_ADDRESS_MAX, isEmailAddress } from '@common/email-address';
import { newsletterSchema } from '@common/newsletter';
import fc from 'fast-check';
import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { checkMail, InvalidMailError } from './outbox';

/**
 * The address rule (common/src/email-address.ts, docs/decisions/028) is the mailer's. Every address it accepts is
 * read back unchanged by nodemailer's own parser and sent to exactly that address; the newsletter form and
 * the mail queue accept the same addresses, so a subscription never fails in the queue (it was a 500).
 */
const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
const queueAccepts = (to: string) => {
  try {
    checkMail({ kind: 'newsletter_confirmation', language: 'en', to, subject: 's', text: 't' });
    return true;
  } catch (error) {
    if (error instanceof InvalidMailError) return false;
    throw error;
  }
};
const formAccepts = (email: string) => z.safeParse(newsletterSchema, { email });

/** Addresses near the rule's edges: valid ones, RFC oddities and what a fuzzer tries first. */
const EDGES = [
  'a@b.c',
  'a"b<c>@x.co',
  '"quoted"@example.org',
  'name <a@example.org>',
  'a@example.org, b@example.org',
  'a;b@example.org',
  'a(comment)@example.org',
  'a@[127.0.0.1]',
  'a@example.org.',
  'a@-example.org',
  'a..b@example.org',
  '.a@example.org',
  'josé@example.org',
  'a@exämple.org',
  'a@example.xn--p1ai',
  'a\r\n@example.org',
  `${'a'.repeat(65)}@example.org`,
  `a@${'b'.repeat(63)}.org`,
  `a@${'b'.repeat(64)}.org`,
  "o'brien+news@veb-group.co.za",
  'x!#$%&*/=?^_`{|}~-@example.org',
];
const ATEXT = "abcXYZ019!#$%&'*+/=?^_`{|}~-.";
const candidates = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom(...EDGES),
  fc.string({ unit: fc.constantFrom(...`${ATEXT}@"<>(),;: \\[]é\t`), maxLength: 40 }),
  fc
    .tuple(fc.string({ unit: fc.constantFrom(...ATEXT), minLength: 1, maxLength: 12 }), fc.domain())
    .map(([local, domain]) => `${local}@${domain}`),
);

describe('the e-mail address rule is the mailer’s', () => {
  it('refuses a@b.c (no one-letter top-level domain exists) and a"b<c>@x.co, in the form and in the queue', () => {
    for (const address of ['a@b.c', 'a"b<c>@x.co']) {
      expect(formAccepts(address).success, address).toBe(false);
      expect(queueAccepts(address), address).toBe(false);
    }
    expect(formAccepts('A@Example.ORG ').data?.email).toBe('a@example.org');
  });

  it('sends every address it accepts exactly as written (nodemailer’s parser and envelope)', async () => {
    await fc.assert(
      fc.asyncProperty(candidates, async (address) => {
        fc.pre(isEmailAddress(address));
        expect(address.length).toBeLessThanOrEqual(EMAIL_ADDRESS_MAX);
        expect(addressparser(address)).toEqual([{ address, name: '' }]);
        const info = await transport.sendMail({ from: 'site@veb.example', to: address, subject: 's', text: 't' });
        expect(info.envelope.to).toEqual([address]);
      }),
      { numRuns: 400 },
    );
  });

  it('accepts in the form exactly what the queue accepts, and the reverse', () => {
    fc.assert(
      fc.property(candidates, (typed) => {
        const form = formAccepts(typed);
        if (form.success) expect(queueAccepts(form.data.email), typed).toBe(true);
        if (queueAccepts(typed)) expect(form.success && form.data.email, typed).toBe(typed.toLowerCase());
      }),
      { numRuns: 2000 },
    );
  });
});
