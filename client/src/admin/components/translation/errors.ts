import { issueError } from '@common/admin/api-errors';
import { LOCALES, type Locale } from '@common/locale';
import * as z from 'zod/mini';
import { errorText } from '../../api/error-text';

/**
 * Per-field messages from the shared schema, keyed by path ("values.slug", "words.fr.title"), as the
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

/**
 * The language tab holding the first error: words are under `words.<locale>.` (docs/decisions/078; a
 * screen not yet moved to it, under `translations.<locale>.`); null when the first error is on a field the
 * same in every language, outside the tabs.
 */
export function tabOfFirstError(errors: Record<string, string>): Locale | null {
  const first = Object.keys(errors)[0];
  if (!first) return null;
  const [root, locale] = first.split('.');
  return (root === 'words' || root === 'translations') && (LOCALES as readonly string[]).includes(locale)
    ? (locale as Locale)
    : null;
}

/** The messages of one field: its own, or the first of its parts (a figure's `values.value.number`). */
export function fieldError(errors: Record<string, string>, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const part = Object.keys(errors).find((key) => key.startsWith(`${path}.`));
  return part ? errors[part] : undefined;
}

/**
 * After a refused submit, the keyboard goes to the field of the first error (once its tab is shown): the
 * control marked `data-path` with its path or the nearest part of it, else the first one marked invalid.
 */
export function focusFirstError(form: HTMLFormElement | null, errors?: Record<string, string>) {
  requestAnimationFrame(() => {
    if (!form) return;
    const first = errors ? Object.keys(errors)[0] : undefined;
    const parts = first ? first.split('.') : [];
    for (let size = parts.length; size > 0; size -= 1) {
      const path = parts.slice(0, size).join('.');
      const found = [...form.querySelectorAll<HTMLElement>('[data-path]')].find(
        (element) => element.dataset.path === path,
      );
      if (found) return found.focus();
    }
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
