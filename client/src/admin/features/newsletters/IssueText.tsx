import { INTRO_MAX, type ISSUE_TEXT, SUBJECT_MAX } from '@common/admin/newsletter';
import { type Locale, TRANSLATED_LOCALES, type TranslatedLocale } from '@common/locale';
import type { TranslationState } from '@common/translation';
import { Field } from '../../components/Field';
import { TextArea } from '../../components/TextArea';
import { LanguageTabs } from '../../components/translation/LanguageTabs';
import { TranslationPanel } from '../../components/translation/TranslationPanel';
import { useT } from '../../i18n';
import { fieldInLanguage } from '../../lib/words';
import type { IssueForm } from './form';

/**
 * The issue's subject and introduction in its languages, as the kit's record editor shows translated text:
 * English first, then a tab per translation with its state (missing, out of date, up to date) following
 * the form, each field beside its English, and the "still matches" choice once the English changed. Each
 * tab's fields are a group named by its language; a sent issue's are read only.
 */
export function IssueText({
  form,
  onChange,
  tab,
  onTab,
  states,
  savedStates,
  englishChanged,
  reviewed,
  onReviewed,
  errors,
  readOnly,
}: {
  form: IssueForm;
  onChange: (change: (form: IssueForm) => IssueForm) => void;
  tab: Locale;
  onTab: (locale: Locale) => void;
  states: Record<TranslatedLocale, TranslationState>;
  savedStates: Record<TranslatedLocale, TranslationState> | undefined;
  englishChanged: boolean;
  reviewed: Record<TranslatedLocale, boolean>;
  onReviewed: (locale: TranslatedLocale, confirmed: boolean) => void;
  errors: Record<string, string>;
  readOnly: boolean;
}) {
  const t = useT();
  const fields = [
    { name: 'subject', label: t('newsletters.subject'), maxLength: SUBJECT_MAX },
    { name: 'intro', label: t('newsletters.introField'), maxLength: INTRO_MAX, rows: 6 },
  ] satisfies { name: (typeof ISSUE_TEXT.fields)[number]; label: string; maxLength: number; rows?: number }[];
  const english = t('kit.languages.en');
  return (
    <LanguageTabs value={tab} onValueChange={onTab} states={states}>
      {(locale) => (
        <fieldset disabled={readOnly} className="min-w-0 space-y-4">
          <legend className="sr-only">{t(`kit.languages.${locale}`)}</legend>
          {locale === 'en' ? (
            <>
              <p className="text-sm text-stone-600">{t('newsletters.languageHint.en')}</p>
              <Field
                label={fieldInLanguage(t, t('newsletters.subject'), english)}
                value={form.subject}
                required
                maxLength={SUBJECT_MAX}
                onChange={(event) => onChange((f) => ({ ...f, subject: event.target.value }))}
                error={errors.subject}
              />
              <TextArea
                label={fieldInLanguage(t, t('newsletters.introField'), english)}
                hint={t('newsletters.introHint')}
                value={form.intro}
                required
                rows={6}
                maxLength={INTRO_MAX}
                onChange={(event) => onChange((f) => ({ ...f, intro: event.target.value }))}
                error={errors.intro}
              />
            </>
          ) : (
            <TranslationPanel
              locale={locale}
              fields={fields}
              english={{ subject: form.subject.trim(), intro: form.intro.trim() }}
              values={form.translations[locale]}
              onChange={(field, value) =>
                onChange((f) => ({
                  ...f,
                  translations: { ...f.translations, [locale]: { ...f.translations[locale], [field]: value } },
                }))
              }
              errors={(path) => errors[path]}
              state={states[locale]}
              savedState={savedStates?.[locale]}
              englishChanged={englishChanged}
              confirmed={reviewed[locale]}
              onConfirm={(confirmed) => onReviewed(locale, confirmed)}
              hint={t(`newsletters.languageHint.${locale}`)}
            />
          )}
        </fieldset>
      )}
    </LanguageTabs>
  );
}

export const NOT_REVIEWED = Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, false])) as Record<
  TranslatedLocale,
  boolean
>;
