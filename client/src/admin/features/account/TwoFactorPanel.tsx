import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { CodeField, PasswordField } from '../../components/AuthFields';
import { LoadState } from '../../components/LoadState';
import { Section } from '../../components/Section';
import { SubmitForm } from '../../components/SubmitForm';
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
    <Section title={t('account.twoFactor.title')} className="mt-10 max-w-xl">
      <div className="mt-2 space-y-3">
        {notice && <Alert tone="success">{notice}</Alert>}
        <LoadState query={state} />
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
    </Section>
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
    <SubmitForm
      tight
      intro={<Intro title={t('account.twoFactor.codesTitle')} text={t('account.twoFactor.codesIntro')} />}
      onSubmit={() => replace.mutate()}
      error={replace.error?.message}
      pending={replace.isPending}
      submit={t('account.twoFactor.codesSubmit')}
      pendingLabel={t('account.twoFactor.codesSubmitting')}
      look="outline"
    >
      <CodeField
        label={t('account.twoFactor.codeLabel')}
        hint={t('account.twoFactor.codeHint')}
        value={code}
        onValue={setCode}
        error={replace.error?.fields.code}
      />
    </SubmitForm>
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
  return (
    <SubmitForm
      tight
      intro={<Intro title={t('account.twoFactor.disableTitle')} text={t('account.twoFactor.disableIntro')} />}
      onSubmit={() => disable.mutate()}
      error={disable.error?.message}
      pending={disable.isPending}
      submit={t('account.twoFactor.disableSubmit')}
      pendingLabel={t('account.twoFactor.disabling')}
      look="outline"
    >
      <PasswordField
        label={t('account.twoFactor.disablePassword')}
        value={password}
        onValue={setPassword}
        error={disable.error?.fields.password}
      />
      <CodeField
        label={t('account.twoFactor.disableCode')}
        name="disable-code"
        value={code}
        onValue={setCode}
        error={disable.error?.fields.code}
      />
    </SubmitForm>
  );
}

/** The heading and purpose of one of the panel's forms. */
function Intro({ title, text }: { title: string; text: string }) {
  return (
    <>
      <h3 className="font-semibold text-stone-900">{title}</h3>
      <p className="text-sm text-stone-700">{text}</p>
    </>
  );
}
