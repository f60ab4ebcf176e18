import type { ContactFormToken } from '@common/contact';

/**
 * The form's signed time stamp (docs/decisions/018): pages are cached, so the form asks for its own when the
 * visitor starts filling it in, and sends it with the message; the server files posts without one, or
 * sent within seconds of it, as spam. A failed request is tried again at sending; if that fails too the
 * message goes without (the server keeps it, in Spam).
 */
export interface FormToken {
  /** Starts the request (the first time; later calls do nothing). */
  start(): void;
  /** The stamp, or undefined when the server could not give one. */
  get(): Promise<string | undefined>;
}

async function request(): Promise<string | undefined> {
  try {
    const res = await fetch('/api/contact/form-token', { credentials: 'same-origin', cache: 'no-store' });
    if (!res.ok) return undefined;
    return ((await res.json()) as ContactFormToken).token;
  } catch {
    return undefined;
  }
}

export function createFormToken(): FormToken {
  let pending: Promise<string | undefined> | undefined;
  const start = () => {
    pending ??= request().then((token) => {
      if (!token) pending = undefined;
      return token;
    });
    return pending;
  };
  return {
    start: () => void start(),
    get: start,
  };
}
