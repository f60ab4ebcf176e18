import type { Locale } from '@common/locale';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { SelectField } from '../../components/SelectField';
import { useT } from '../../i18n';
import { sendTest } from './api';

/** A test of one saved version to the staff member's own address (it counts in no figures). */
export function TestSend({ issueId, versions, disabled }: { issueId: number; versions: Locale[]; disabled: boolean }) {
  const t = useT();
  const selectId = useId();
  const [chosen, setChosen] = useState<Locale | undefined>(versions[0]);
  // A version removed since it was chosen is no longer offered.
  const locale = chosen && versions.includes(chosen) ? chosen : versions[0];
  const test = useMutation<{ to: string }, ApiError, Locale>({ mutationFn: (version) => sendTest(issueId, version) });
  return (
    <section aria-labelledby={`${selectId}-title`} className="space-y-3">
      <h2 id={`${selectId}-title`} className="text-lg font-semibold text-stone-900">
        {t('newsletters.test')}
      </h2>
      {locale ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SelectField
            className="sm:w-56"
            label={t('newsletters.testLanguage')}
            value={locale}
            onChange={(event) => setChosen(event.target.value as Locale)}
            options={versions.map((value) => ({ value, label: t(`kit.languages.${value}`) }))}
          />
          <Button variant="outline" onClick={() => test.mutate(locale)} disabled={disabled || test.isPending}>
            {test.isPending ? t('newsletters.testing') : t('newsletters.test')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-stone-700">{t('newsletters.testNone')}</p>
      )}
      {test.data && test.variables && (
        <Alert tone="success">
          {t('newsletters.tested', { language: t(`kit.languages.${test.variables}`), email: test.data.to })}
        </Alert>
      )}
      {test.error && <Alert tone="error">{test.error.message}</Alert>}
    </section>
  );
}
