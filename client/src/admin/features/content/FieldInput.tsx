import type { ImageValue } from '@common/admin/media';
import type { FieldSpec } from '@common/entries/fields';
import { maxOf } from '@common/entries/fields';
import type { EntryKind } from '@common/entries/kinds';
import { useQuery } from '@tanstack/react-query';
import { Field } from '../../components/Field';
import { ImageField, imageAltError } from '../../components/media/ImageField';
import { SelectField } from '../../components/SelectField';
import { TextArea } from '../../components/TextArea';
import { useT } from '../../i18n';
import { entriesQuery } from './api';
import { useOptionLabel } from './option-label';

/** Input types by field type: the browser's own checks and keyboards for addresses, phones and dates. */
const INPUT_TYPES: Partial<Record<FieldSpec['type'], string>> = {
  url: 'url',
  email: 'email',
  phone: 'tel',
  date: 'date',
};

interface Props {
  kind: EntryKind;
  name: string;
  spec: FieldSpec;
  value: string | boolean;
  image: ImageValue | null;
  error?: string;
  showErrors: boolean;
  onChange: (value: string | boolean) => void;
  onImage: (value: ImageValue | null) => void;
}

/** One field of a record in the English (and language-neutral) tab, as its type asks. */
export function FieldInput({ kind, name, spec, value, image, error, showErrors, onChange, onImage }: Props) {
  const t = useT();
  const optionLabel = useOptionLabel();
  const label = t(`content.fields.${kind}.${name}` as 'content.fields.company.name');
  const text = typeof value === 'string' ? value : '';
  const required = spec.required && spec.type !== 'flag';
  switch (spec.type) {
    case 'flag':
      return (
        <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
          <input
            type="checkbox"
            className="h-5 w-5 accent-primary"
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
          />
          {label}
        </label>
      );
    case 'image':
      return (
        <ImageField
          label={label}
          value={image}
          onChange={onImage}
          shape={spec.shape ?? 'wide'}
          showErrors={showErrors}
          error={error && error !== imageAltError(image) ? error : undefined}
        />
      );
    case 'choice':
      return (
        <SelectField
          label={label}
          required={required}
          value={text}
          error={error}
          onChange={(e) => onChange(e.target.value)}
          options={[
            { value: '', label: spec.required ? t('content.hints.choose') : t('content.hints.none') },
            ...(spec.options ?? []).map((option) => ({ value: option, label: optionLabel(name, option) })),
          ]}
        />
      );
    case 'ref':
      return (
        <RefSelect
          refKind={spec.ref as EntryKind}
          label={label}
          required={Boolean(required)}
          value={text}
          error={error}
          onChange={onChange}
        />
      );
    case 'longtext':
    case 'lines':
      return (
        <TextArea
          label={label}
          hint={spec.type === 'lines' ? t('content.hints.lines') : t('content.hints.longtext')}
          required={required}
          rows={spec.type === 'lines' ? 4 : 6}
          maxLength={spec.type === 'lines' ? undefined : maxOf(spec)}
          value={text}
          error={error}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    default:
      return (
        <Field
          label={label}
          hint={
            spec.type === 'slug' ? t('content.hints.slug') : spec.type === 'date' ? t('content.hints.date') : undefined
          }
          required={required}
          type={INPUT_TYPES[spec.type] ?? 'text'}
          inputMode={spec.type === 'number' ? 'numeric' : undefined}
          inputClassName={spec.type === 'date' || spec.type === 'number' ? 'w-auto' : undefined}
          maxLength={spec.type === 'number' ? 12 : maxOf(spec)}
          value={text}
          error={error}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}

/** A record of another kind, chosen by name (an opening's company). */
function RefSelect({
  refKind,
  label,
  required,
  value,
  error,
  onChange,
}: {
  refKind: EntryKind;
  label: string;
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
      value={value}
      error={error ?? (records.error ? t('common.loadError', { message: records.error.message }) : undefined)}
      onChange={(e) => onChange(e.target.value)}
      options={[
        { value: '', label: required ? t('content.hints.choose') : t('content.hints.none') },
        ...(records.data ?? []).map((record) => ({ value: String(record.id), label: record.label })),
      ]}
    />
  );
}
