import { translateNow } from '../i18n';
import { type ErrorBody, errorText, fieldTexts } from './error-text';
/**
 * The admin API from the browser: same-origin JSON with the session cookie, and on every state change
 * the CSRF token the server handed out with the session (GET /api/admin/session). Errors carry the
 * server's message and its per-field messages, in the staff member's language: the server sends codes
 * (decision 041), read here once so every screen shows `message` and `fields` as they are.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly retryAfter?: number,
    /** The server's code, when it sent one (common/src/admin/api-errors.ts). */
    readonly code?: string,
    /** What the answer carries for the screen beside its message (a merge's conflicts). */
    readonly detail?: Record<string, unknown>,
  ) {
    super(message);
  }

  /** An error answer read: its code and each field's code in the staff member's language. */
  static fromAnswer(status: number, body: ErrorBody | null, retryAfter?: number): ApiError {
    const fallback =
      body?.message ??
      (status >= 500
        ? translateNow('common.requestErrors.server')
        : translateNow('common.requestErrors.failed', { status }));
    return new ApiError(
      status,
      errorText(body?.code, body?.params, fallback),
      fieldTexts(body),
      retryAfter,
      body?.code,
      body?.detail,
    );
  }
}

let csrfToken = '';
/** Set from each session read; the server rotates nothing else, so one token lasts the session. */
export const setCsrfToken = (token: string) => {
  csrfToken = token;
};

/**
 * Called when the server says the session is gone (401), so the app can offer to sign in again, with the
 * answer's code: it says why when the server knows (auth.signedOut, auth.sessionExpired, auth.sessionEnded).
 */
let onSignedOut: (code: string | undefined) => void = () => {};
export const whenSignedOut = (callback: (code: string | undefined) => void) => {
  onSignedOut = callback;
};

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // Every request that changes something sends JSON (an empty object at least) and the CSRF token.
  const payload = method === 'GET' ? undefined : JSON.stringify(body ?? {});
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  let response: Response;
  try {
    response = await fetch(`/api/admin${path}`, { method, headers, body: payload, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, translateNow('common.requestErrors.unreachable'));
  }
  const text = await response.text();
  const data = text ? safeJson(text) : null;
  if (!response.ok) {
    if (response.status === 401 && !path.startsWith('/sign-in') && path !== '/session')
      onSignedOut((data as ErrorBody | null)?.code);
    const retryAfter = Number(response.headers.get('retry-after')) || undefined;
    throw ApiError.fromAnswer(response.status, data as ErrorBody | null, retryAfter);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export const get = <T>(path: string) => api<T>('GET', path);
export const post = <T>(path: string, body?: unknown) => api<T>('POST', path, body ?? {});
export const patch = <T>(path: string, body: unknown) => api<T>('PATCH', path, body);
export const put = <T>(path: string, body: unknown) => api<T>('PUT', path, body);
export const del = <T>(path: string, body?: unknown) => api<T>('DELETE', path, body);
