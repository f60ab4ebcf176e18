import type { QueryFunction } from '@tanstack/react-query';

/** SPEC §7: a non-OK response becomes `STATUS: text` (the body, or the status text when empty). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

/** The generic write helper: any method, JSON body when there is a payload, cookies included. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The generic read helper: joins the query key's segments with '/' into a path and GETs it.
 * A 401 throws by default; the 'returnNull' variant returns null instead (SPEC §7).
 * `on404: 'returnNull'` serves "no such item" reads such as an article by slug.
 */
export function getQueryFn<T>(
  options: { on401?: UnauthorizedBehavior; on404?: UnauthorizedBehavior } = {},
): QueryFunction<T> {
  const { on401 = 'throw', on404 = 'throw' } = options;
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.map(String).join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null as T;
    if (on404 === 'returnNull' && res.status === 404) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** A GET with a query string, same error shape as the generic helper. */
export async function getJson<T>(path: string, params: Record<string, string | number | undefined>): Promise<T> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const res = await fetch(`${path}?${search}`, { credentials: 'include' });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}
