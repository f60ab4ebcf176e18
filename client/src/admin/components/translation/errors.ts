import { type Locale, TRANSLATED_LOCALES } from '@common/locale';
import * as z from 'zod/mini';

/** Per-field messages from the shared schema, keyed by path ("label", "translations.fr.label"), as the server's. */
export function schemaErrors(schema: z.core.$ZodType, data: unknown): Record<string, string> {
  const result = z.safeParse(schema, data);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return errors;
}

/** The language tab holding the first error: translations are under translations.<locale>. */
export function tabOfFirstError(errors: Record<string, string>): Locale | null {
  const first = Object.keys(errors)[0];
  if (!first) return null;
  const [, locale] = first.split('.');
  return first.startsWith('translations.') && (TRANSLATED_LOCALES as readonly string[]).includes(locale)
    ? (locale as Locale)
    : 'en';
}

/** After a refused submit, the keyboard goes to the first field marked invalid (once its tab is shown). */
export function focusFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
