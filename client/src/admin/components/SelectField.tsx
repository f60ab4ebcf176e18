import { LANGUAGES } from '@common/locale';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { DISABLED_LOOK, FieldFrame, type FieldWords, type LabelPlacement } from './FieldFrame';

/** One choice: what is sent, what is shown, and the language it is written in when not the screen's. */
export interface SelectOption {
  value: string;
  label: string;
  lang?: string;
}
/** Choices under a heading of their own (an <optgroup>: "Africa", "Sign-in"). */
export interface SelectGroup {
  group: string;
  options: readonly SelectOption[];
}

/** The site's languages, each named in itself and marked as written in it (common/src/locale.ts). */
export const languageOptions: readonly SelectOption[] = LANGUAGES.map((language) => ({
  value: language.code,
  label: language.name,
  lang: language.htmlLang,
}));

const optionOf = (option: SelectOption) => (
  <option key={option.value} value={option.value} lang={option.lang}>
    {option.label}
  </option>
);

/**
 * The staff area's one list to choose from: a native <select> (the keyboard, phones and screen readers
 * know it) framed as every field is (FieldFrame: label, hint, note and error read with it). `placeholder`
 * is a first choice of no value ("Anyone", "Choose a person"). `compact` is the toolbar's size (a filter,
 * a bulk action, a row of a table), usually with its label `beside` it.
 *
 *   <SelectField label={t('inbox.status')} value={status} onChange={(e) => setStatus(e.target.value)}
 *     placeholder={t('inbox.current')} options={CONTACT_STATUSES.map((s) => ({ value: s, label: … }))} />
 */
export function SelectField({
  label,
  hint,
  note,
  error,
  options,
  placeholder,
  compact = false,
  beside,
  hideLabel,
  className,
  selectClassName,
  ...select
}: Omit<ComponentProps<'select'>, 'id' | 'children'> &
  FieldWords & {
    options: readonly (SelectOption | SelectGroup)[];
    placeholder?: string;
    compact?: boolean;
    /** The label beside the list rather than above it (always, or from 640 px: FieldFrame). */
    beside?: Exclude<LabelPlacement, 'above'>;
    hideLabel?: boolean;
    /** Classes for the list itself: its widths (`max-w-md`, `sm:max-w-48`). */
    selectClassName?: string;
  }) {
  const placement = beside ?? 'above';
  return (
    <FieldFrame
      label={label}
      hint={hint}
      note={note}
      error={error}
      placement={placement}
      hideLabel={hideLabel}
      className={className}
    >
      {(control) => (
        <select
          {...control}
          className={cn(
            'block min-w-0 rounded-md border bg-white text-stone-900',
            DISABLED_LOOK,
            compact ? 'h-9 px-2 text-sm' : 'h-11 px-3 text-base',
            // Beside its label a list is as wide as its choices; above it, as wide as the form.
            placement === 'beside' ? 'w-auto' : placement === 'beside-sm' ? 'w-full sm:w-auto' : 'w-full',
            error ? 'border-red-700' : 'border-stone-400',
            selectClassName,
          )}
          {...select}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((item) =>
            'group' in item ? (
              <optgroup key={item.group} label={item.group}>
                {item.options.map(optionOf)}
              </optgroup>
            ) : (
              optionOf(item)
            ),
          )}
        </select>
      )}
    </FieldFrame>
  );
}
