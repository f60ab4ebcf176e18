import { type StoredTranslation, type TranslationState, translationState } from '@common/admin/impact';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '@common/locale';

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
function liveState({
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

/**
 * Every translated language's state as the form stands (`liveState`), and whether the English was changed
 * in the form since it was saved (then each translation offers the "still matches" choice). A new record
 * has no `englishBefore`.
 */
export function liveStates({
  status,
  english,
  englishBefore,
  translations,
  translationsBefore,
  reviewed,
  spec,
}: {
  status: Record<TranslatedLocale, TranslationState> | undefined;
  english: Text;
  englishBefore: Text | undefined;
  translations: Record<TranslatedLocale, Text | undefined>;
  translationsBefore: Record<TranslatedLocale, Text | undefined> | undefined;
  reviewed: Record<TranslatedLocale, boolean>;
  spec: Spec;
}): { states: Record<TranslatedLocale, TranslationState>; englishChanged: boolean } {
  const states = Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [
      locale,
      liveState({
        saved: status?.[locale],
        english,
        englishBefore,
        translation: translations[locale],
        translationBefore: translationsBefore?.[locale],
        reviewed: reviewed[locale],
        spec,
      }),
    ]),
  ) as Record<TranslatedLocale, TranslationState>;
  return { states, englishChanged: Boolean(englishBefore && !same(english, englishBefore, spec.fields)) };
}
