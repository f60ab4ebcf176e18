import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type ApiError, post } from '../../api/client';
import { useT } from '../../i18n';
import { Alert } from '../Alert';
import { CodeField } from '../AuthFields';
import { SubmitForm } from '../SubmitForm';
import { RecoveryCodes } from './RecoveryCodes';

interface Setup {
  secret: string;
  uri: string;
  qrSvg: string;
}

/**
 * Scan, confirm with a code, save the recovery codes. Used by owners before their first sign-in
 * completes, and by anyone from their account page. `onConfirmed` when it is on (the codes are then
 * shown), `onDone` when the person has saved the codes.
 */
export function TwoFactorSetup({ onConfirmed, onDone }: { onConfirmed?: () => void; onDone: () => void }) {
  const t = useT();
  const [code, setCode] = useState('');
  const setup = useQuery<Setup, ApiError>({
    queryKey: ['admin', 'two-factor-setup'],
    queryFn: () => post<Setup>('/account/two-factor/setup'),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const confirm = useMutation<{ recoveryCodes: string[] }, ApiError>({
    mutationFn: () => post('/account/two-factor/confirm', { code }),
    onError: () => setCode(''),
    // Two-factor sign-in is on from here, while the codes are still on the screen.
    onSuccess: onConfirmed,
  });
  if (confirm.data) return <RecoveryCodes codes={confirm.data.recoveryCodes} onDone={onDone} />;
  if (setup.error) return <Alert tone="error">{setup.error.message}</Alert>;
  if (!setup.data) return <p role="status">{t('common.loading')}</p>;
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-4 pl-5 text-sm text-stone-800">
        <li>
          <p>{t('auth.enrol.step1')}</p>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.data.qrSvg)}`}
            alt={t('auth.enrol.qrAlt')}
            width={192}
            height={192}
            className="mt-3 rounded border border-stone-200 bg-white"
          />
          <p className="mt-3">{t('auth.enrol.manual')}</p>
          <code className="mt-1 block rounded bg-stone-100 px-2 py-1 font-mono text-sm wrap-anywhere">
            {setup.data.secret.replace(/(.{4})/g, '$1 ').trim()}
          </code>
        </li>
        <li>{t('auth.enrol.step2')}</li>
      </ol>
      <SubmitForm
        onSubmit={() => confirm.mutate()}
        error={confirm.error?.message}
        pending={confirm.isPending}
        submit={t('auth.enrol.submit')}
        pendingLabel={t('auth.enrol.submitting')}
      >
        <CodeField
          label={t('auth.enrol.label')}
          appOnly
          value={code}
          onValue={setCode}
          error={confirm.error?.fields.code}
        />
      </SubmitForm>
    </div>
  );
}
