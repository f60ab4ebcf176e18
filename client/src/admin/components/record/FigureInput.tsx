import { LANGUAGES } from '@common/locale';
import { CURRENCIES, FIGURE_KINDS, type FigureKind, formatFigure } from '@common/model/figure';
import { useId } from 'react';
import { useLanguage, useT } from '../../i18n';
import { CheckboxField } from '../CheckboxField';
import { Field } from '../Field';
import { SelectField } from '../SelectField';
import { displayName } from './display-names';
import { type FigureDraft, figureOf } from './figure-form';

/**
 * A figure (common/src/model/figure.ts): what it counts, the number, the currency of an amount, "and more"
 * and the short form, with how each language's page writes it as it is typed (formatFigure), so a number is
 * typed once and read right in every language (docs/decisions/078). `path` names it in error messages
 * ("values.value"); each part's error is shown beside that part and its control carries its path, so a
 * refused save puts the focus on it.
 */
export function FigureInput({
  label,
  path,
  value,
  required,
  error,
  onChange,
}: {
  label: string;
  path: string;
  value: FigureDraft;
  required: boolean;
  /** The message of a path, if any ("values.value.number"). */
  error: (path: string) => string | undefined;
  onChange: (value: FigureDraft) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const previewId = useId();
  const set = (change: Partial<FigureDraft>) => onChange({ ...value, ...change });
  const figure = figureOf(value);
  const written = figure && Number.isFinite(figure.number) ? figure : null;
  const kind = value.kind;
  return (
    <fieldset className="space-y-3 rounded-md border border-stone-300 p-3">
      <legend className="px-1 text-sm font-semibold text-stone-900">{label}</legend>
      <SelectField
        label={t('kit.figure.kind')}
        data-path={path}
        value={kind}
        error={error(path) ?? error(`${path}.kind`)}
        onChange={(e) => set({ kind: e.target.value as FigureKind | '' })}
        options={[
          ...(required ? [] : [{ value: '', label: t('kit.figure.none') }]),
          ...FIGURE_KINDS.map((option) => ({ value: option, label: t(`kit.figure.kinds.${option}`) })),
        ]}
      />
      {kind !== '' && (
        <>
          <Field
            label={t('kit.figure.number')}
            hint={t(kind === 'year' ? 'kit.figure.yearHint' : 'kit.figure.numberHint')}
            data-path={`${path}.number`}
            inputMode="decimal"
            inputClassName="w-48"
            value={value.number}
            error={error(`${path}.number`)}
            onChange={(e) => set({ number: e.target.value })}
          />
          {kind === 'amount' && (
            <SelectField
              label={t('kit.figure.currency')}
              data-path={`${path}.currency`}
              value={value.currency}
              error={error(`${path}.currency`)}
              onChange={(e) => set({ currency: e.target.value as FigureDraft['currency'] })}
              options={[
                { value: '', label: t('kit.figure.chooseCurrency') },
                ...CURRENCIES.map((code) => ({
                  value: code,
                  label: `${displayName(language, 'currency', code)} (${code})`,
                })),
              ]}
            />
          )}
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {kind !== 'year' && (
              <CheckboxField
                label={t('kit.figure.plus')}
                checked={value.plus}
                onChange={(e) => set({ plus: e.target.checked })}
              />
            )}
            {(kind === 'count' || kind === 'amount') && (
              <CheckboxField
                label={t('kit.figure.short')}
                checked={value.short}
                onChange={(e) => set({ short: e.target.checked })}
              />
            )}
          </div>
          <div className="rounded-md bg-stone-50 p-3 text-sm">
            <p id={previewId} className="font-medium text-stone-800">
              {t('kit.figure.preview')}
            </p>
            <ul aria-labelledby={previewId} className="mt-1 space-y-0.5 text-stone-900">
              {LANGUAGES.map((lang) => (
                <li key={lang.code}>
                  {t('kit.labelOnly', { label: t(`kit.languages.${lang.code}`) })}{' '}
                  {written ? (
                    <span lang={lang.htmlLang} className="font-semibold">
                      {formatFigure(written, lang.code)}
                    </span>
                  ) : (
                    <span className="text-stone-600">{t('kit.figure.noNumber')}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </fieldset>
  );
}
