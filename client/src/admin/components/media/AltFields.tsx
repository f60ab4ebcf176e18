import { LOCALES, type Locale } from '@common/locale';
import type { VersionState } from '@common/model/versions';
import { Button } from '@/components/ui/button';
import { useT } from '../../i18n';
import { CheckboxField } from '../CheckboxField';
import { Field } from '../Field';
import { AltMark } from './AltMarks';
import type { AltDraft } from './library-api';

export type { AltDraft };

/** A language's state as the person sees it now: a description typed in this sitting will match its source. */
export function liveState(draft: AltDraft, locale: Locale): VersionState {
  if (!draft.alt[locale]?.trim()) return 'missing';
  // A value built without the server's states (an editor that read only the texts) reads as described.
  return draft.reviewed?.includes(locale) ? 'current' : (draft.altStatus?.[locale] ?? 'current');
}

/** The draft after typing in one language: it then matches its source as it stands (the server's rule). */
export function typed<T extends AltDraft>(draft: T, locale: Locale, text: string): T {
  return {
    ...draft,
    alt: { ...draft.alt, [locale]: text },
    altStatus: { ...draft.altStatus, [locale]: text.trim() ? 'current' : 'missing' } as AltDraft['altStatus'],
    reviewed: draft.reviewed?.filter((code) => code !== locale),
  };
}

/**
 * The image's descriptions, one field per language in the table's order (no language first, none required
 * by itself: docs/decisions/078). Each field is named with its language ("Description in French") and
 * carries a mark naming the language and its state ("French: out of date"); one out of date offers to
 * confirm that it still says the same (`reviewed`). After a colleague's conflicting save, `theirs` holds
 * their text per language, shown under the field with a button that takes it.
 */
export function AltFields<T extends AltDraft>({
  draft,
  onChange,
  errors = {},
  theirs = {},
}: {
  draft: T;
  onChange: (draft: T) => void;
  /** Messages by the schema's paths: `words.fr.alt`. */
  errors?: Record<string, string | undefined>;
  theirs?: Partial<Record<Locale, string | null>>;
}) {
  const t = useT();
  const language = (code: Locale) => t(`kit.languages.${code}`);
  return (
    <>
      {LOCALES.map((locale) => {
        const state = liveState(draft, locale);
        const source = draft.altSources?.[locale];
        // Out of date as saved, and not retyped since: it may be confirmed as still saying the same.
        const outdated = draft.altStatus?.[locale] === 'outdated';
        const other = theirs[locale];
        return (
          <div key={locale} className="space-y-2" data-alt-field={locale}>
            <Field
              label={t(`media.altLabel.${locale}`)}
              hint={
                <span className="flex flex-col gap-1">
                  <AltMark locale={locale} state={state} />
                  {state === 'outdated' && source && (
                    <span>{t('media.altOutdated', { source: language(source) })}</span>
                  )}
                </span>
              }
              maxLength={300}
              value={draft.alt[locale] ?? ''}
              error={errors[`words.${locale}.alt`] ?? errors[`alt.${locale}`]}
              onChange={(event) => onChange(typed(draft, locale, event.target.value))}
            />
            {outdated && (
              <CheckboxField
                label={t('media.altStillMatches', { language: language(locale) })}
                checked={draft.reviewed?.includes(locale) ?? false}
                onChange={(event) =>
                  onChange({
                    ...draft,
                    reviewed: event.target.checked
                      ? [...(draft.reviewed ?? []), locale]
                      : (draft.reviewed ?? []).filter((code) => code !== locale),
                  })
                }
              />
            )}
            {other !== undefined && (
              <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
                <p>
                  {other
                    ? t('media.altTheirs', { language: language(locale), text: other })
                    : t('media.altTheirsNone', { language: language(locale) })}
                </p>
                <Button variant="outline" onClick={() => onChange(typed(draft, locale, other ?? ''))}>
                  {t('media.altUseTheirs', { language: language(locale) })}
                </Button>
              </div>
            )}
          </div>
        );
      })}
    </>
  );
}

/** Each conflicting language's saved text, from a 409 `entries.conflict` (paths `words.<locale>.alt`). */
export function theirsOf(detail: Record<string, unknown> | undefined): Partial<Record<Locale, string | null>> {
  const conflicts = (detail?.conflicts ?? []) as { path: string; theirs: unknown }[];
  const found: Partial<Record<Locale, string | null>> = {};
  for (const conflict of conflicts) {
    const match = /^words\.([a-z]{2})\.alt$/.exec(conflict.path);
    const locale = LOCALES.find((code) => code === match?.[1]);
    if (locale) found[locale] = typeof conflict.theirs === 'string' ? conflict.theirs : null;
  }
  return found;
}
