import type { StaffMe } from '@common/admin/auth';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError, post } from '../api/client';
import { useT } from '../i18n';
import { CodeField, PasswordField } from './AuthFields';
import { Modal } from './Modal';
import { SubmitForm } from './SubmitForm';

type Waiting = { resolve: () => void; reject: (error: unknown) => void };

/**
 * Re-authentication before a sensitive owner action (docs/decisions/094): `run(work)` does the work, and when
 * the server answers 403 `auth.confirmFirst` it asks for the person's authenticator code (their password,
 * without two-factor sign-in), confirms it, and does the work again. Closing the dialog leaves the change
 * undone and says so. Render `dialog` once on the screen.
 */
export function useConfirmedAction(user: StaffMe): {
  run: <T>(work: () => Promise<T>) => Promise<T>;
  dialog: ReactNode;
} {
  const t = useT();
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const run = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'auth.confirmFirst')) throw error;
      await new Promise<void>((resolve, reject) => setWaiting({ resolve, reject }));
      return work();
    }
  }, []);
  const dialog = (
    <ConfirmIdentityDialog
      open={waiting !== null}
      withCode={user.totpEnabled}
      onConfirmed={() => {
        waiting?.resolve();
        setWaiting(null);
      }}
      onCancel={() => {
        waiting?.reject(new ApiError(0, t('kit.confirmIdentity.cancelled')));
        setWaiting(null);
      }}
    />
  );
  return { run, dialog };
}

function ConfirmIdentityDialog({
  open,
  withCode,
  onConfirmed,
  onCancel,
}: {
  open: boolean;
  withCode: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [pending, setPending] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const close = (then: () => void) => {
    setSecret('');
    setError(null);
    then();
  };
  const submit = async () => {
    setPending(true);
    setError(null);
    try {
      await post('/account/confirm', withCode ? { code: secret } : { password: secret });
      close(onConfirmed);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : new ApiError(0, String(caught)));
      field.current?.focus();
    } finally {
      setPending(false);
    }
  };
  const fieldError = error?.fields.code ?? error?.fields.password;
  return (
    <Modal
      open={open}
      onClose={() => close(onCancel)}
      title={t('kit.confirmIdentity.title')}
      description={<p>{withCode ? t('kit.confirmIdentity.withCode') : t('kit.confirmIdentity.withPassword')}</p>}
      initialFocus={field}
    >
      <SubmitForm
        className="mt-4"
        onSubmit={() => void submit()}
        error={error && !fieldError ? error.message : undefined}
        pending={pending}
        submit={t('kit.confirmIdentity.confirm')}
        pendingLabel={t('kit.confirmIdentity.checking')}
        beside={
          <Button type="button" variant="outline" onClick={() => close(onCancel)}>
            {t('common.cancel')}
          </Button>
        }
      >
        {withCode ? (
          <CodeField
            ref={field}
            label={t('kit.confirmIdentity.code')}
            value={secret}
            onValue={setSecret}
            error={fieldError}
          />
        ) : (
          <PasswordField
            ref={field}
            label={t('kit.confirmIdentity.password')}
            autoComplete="current-password"
            value={secret}
            onValue={setSecret}
            error={fieldError}
          />
        )}
      </SubmitForm>
    </Modal>
  );
}
