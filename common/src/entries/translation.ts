import type { TranslationSpec } from '../translation';
import type { Fields } from './fields';

/**
 * A content kind's translated fields, in the shape of the one translation rule (common/src/translation.ts,
 * decision 035): its translatable fields, and those of them a translation may leave empty. List fields are
 * compared as their lines joined.
 */
export function textSpec(fields: Fields): TranslationSpec {
  const names = Object.entries(fields)
    .filter(([, spec]) => spec.translatable)
    .map(([name]) => name);
  const optional = Object.entries(fields)
    .filter(([, spec]) => spec.translatable && !spec.required)
    .map(([name]) => name);
  return { fields: names, optional };
}
