import { useId } from 'react';
import { CheckboxField } from '../CheckboxField';

/** One record that can be ticked: its id and its name. */
export interface RefOption {
  id: number;
  label: string;
}

/**
 * A `refs` field (common/src/model/fields.ts): a checkbox per record of the kind referred to (an article's
 * companies), ticked for those the value names. The value stays a set, ids ascending, whatever the order of
 * ticking. A record the value names that is not among the options (deleted since) is kept until the save,
 * whose server check drops it (docs/decisions/085). `path` is the payload path: a refused save's focus goes
 * to the first box.
 */
export function RefsInput({
  label,
  hint,
  path,
  options,
  value,
  error,
  loading,
  onChange,
}: {
  label: string;
  hint?: string;
  path: string;
  options: readonly RefOption[];
  value: readonly number[];
  error?: string;
  /** Said while the records are on their way, instead of the boxes. */
  loading?: string;
  onChange: (ids: number[]) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const toggle = (option: number, on: boolean) =>
    onChange([...new Set(on ? [...value, option] : value.filter((v) => v !== option))].sort((a, b) => a - b));
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-stone-800">{label}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {loading ? (
        <p role="status" className="text-sm text-stone-700">
          {loading}
        </p>
      ) : (
        <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
          {options.map((option, index) => (
            <CheckboxField
              key={option.id}
              label={option.label}
              className="font-normal"
              data-path={index === 0 ? path : undefined}
              checked={value.includes(option.id)}
              onChange={(e) => toggle(option.id, e.target.checked)}
            />
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
