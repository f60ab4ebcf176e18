import type { TranslatedLocale, TranslationState } from '@common/admin/impact';
import { useT } from '../../i18n';
import { fieldInLanguage } from '../../lib/words';
import { Alert } from '../Alert';
import { Field } from '../Field';
import { TextArea } from '../TextArea';
import { TranslationMarker } from './TranslationMarker';

export interface TextField {
  name: string;
  label: string;
  maxLength: number;
  rows?: number;
  /** Never needed in a translation (a company's name). */
  optional?: boolean;
}

/**
 * One language's fields, each with the English it translates beside it; the state of the translation; and,
 * when the English changed since, the choice to confirm the translation still says the same.
 */
export function TranslationPanel({
  locale,
  fields,
  english,
  values,
  onChange,
  errors,
  state,
  savedState,
  englishChanged,
  confirmed,
  onConfirm,
  hint,
}: {
  locale: TranslatedLocale;
  fields: TextField[];
  english: Record<string, string | number | null | undefined>;
  values: Record<string, string | undefined>;
  onChange: (field: string, value: string) => void;
  errors: (path: string) => string | undefined;
  state: TranslationState;
  savedState: TranslationState | undefined;
  englishChanged: boolean;
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
  /** What a translation of this record needs, when the general rule says it less well (a newsletter's). */
  hint?: string;
}) {
  const t = useT();
  const language = t(`kit.languages.${locale}`);
  const stale = savedState === 'outdated' || englishChanged;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <TranslationMarker locale={locale} state={state} />
      </div>
      <p className="text-sm text-stone-600">{hint ?? t('kit.translationHint')}</p>
      {stale && state !== 'missing' && (
        <div className="space-y-2">
          {state === 'outdated' && (
            <Alert tone="warning">
              {savedState === 'outdated' ? t('kit.outdatedNotice') : t('kit.willBeOutdated')}
            </Alert>
          )}
          <label className="flex items-start gap-2 text-sm font-medium text-stone-800">
            <input
              type="checkbox"
              className="mt-0.5 h-5 w-5 shrink-0 accent-primary"
              checked={confirmed}
              onChange={(event) => onConfirm(event.target.checked)}
            />
            {t('kit.confirmCurrent', { language })}
          </label>
        </div>
      )}
      {fields.map((field) => {
        const source = english[field.name];
        const hint =
          source == null || source === '' ? t('kit.englishEmpty') : t('kit.englishWas', { text: String(source) });
        const label = `${fieldInLanguage(t, field.label, language)}${field.optional ? `, ${t('kit.optionalInTranslation')}` : ''}`;
        const common = {
          label,
          hint,
          // The text typed is in this language; the labels around it are the admin area's English.
          lang: locale,
          maxLength: field.maxLength,
          value: values[field.name] ?? '',
          error: errors(`translations.${locale}.${field.name}`),
        };
        return field.rows ? (
          <TextArea
            key={field.name}
            {...common}
            rows={field.rows}
            onChange={(e) => onChange(field.name, e.target.value)}
          />
        ) : (
          <Field key={field.name} {...common} onChange={(e) => onChange(field.name, e.target.value)} />
        );
      })}
    </div>
  );
}
