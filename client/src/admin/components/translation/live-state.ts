import { type StoredTranslation, type TranslationState, translationState } from '@common/admin/impact';

type Text = Record<string, string | number | null | undefined>;
interface Spec {
  fields: readonly string[];
  optional: readonly string[];
}

const same = (a: Text | undefined, b: Text | undefined, fields: readonly string[]) =>
  fields.every((f) => String(a?.[f] ?? '').trim() === String(b?.[f] ?? '').trim());

/**
 * A translation's state as the form stands, before saving (the server decides the same way on save):
 * missing while a needed field is empty; up to date when its text was edited or confirmed; otherwise out of
 * date if it already was, or if the English was changed in this form.
 */
export function liveState({
  saved,
  english,
  englishBefore,
  translation,
  translationBefore,
  reviewed,
  spec,
}: {
  saved: TranslationState | undefined;
  english: Text;
  englishBefore: Text | undefined;
  translation: Text | undefined;
  translationBefore: Text | undefined;
  reviewed: boolean;
  spec: Spec;
}): TranslationState {
  if (translationState(english, translation as StoredTranslation | undefined, spec) === 'missing') return 'missing';
  if (!englishBefore || !same(translation, translationBefore, spec.fields) || reviewed) return 'current';
  if (saved === 'outdated') return 'outdated';
  return same(english, englishBefore, spec.fields) ? 'current' : 'outdated';
}
