import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useUnsavedChanges } from '../lib/leave-guard';
import { Alert } from './Alert';
import { dangerFormClass } from './ConfirmDialog';

/**
 * The staff area's form of one action (sign in, a code, a new password, an invitation, a setting): what it
 * did or the server's refusal above its fields, said as they appear (Alert: an error is an alert, a
 * success a status), then the fields, then one submit button whose words say while the request runs
 * ("Signing in…"). The browser's own checks are off (`noValidate`): the server says what is wrong, in the
 * staff member's language, and its field messages go to each field's `error`. With `unsaved`, leaving
 * asks first (lib/leave-guard.ts).
 *
 *   <SubmitForm onSubmit={() => signIn.mutate()} error={signIn.error?.message} pending={signIn.isPending}
 *     submit={t('auth.signIn.submit')} pendingLabel={t('auth.signIn.submitting')} wide>
 *     <EmailField … /> <PasswordField … />
 *   </SubmitForm>
 */
export function SubmitForm({
  onSubmit,
  error,
  success,
  pending = false,
  submit,
  pendingLabel,
  wide = false,
  look = 'primary',
  unsaved = false,
  tight = false,
  intro,
  beside,
  after,
  className,
  children,
  ...form
}: Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> & {
  /** Called on submit, the page's own submission prevented. */
  onSubmit: () => void;
  /** The server's message (or the form's own), above the fields. */
  error?: string | null | false;
  /** What the last submission did, above the fields. */
  success?: ReactNode;
  pending?: boolean;
  submit: string;
  /** The button's words while the request runs; the same words when none are needed. */
  pendingLabel?: string;
  /** The button as wide as the form, as on the signed-out screens' card. */
  wide?: boolean;
  /** `outline` for an action beside the screen's main one; `danger` for one that loses something. */
  look?: 'primary' | 'outline' | 'danger';
  unsaved?: boolean;
  /** Less space between the fields, in a panel among others. */
  tight?: boolean;
  /** Before the messages: the form's heading and what it does, in a panel of several forms. */
  intro?: ReactNode;
  /** In a row with the button: its alternative ("Cancel"). */
  beside?: ReactNode;
  /** After the button: links ("Forgot your password?"), a way back ("Start over"). */
  after?: ReactNode;
}) {
  useUnsavedChanges(unsaved);
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const words = pending ? (pendingLabel ?? submit) : submit;
  const button =
    look === 'danger' ? (
      <button type="submit" className={dangerFormClass} disabled={pending}>
        {words}
      </button>
    ) : (
      <Button
        type="submit"
        variant={look === 'outline' ? 'outline' : undefined}
        className={wide ? 'w-full' : undefined}
        disabled={pending}
      >
        {words}
      </Button>
    );
  return (
    <form onSubmit={send} noValidate className={cn(tight ? 'space-y-3' : 'space-y-4', className)} {...form}>
      {intro}
      {success && <Alert tone="success">{success}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      {children}
      {beside ? (
        <div className="flex flex-wrap gap-2">
          {button}
          {beside}
        </div>
      ) : (
        button
      )}
      {after}
    </form>
  );
}
