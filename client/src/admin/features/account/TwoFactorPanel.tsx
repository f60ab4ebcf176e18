import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { Field } from '../../components/Field';
import { RecoveryCodes } from '../../components/two-factor/RecoveryCodes';
import { TwoFactorSetup } from '../../components/two-factor/TwoFactorSetup';
import { useT } from '../../i18n';
import { disableTwoFactor, replaceRecoveryCodes, twoFactorQuery } from './api';

/**
 * Two-factor sign-in from one's account: set it up (the same steps as an owner's first sign-in), turn it
 * off (not for owners: the server refuses), or replace the recovery codes.
 */
export function TwoFactorPanel() {
  const t = useT();
  const queryClient = useQueryClient();
  const titleId = useId();
  const state = useQuery(twoFactorQuery);
  const [settingUp, setSettingUp] = useState(false);
  const [notice, setNotice] = useState('');
  // The state is read again as soon as the server changed it, so what it says is true while codes are shown.
  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorQuery.queryKey });
  const changed = async (message: string) => {
    setNotice(message);
    await refresh();
  };
  const data = state.data;
  return (
    <section aria-labelledby={titleId} className="mt-10 max-w-xl">
      <h2 id={titleId} className="text-lg font-semibold text-stone-900">
        {t('account.twoFactor.title')}
      </h2>
      <div className="mt-2 space-y-3">
        {notice && <Alert tone="success">{notice}</Alert>}
        {state.isPending && <p role="status">{t('common.loading')}</p>}
        {state.error && <Alert tone="error">{t('common.loadError', { message: state.error.message })}</Alert>}
      </div>
      {data && (
        <p className="mt-2 text-stone-700">
          {data.enabled
            ? `${t('account.twoFactor.on')} ${t('account.twoFactor.codesLeft', { count: data.recoveryCodesLeft })}`
            : t('account.twoFactor.off')}
        </p>
      )}
      {/* Set-up stays on the screen after it turned two-factor on, until its recovery codes are saved. */}
      {data && settingUp && (
        <div className="mt-4 space-y-4">
          <TwoFactorSetup
            onConfirmed={() => void refresh()}
            onDone={async () => {
              setSettingUp(false);
              await changed(t('account.twoFactor.doneSetUp'));
            }}
          />
          {!data.enabled && (
            <Button variant="link" className="px-0" onClick={() => setSettingUp(false)}>
              {t('account.twoFactor.cancel')}
            </Button>
          )}
        </div>
      )}
      {data && !settingUp && !data.enabled && (
        <div className="mt-4">
          <Button
            onClick={() => {
              setNotice('');
              setSettingUp(true);
            }}
          >
            {t('account.twoFactor.setUp')}
          </Button>
        </div>
      )}
      {data?.enabled && !settingUp && (
        <div className="mt-4 space-y-6">
          <NewRecoveryCodes
            onReplaced={() => void refresh()}
            onDone={() => changed(t('account.twoFactor.codesDone'))}
          />
          {data.required ? (
            <p className="text-sm text-stone-700">{t('account.twoFactor.ownersMustKeep')}</p>
          ) : (
            <DisableTwoFactor onDone={() => changed(t('account.twoFactor.disabled'))} />
          )}
        </div>
      )}
    </section>
  );
}

function NewRecoveryCodes({ onReplaced, onDone }: { onReplaced: () => void; onDone: () => void }) {
  const t = useT();
  const [code, setCode] = useState('');
  const replace = useMutation<{ recoveryCodes: string[] }, ApiError>({
    mutationFn: () => replaceRecoveryCodes(code),
    onSettled: () => setCode(''),
    onSuccess: onReplaced,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    replace.mutate();
  };
  if (replace.data) {
    return (
      <div>
        <h3 className="font-semibold text-stone-900">{t('auth.recovery.title')}</h3>
        <div className="mt-2">
          <RecoveryCodes
            codes={replace.data.recoveryCodes}
            onDone={() => {
              replace.reset();
              onDone();
            }}
          />
        </div>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <h3 className="font-semibold text-stone-900">{t('account.twoFactor.codesTitle')}</h3>
      <p className="text-sm text-stone-700">{t('account.twoFactor.codesIntro')}</p>
      {replace.error && <Alert tone="error">{replace.error.message}</Alert>}
      <Field
        label={t('account.twoFactor.codeLabel')}
        hint={t('account.twoFactor.codeHint')}
        name="code"
        inputMode="text"
        autoComplete="one-time-code"
        spellCheck={false}
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={replace.error?.fields.code}
      />
      <Button type="submit" variant="outline" disabled={replace.isPending}>
        {replace.isPending ? t('account.twoFactor.codesSubmitting') : t('account.twoFactor.codesSubmit')}
      </Button>
    </form>
  );
}

function DisableTwoFactor({ onDone }: { onDone: () => void }) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const disable = useMutation<unknown, ApiError>({
    mutationFn: () => disableTwoFactor({ password, code }),
    onSettled: () => {
      setPassword('');
      setCode('');
    },
    onSuccess: onDone,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate();
  };
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <h3 className="font-semibold text-stone-900">{t('account.twoFactor.disableTitle')}</h3>
      <p className="text-sm text-stone-700">{t('account.twoFactor.disableIntro')}</p>
      {disable.error && <Alert tone="error">{disable.error.message}</Alert>}
      <Field
        label={t('account.twoFactor.disablePassword')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={disable.error?.fields.password}
      />
      <Field
        label={t('account.twoFactor.disableCode')}
        name="disable-code"
        inputMode="text"
        autoComplete="one-time-code"
        spellCheck={false}
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={disable.error?.fields.code}
      />
      <Button type="submit" variant="outline" disabled={disable.isPending}>
        {disable.isPending ? t('account.twoFactor.disabling') : t('account.twoFactor.disableSubmit')}
      </Button>
    </form>
  );
}
