import type { SessionInfo, SignInResult, StaffMe } from '@common/admin/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError, get, post, setCsrfToken } from '../api/client';
import { sessionQuery } from '../api/session';
import { useT } from '../i18n';
import { markSignedInAgain, useSessionEnd } from '../lib/session-state';
import { Alert } from './Alert';
import { CodeField, EmailField, PasswordField } from './AuthFields';
import { Modal } from './Modal';
import { SubmitForm } from './SubmitForm';

type Step = 'password' | 'code' | 'enrol';

/**
 * Signing in again without leaving the screen, so nothing typed is lost: the same account, its password and then its
 * code. What the screen holds stays; once signed in, screens that waited save (lib/session-state.ts).
 * Closing the dialog keeps the screen too; the shell's banner opens it again. It says why the session ended
 * when the server did (signed out in some tab, expired, ended elsewhere: lib/session-state.ts).
 */
export function ReauthDialog({
  user,
  open,
  onOpenChange,
}: {
  user: StaffMe;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('password');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [pending, setPending] = useState(false);
  const passwordField = useRef<HTMLInputElement>(null);
  const end = useSessionEnd();

  /** A fresh CSRF token for the requests that sign in (the old one belonged to the ended session). */
  const freshToken = async () => {
    const info = await get<SessionInfo>('/session');
    setCsrfToken(info.csrfToken);
    return info;
  };

  /** Signed in: the session is read again (its new CSRF token), then every screen refreshes and saves. */
  const finish = async () => {
    const info = await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
    if (info.stage !== 'full' || info.user?.id !== user.id) {
      setStep(info.stage === 'enrol' ? 'enrol' : 'password');
      return;
    }
    setStep('password');
    setPassword('');
    setCode('');
    setError(null);
    markSignedInAgain();
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'session' });
  };

  const run = async (work: () => Promise<void>) => {
    setPending(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : new ApiError(0, String(caught)));
    } finally {
      setPending(false);
    }
  };

  const submitPassword = () =>
    void run(async () => {
      await freshToken();
      try {
        const result = await post<SignInResult>('/sign-in', { email: user.email, password });
        if (result.next === 'totp') setStep('code');
        else if (result.next === 'enrol') setStep('enrol');
        else await finish();
      } finally {
        setPassword('');
      }
    });

  const submitCode = () =>
    void run(async () => {
      await freshToken();
      try {
        await post<SignInResult>('/sign-in/code', { code });
        await finish();
      } catch (caught) {
        // The half-finished sign-in expired: back to the password.
        if (caught instanceof ApiError && caught.status === 409) setStep('password');
        throw caught;
      } finally {
        setCode('');
      }
    });

  /** Signed in in another tab meanwhile: no need to type anything here. */
  const checkAgain = () =>
    void run(async () => {
      const info = await freshToken();
      if (info.stage === 'full' && info.user?.id === user.id) await finish();
      else setError(new ApiError(401, t('common.reauth.stillSignedOut')));
    });

  return (
    <Modal
      open={open}
      onClose={() => onOpenChange(false)}
      title={end ? t(`common.reauth.titles.${end}`) : t('common.reauth.title')}
      description={
        <p>
          {end && `${t(`common.reauth.why.${end}`)} `}
          {t('common.reauth.text')}
        </p>
      }
      className="w-[min(28rem,calc(100vw-2rem))]"
      initialFocus={passwordField}
    >
      <div className="mt-4 space-y-4">
        {error && <Alert tone="error">{error.message}</Alert>}
        {step !== 'enrol' && (
          // One step at a time: the password, then the code (a new form, so nothing typed carries over).
          <SubmitForm
            key={step}
            onSubmit={step === 'password' ? submitPassword : submitCode}
            pending={pending}
            submit={step === 'password' ? t('common.reauth.submit') : t('auth.code.submit')}
            pendingLabel={step === 'password' ? t('auth.signIn.submitting') : t('auth.code.submitting')}
            wide
          >
            {step === 'password' ? (
              <>
                <EmailField label={t('auth.signIn.email')} value={user.email} readOnly required={false} />
                <PasswordField
                  ref={passwordField}
                  label={t('auth.signIn.password')}
                  value={password}
                  onValue={setPassword}
                  error={error?.fields.password}
                />
              </>
            ) : (
              <CodeField
                label={t('auth.code.label')}
                hint={t('auth.code.hint')}
                value={code}
                onValue={setCode}
                error={error?.fields.code}
              />
            )}
          </SubmitForm>
        )}
        {step === 'enrol' && <Alert tone="warning">{t('common.reauth.enrol')}</Alert>}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" wrap disabled={pending} onClick={checkAgain}>
            {t('common.reauth.checkAgain')}
          </Button>
          <Button type="button" variant="outline" size="sm" wrap onClick={() => onOpenChange(false)}>
            {t('common.reauth.later')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
