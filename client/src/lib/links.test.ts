import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from './links';

describe('links', () => {
  it('encodes subject and body so they decode to the exact text', () => {
    const href = mailtoHref('careers@veb.example', {
      subject: 'Application for Job ID 3',
      body: 'Hello & welcome,\nline 2?',
    });
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('careers@veb.example');
    expect(decodeURIComponent(href.split('subject=')[1].split('&')[0])).toBe('Application for Job ID 3');
    expect(decodeURIComponent(href.split('body=')[1])).toBe('Hello & welcome,\nline 2?');
  });

  it('omits empty fields', () => {
    expect(mailtoHref('a@b.co')).toBe('mailto:a@b.co');
  });

  it('keeps only digits and plus in tel: links', () => {
    expect(telHref('+27 (11) 555-0100')).toBe('tel:+27115550100');
  });
});
