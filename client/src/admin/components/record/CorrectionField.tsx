import { useId } from 'react';
import { useT } from '../../i18n';
import { CheckboxField } from '../CheckboxField';
import type { RecordForm } from './record-form';

export /** "This is a correction": the save keeps the date visitors read as "Last updated" (docs/decisions/078). */
function CorrectionField({
  form,
  setForm,
}: {
  form: RecordForm;
  setForm: (change: (form: RecordForm) => RecordForm) => void;
}) {
  const t = useT();
  const hintId = useId();
  return (
    <div className="space-y-1">
      <CheckboxField
        label={t('kit.record.correction')}
        aria-describedby={hintId}
        checked={form.correction}
        onChange={(e) => setForm((f) => ({ ...f, correction: e.target.checked }))}
      />
      <p id={hintId} className="pl-7 text-sm text-stone-600">
        {t('kit.record.correctionHint')}
      </p>
    </div>
  );
}
