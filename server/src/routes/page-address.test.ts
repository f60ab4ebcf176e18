import { describe, expect, it } from 'vitest';
import { pageAddress } from './page-address';

describe('pageAddress', () => {
  it('keeps only the parameters pages read, in a fixed order', () => {
    expect(pageAddress('/')).toEqual({ url: '/' });
    expect(pageAddress('/?q=123&utm_source=x')).toEqual({ url: '/' });
    expect(pageAddress('/news?utm=1&category=Awards&page=2')).toEqual({ url: '/news?page=2&category=Awards' });
    expect(pageAddress('/contact?subject=investment&lang=fr')).toEqual({ url: '/contact?subject=investment' });
    expect(pageAddress(`/news?category=${'x'.repeat(500)}`)).toEqual({ url: '/news' });
  });

  it('redirects double slashes and trailing slashes to the single-slash path, never to another host', () => {
    expect(pageAddress('//x')).toEqual({ redirect: '/x', url: '/x' });
    expect(pageAddress('//evil.example/path')).toEqual({ redirect: '/evil.example/path', url: '/evil.example/path' });
    expect(pageAddress('/about/')).toEqual({ redirect: '/about', url: '/about' });
    expect(pageAddress('///news//a?page=2&lang=sw&x=1')).toEqual({
      redirect: '/news/a?page=2&lang=sw',
      url: '/news/a?page=2',
    });
    expect(pageAddress('//')).toEqual({ redirect: '/', url: '/' });
  });

  it('reads a backslash as a slash, as browsers do, so `/\\host` never becomes `//host`', () => {
    expect(pageAddress('/\\evil.example/')).toEqual({ redirect: '/evil.example', url: '/evil.example' });
    expect(pageAddress('/\\/evil.example')).toEqual({ redirect: '/evil.example', url: '/evil.example' });
    expect(pageAddress('/news\\a')).toEqual({ redirect: '/news/a', url: '/news/a' });
  });
});
