import { type ErrorParams, isApiErrorCode } from '@common/admin/api-errors';
import { translateNow } from '../i18n';

/**
 * What an error code says in the staff member's language (client/src/admin/locales/…/api-errors.ts), or
 * `fallback` for a string that is no code of ours: the server's English for a code this client does not
 * know yet (a newer server), a visitor form's sentence.
 */
export function errorText(code: unknown, params: ErrorParams | undefined, fallback: string): string {
  if (!isApiErrorCode(code)) return fallback;
  try {
    return translateNow(`apiErrors.${code}`, params);
  } catch {
    // A placeholder without its value: the server's words rather than a broken screen.
    return fallback;
  }
}

/** An error answer of the admin API (server/src/plugins/errors.ts). */
export interface ErrorBody {
  message?: string;
  code?: string;
  params?: ErrorParams;
  errors?: Record<string, string>;
  errorCodes?: Record<string, { code: string; params?: ErrorParams }>;
  /** What the screen acts on beside the message (a merge's conflicts: server/src/modules/records). */
  detail?: Record<string, unknown>;
}

/** Each field's error in the staff member's language (the server's English where it sent no code). */
export function fieldTexts(body: ErrorBody | null): Record<string, string> {
  const codes = body?.errorCodes ?? {};
  return Object.fromEntries(
    Object.entries(body?.errors ?? {}).map(([field, english]) => [
      field,
      errorText(codes[field]?.code, codes[field]?.params, english),
    ]),
  );
}
