import type { ImageValue } from '@common/admin/media';
import type { EntryKind } from '@common/entries/kinds';
import { maxOf } from '@common/model/fields';
import { useQuery } from '@tanstack/react-query';
import { CheckboxField } from '../../components/CheckboxField';
import { Field } from '../../components/Field';
import { ImageField, imageAltError } from '../../components/media/ImageField';
import { FigureInput } from '../../components/record/FigureInput';
import type { FigureDraft } from '../../components/record/figure-form';
import type { ValueInputProps } from '../../components/record/RecordEditor';
import { RefsInput } from '../../components/record/RefsInput';
import { SelectField } from '../../components/SelectField';
import { TextArea } from '../../components/TextArea';
import { useT } from '../../i18n';
import type { Translate } from '../../i18n/translate';
import { wordFor } from '../../lib/words';
import { entriesQuery } from './api';
import { useOptionLabel } from './option-label';

/** Input types by field type: the browser's own checks and keyboards for addresses, phones and dates. */
const INPUT_TYPES: Partial<Record<ValueInputProps['spec']['type'], string>> = {
  url: 'url',
  email: 'email',
  phone: 'tel',
  date: 'date',
};

/** A list's first option: "Choose…" when a value is needed, "None" when the field may stay empty. */
const noChoice = (required: boolean, t: Translate) => ({
  value: '',
  label: required ? t('content.hints.choose') : t('content.hints.none'),
});

/**
 * The hint of a field (word fields too: the kit's editor asks for it): its own where it has one
 * (content.fieldHints), else its type's.
 */
export function useFieldHint() {
  const t = useT();
  return (kind: EntryKind, name: string, type: ValueInputProps['spec']['type']) =>
    wordFor(t, `content.fieldHints.${kind}.${name}`, '') ||
    (type === 'lines'
      ? t('content.hints.lines')
      : type === 'longtext'
        ? t('content.hints.longtext')
        : type === 'slug'
          ? t('content.hints.slug')
          : type === 'date'
            ? t('content.hints.date')
            : undefined);
}

/**
 * One field of a record that is the same in every language, as its type asks; every control carries its
 * payload path (`data-path`), so a refused save puts the focus on it.
 */
export function FieldInput({
  kind,
  name,
  spec,
  label,
  value,
  path,
  error,
  showErrors,
  onChange,
}: ValueInputProps & { kind: EntryKind }) {
  const t = useT();
  const optionLabel = useOptionLabel();
  const hintOf = useFieldHint();
  const text = typeof value === 'string' ? value : '';
  const required = spec.required && spec.type !== 'flag';
  const message = error(path);
  switch (spec.type) {
    case 'flag':
      return (
        <CheckboxField
          label={label}
          data-path={path}
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
        />
      );
    case 'image': {
      const image = (value ?? null) as ImageValue | null;
      return (
        <ImageField
          label={label}
          value={image}
          onChange={onChange}
          shape={spec.shape ?? 'wide'}
          showErrors={showErrors}
          error={message && message !== imageAltError(image) ? message : undefined}
        />
      );
    }
    case 'figure':
      return (
        <FigureInput
          label={label}
          path={path}
          value={value as FigureDraft}
          required={Boolean(spec.required)}
          error={error}
          onChange={onChange}
        />
      );
    case 'choice':
      return (
        <SelectField
          label={label}
          required={required}
          data-path={path}
          value={text}
          error={message}
          onChange={(e) => onChange(e.target.value)}
          options={[
            noChoice(Boolean(spec.required), t),
            ...(spec.options ?? []).map((option) => ({ value: option, label: optionLabel(name, option) })),
          ]}
        />
      );
    case 'ref':
      return (
        <RefSelect
          refKind={spec.ref as EntryKind}
          label={label}
          path={path}
          required={Boolean(required)}
          value={text}
          error={message}
          onChange={onChange}
        />
      );
    case 'refs':
      return (
        <RefChecks
          refKind={spec.ref as EntryKind}
          label={label}
          path={path}
          value={Array.isArray(value) ? (value as number[]) : []}
          error={message}
          onChange={onChange}
        />
      );
    case 'longtext':
    case 'lines':
      return (
        <TextArea
          label={label}
          hint={hintOf(kind, name, spec.type)}
          required={required}
          data-path={path}
          rows={spec.type === 'lines' ? 4 : 6}
          maxLength={spec.type === 'lines' ? undefined : maxOf(spec)}
          value={text}
          error={message}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    default:
      return (
        <Field
          label={label}
          hint={hintOf(kind, name, spec.type)}
          required={required}
          data-path={path}
          type={INPUT_TYPES[spec.type] ?? 'text'}
          inputMode={spec.type === 'number' ? 'numeric' : undefined}
          inputClassName={spec.type === 'date' || spec.type === 'number' ? 'w-auto' : undefined}
          maxLength={spec.type === 'number' ? 12 : maxOf(spec)}
          value={text}
          error={message}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}

/** A record of another kind, chosen by name (an opening's company, a metric's area). */
function RefSelect({
  refKind,
  label,
  path,
  required,
  value,
  error,
  onChange,
}: {
  refKind: EntryKind;
  label: string;
  path: string;
  required: boolean;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const records = useQuery(entriesQuery(refKind));
  return (
    <SelectField
      label={label}
      required={required}
      data-path={path}
      value={value}
      error={error ?? (records.error ? t('common.loadError', { message: records.error.message }) : undefined)}
      onChange={(e) => onChange(e.target.value)}
      options={[
        noChoice(required, t),
        ...(records.data ?? []).map((record) => ({ value: String(record.id), label: record.label })),
      ]}
    />
  );
}

/** Records of another kind, any number, ticked by name (model/fields.ts `refs`). */
function RefChecks({
  refKind,
  label,
  path,
  value,
  error,
  onChange,
}: {
  refKind: EntryKind;
  label: string;
  path: string;
  value: number[];
  error?: string;
  onChange: (value: number[]) => void;
}) {
  const t = useT();
  const records = useQuery(entriesQuery(refKind));
  return (
    <RefsInput
      label={label}
      path={path}
      value={value}
      options={(records.data ?? []).map((record) => ({ id: record.id, label: record.label }))}
      loading={records.isPending ? t('common.loading') : undefined}
      error={error ?? (records.error ? t('common.loadError', { message: records.error.message }) : undefined)}
      onChange={onChange}
    />
  );
}
