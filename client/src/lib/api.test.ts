import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, getQueryFn } from './api';

/** The network is outside the product: these tests stand in for it to check the helpers' contract. */
function answer(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const context = (queryKey: unknown[]) => ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

describe('generic read helper (SPEC §7)', () => {
  it('joins the key segments with slashes and sends cookies', async () => {
    const fetchMock = answer(200, '{"ok":true}');
    expect(await getQueryFn()(context(['/api/news', 'some-slug']))).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/news/some-slug', { credentials: 'include' });
  });

  it("raises 'STATUS: body' for a non-OK answer, or the status text when the body is empty", async () => {
    answer(500, 'Database down');
    await expect(getQueryFn()(context(['/api/x']))).rejects.toThrow('500: Database down');
    answer(503, '', 'Service Unavailable');
    await expect(getQueryFn()(context(['/api/x']))).rejects.toThrow('503: Service Unavailable');
  });

  it('throws on 401 by default and returns null in the returnNull variant', async () => {
    answer(401, 'Unauthorized');
    await expect(getQueryFn()(context(['/api/me']))).rejects.toThrow('401: Unauthorized');
    answer(401, 'Unauthorized');
    expect(await getQueryFn({ on401: 'returnNull' })(context(['/api/me']))).toBeNull();
  });
});

describe('generic write helper (SPEC §7)', () => {
  it('sends the method, a JSON body with its content type, and cookies', async () => {
    const fetchMock = answer(201, '{"success":true}');
    await apiRequest('POST', '/api/contact', { name: 'A' });
    expect(fetchMock).toHaveBeenCalledWith('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"A"}',
      credentials: 'include',
    });
  });

  it('sends no body or content type without a payload, and raises STATUS: text on failure', async () => {
    const fetchMock = answer(409, '{"success":false,"message":"Already subscribed"}');
    await expect(apiRequest('DELETE', '/api/thing')).rejects.toThrow(
      '409: {"success":false,"message":"Already subscribed"}',
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/thing', {
      method: 'DELETE',
      headers: {},
      body: undefined,
      credentials: 'include',
    });
  });
});
