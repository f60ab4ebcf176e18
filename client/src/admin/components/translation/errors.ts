import { issueError } from '@common/admin/api-errors';
import { type Locale, TRANSLATED_LOCALES } from '@common/locale';
import * as z from 'zod/mini';
import { errorText } from '../../api/error-text';

/**
 * Per-field messages from the shared schema, keyed by path ("label", "translations.fr.label"), as the
 * server's: its codes in the staff member's language.
 */
export function schemaErrors(schema: z.core.$ZodType, data: unknown): Record<string, string> {
  const result = z.safeParse(schema, data);
  return result.success ? {} : issueTexts(result.error.issues);
}

/** Issues of a shared schema as field → message, the first of each field, codes translated. */
export function issueTexts(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const coded = issueError(issue);
    errors[issue.path.join('.') || '_'] ??= errorText(coded?.code, coded?.params, issue.message);
  }
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
