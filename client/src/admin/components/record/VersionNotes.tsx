import type { Locale } from '@common/locale';
import type { Fields } from '@common/model/fields';
import { hasWords, versionState, type WordsSpec } from '@common/model/versions';
import { useT } from '../../i18n';
import { Alert } from '../Alert';
import { CheckboxField } from '../CheckboxField';
import { SelectField } from '../SelectField';
import { formWords, liveVersions, type Opened, originalOf, type RecordForm } from './record-form';

/**
 * What a language's tab says above its words (docs/decisions/078), in every editor of the content model: a
 * language that had no words, beside others, asks what it is "Written from" (default: the record's
 * original; or none, an original); a version out of date says so and offers "Still says the same as
 * <language>" (`reviewed`). The states come from the one rule run on the form (record-form.ts).
 */
export function VersionNotes({
  locale,
  fields,
  spec,
  form,
  opened,
  setForm,
}: {
  locale: Locale;
  fields: Fields;
  spec: WordsSpec;
  form: RecordForm;
  opened: Opened;
  setForm: (change: (form: RecordForm) => RecordForm) => void;
}) {
  const t = useT();
  const unreviewed = liveVersions(fields, { ...form, reviewed: [] }, opened.versions, spec).versions;
  const now = versionState(liveVersions(fields, form, opened.versions, spec).versions, locale, spec);
  const typed = formWords(fields, form, spec);
  const outdated = versionState(unreviewed, locale, spec) === 'outdated';
  const sourceLocale = unreviewed[locale]?.from?.locale;
  const source = sourceLocale ? t(`kit.languages.${sourceLocale}`) : '';
  const others = (Object.keys(typed) as Locale[]).filter((other) => other !== locale);
  const offerFrom = !hasWords(opened.versions[locale]?.words, spec.fields) && others.length > 0;
  const said = locale in form.from ? (form.from[locale] ?? null) : originalOf(opened.versions, spec);
  const chosen = said && others.includes(said) ? said : '';
  return (
    <>
      {offerFrom && (
        <SelectField
          label={t('kit.record.writtenFrom')}
          hint={t('kit.record.writtenFromHint')}
          data-path={`from.${locale}`}
          value={chosen}
          onChange={(e) =>
            setForm((f) => ({
              ...f,
              from: { ...f.from, [locale]: e.target.value === '' ? null : (e.target.value as Locale) },
            }))
          }
          options={[
            ...others.map((other) => ({ value: other, label: t(`kit.languages.${other}`) })),
            { value: '', label: t('kit.record.writtenFromNone') },
          ]}
        />
      )}
      {(outdated || form.reviewed.includes(locale)) && sourceLocale && (
        <div className="space-y-2">
          {now === 'outdated' && (
            <Alert tone="warning">
              {versionState(opened.versions, locale, spec) === 'outdated'
                ? t('kit.record.outdatedSaved', { source })
                : t('kit.record.outdatedNow', { source })}
            </Alert>
          )}
          <CheckboxField
            label={t('kit.record.stillSame', { language: source })}
            checked={form.reviewed.includes(locale)}
            onChange={(e) =>
              setForm((f) => ({
                ...f,
                reviewed: e.target.checked
                  ? [...f.reviewed.filter((l) => l !== locale), locale]
                  : f.reviewed.filter((l) => l !== locale),
              }))
            }
          />
        </div>
      )}
    </>
  );
}
