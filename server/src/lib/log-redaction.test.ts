import { describe, expect, it } from 'vitest';
import { REDACTED, redactLine, redactUrl } from './log-redaction';

const TOKEN = 'Zq3-_tokenOfForty3Chars_abcdefghijklmnopqrs';

describe('addresses that carry a secret, as a log writes them', () => {
  it('takes the token out of every listed route, keeping the rest of the address', () => {
    expect(redactUrl(`/admin/invitation/${TOKEN}`)).toBe(`/admin/invitation/${REDACTED}`);
    expect(redactUrl(`/api/admin/invitations/${TOKEN}/accept`)).toBe(`/api/admin/invitations/${REDACTED}/accept`);
    expect(redactUrl(`/admin/reset/${TOKEN}`)).toBe(`/admin/reset/${REDACTED}`);
    expect(redactUrl(`/api/admin/password-reset/${TOKEN}?x=1`)).toBe(`/api/admin/password-reset/${REDACTED}?x=1`);
    expect(redactUrl(`/admin/setup/${TOKEN}`)).toBe(`/admin/setup/${REDACTED}`);
    expect(redactUrl(`/api/newsletter/unsubscribe?token=${TOKEN}`)).toBe(
      `/api/newsletter/unsubscribe?token=${REDACTED}`,
    );
  });

  it('catches the variants the router or a browser would still take', () => {
    // Percent-encoded letters, doubled slashes, a backslash, capitals.
    expect(redactUrl(`/admin/%69nvitation/${TOKEN}`)).not.toContain(TOKEN);
    expect(redactUrl(`//admin//invitation/${TOKEN}/`)).not.toContain(TOKEN);
    expect(redactUrl(`/admin\\invitation/${TOKEN}`)).not.toContain(TOKEN);
    expect(redactUrl(`/ADMIN/Invitation/${TOKEN}`)).not.toContain(TOKEN);
    // A token parameter on any address, in any spelling of its name.
    expect(redactUrl(`/anything?a=1&token=${TOKEN}&b=2`)).toBe(`/anything?a=1&token=${REDACTED}&b=2`);
    expect(redactUrl(`/anything?%74oken=${TOKEN}`)).not.toContain(TOKEN);
  });

  it('leaves other addresses exactly as they are', () => {
    for (const url of ['/', '/news/a-story?page=2', '/api/admin/staff/invitations/12', '/admin/invitation', '/%zz'])
      expect(redactUrl(url)).toBe(url);
  });

  it('cleans a whole log line, whatever wrote the address into it', () => {
    const line = `{"msg":"'/api/admin/invitations/${TOKEN}/accept' is not a valid url component","u":"/x?token=${TOKEN}"}`;
    const cleaned = redactLine(line);
    expect(cleaned).not.toContain(TOKEN);
    expect(cleaned).toContain(`/api/admin/invitations/${REDACTED}/accept`);
    const plain = '{"level":30,"req":{"url":"/news?page=2"},"msg":"incoming request"}';
    expect(redactLine(plain)).toBe(plain);
  });
});
