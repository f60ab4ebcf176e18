import { INTRO_MAX, SUBJECT_MAX } from '@common/admin/newsletter';
import { LOCALES, type Locale } from '@common/locale';
import type { VersionState } from '@common/model/versions';
import { CheckboxField } from '../../components/CheckboxField';
import { Field } from '../../components/Field';
import { Section } from '../../components/Section';
import { TextArea } from '../../components/TextArea';
import { VersionTabs } from '../../components/translation/VersionTabs';
import { useT } from '../../i18n';
import { fieldInLanguage } from '../../lib/words';
import type { IssueForm } from './form';

/**
 * The issue's subject and introduction, one tab per language of the table (common/src/locale.ts, in its
 * order; none first by rank, none required), each tab named by its mark ("French: out of date"), which
 * follows the form as it is typed. Every panel stays mounted, so nothing typed is lost; each is a group
 * named by its language. A version out of date offers the "still says the same" choice. A sent or
 * scheduled issue's are read only.
 */
export function IssueWords({
  form,
  onChange,
  tab,
  onTab,
  states,
  sources,
  confirmable,
  errors,
  readOnly,
}: {
  form: IssueForm;
  onChange: (change: (form: IssueForm) => IssueForm) => void;
  tab: Locale;
  onTab: (locale: Locale) => void;
  /** Each language's state as the form stands. */
  states: Record<Locale, VersionState>;
  /** The language each saved version was written from. */
  sources: Partial<Record<Locale, Locale | null>>;
  /** Out of date and not changed in the form: the person may confirm they still say the same. */
  confirmable: Partial<Record<Locale, Locale>>;
  errors: Record<string, string>;
  readOnly: boolean;
}) {
  const t = useT();
  const language = (locale: Locale) => t(`kit.languages.${locale}`);
  const setWord = (locale: Locale, field: 'subject' | 'intro', value: string) =>
    onChange((f) => ({ ...f, words: { ...f.words, [locale]: { ...f.words[locale], [field]: value } } }));
  return (
    <Section title={t('newsletters.words')} intro={t('newsletters.wordsHint')} className="space-y-3">
      <VersionTabs value={tab} onValueChange={onTab} states={states}>
        {(locale) => {
          const source = sources[locale];
          const stale = confirmable[locale];
          return (
            <fieldset disabled={readOnly} className="min-w-0 space-y-4">
              <legend className="sr-only">{language(locale)}</legend>
              {source && (
                <p className="text-sm text-stone-700">{t('newsletters.writtenFrom', { language: language(source) })}</p>
              )}
              {states[locale] === 'missing' && (
                <p className="text-sm text-stone-700">{t('newsletters.notWritten', { language: language(locale) })}</p>
              )}
              {stale && (
                <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
                  <p>{t('newsletters.outdatedNotice', { source: language(stale) })}</p>
                  <CheckboxField
                    label={t('newsletters.stillSame', { language: language(locale), source: language(stale) })}
                    checked={form.reviewed.includes(locale)}
                    onChange={(event) => {
                      const on = event.target.checked;
                      onChange((f) => ({
                        ...f,
                        reviewed: LOCALES.filter((l) => (l === locale ? on : f.reviewed.includes(l))),
                      }));
                    }}
                  />
                </div>
              )}
              <Field
                label={fieldInLanguage(t, t('newsletters.subject'), language(locale))}
                lang={locale}
                data-path={`words.${locale}.subject`}
                value={form.words[locale].subject}
                maxLength={SUBJECT_MAX}
                onChange={(event) => setWord(locale, 'subject', event.target.value)}
                error={errors[`words.${locale}.subject`]}
              />
              <TextArea
                label={fieldInLanguage(t, t('newsletters.introField'), language(locale))}
                hint={t('newsletters.introHint')}
                lang={locale}
                data-path={`words.${locale}.intro`}
                value={form.words[locale].intro}
                rows={6}
                maxLength={INTRO_MAX}
                onChange={(event) => setWord(locale, 'intro', event.target.value)}
                error={errors[`words.${locale}.intro`]}
              />
            </fieldset>
          );
        }}
      </VersionTabs>
    </Section>
  );
}
