import { describe, expect, it } from 'vitest';
import { parseResponse } from './raw-http';

describe('parseResponse', () => {
  it('reads the status, headers and a plain body', () => {
    const r = parseResponse(
      Buffer.from('HTTP/1.1 404 Not Found\r\nContent-Type: application/json\r\nX-A: b: c\r\n\r\n{"a":1}'),
    );
    expect(r).toMatchObject({ status: 404, headers: { 'content-type': 'application/json', 'x-a': 'b: c' } });
    expect(r.body.toString()).toBe('{"a":1}');
  });

  it('joins a chunked body', () => {
    const r = parseResponse(
      Buffer.from('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n'),
    );
    expect(r.body.toString()).toBe('abcde');
  });

  it('refuses what is not HTTP', () => {
    expect(() => parseResponse(Buffer.from('garbage'))).toThrow('not an HTTP response');
  });
});
