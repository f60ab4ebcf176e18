import { describe, expect, it } from 'vitest';
import { errorPage } from './error-page';

const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]);

describe('error page links', () => {
  it("keep the page's language, as every link does", () => {
    expect(hrefs(errorPage(503, 'fr', '/news?page=2'))).toEqual(['/news?page=2&amp;lang=fr', '/?lang=fr']);
    expect(hrefs(errorPage(400, 'sw', '/x'))).toEqual(['/?lang=sw']);
    expect(hrefs(errorPage(500, 'en', '/about'))).toEqual(['/about', '/']);
  });
});
