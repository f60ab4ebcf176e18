import type { Locale } from '@common/locale';
import { languageOf } from '@common/locale';
import { type FieldSpec, maxOf } from '@common/model/fields';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { Field } from '../Field';
import { TextArea } from '../TextArea';

/**
 * One word field of a language's tab in the kit's editor: a line or a text area by the field's type, named
 * with its language, with the version it is written from beside it (under a short field, or to unfold
 * under a long one), so a translator sees what they translate.
 */
export function WordField({
  locale,
  name,
  field,
  label,
  hint,
  value,
  error,
  sourceLocale,
  sourceText,
  onChange,
}: {
  locale: Locale;
  name: string;
  field: FieldSpec;
  label: string;
  hint?: ReactNode;
  value: string;
  error?: string;
  sourceLocale?: Locale;
  sourceText: string;
  onChange: (text: string) => void;
}) {
  const t = useT();
  const source = sourceLocale ? t(`kit.languages.${sourceLocale}`) : '';
  const fromText =
    sourceLocale && sourceText ? t('kit.record.sourceText', { language: source, text: sourceText }) : null;
  const common = {
    label,
    lang: languageOf(locale).htmlLang,
    'data-path': `words.${locale}.${name}`,
    value,
    error,
  };
  const long = field.type === 'longtext';
  const hints =
    hint || (fromText && !long) ? (
      <>
        {hint}
        {hint && fromText && !long && ' '}
        {fromText && !long && <span className="block">{fromText}</span>}
      </>
    ) : undefined;
  return (
    <div className="space-y-1">
      {long || field.type === 'lines' ? (
        <TextArea
          {...common}
          hint={hints}
          rows={long ? 6 : 4}
          maxLength={long ? maxOf(field) : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <Field {...common} hint={hints} maxLength={maxOf(field)} onChange={(e) => onChange(e.target.value)} />
      )}
      {long && fromText && (
        <details className="text-sm text-stone-700">
          <summary className="cursor-pointer font-medium">{t('kit.record.showSource', { language: source })}</summary>
          <p lang={sourceLocale ? languageOf(sourceLocale).htmlLang : undefined} className="mt-1 whitespace-pre-wrap">
            {sourceText}
          </p>
        </details>
      )}
    </div>
  );
}
