import type { SessionEnd } from '@common/admin/auth';
import { useSyncExternalStore } from 'react';

/*
 * When the session ends while someone works (idle timeout, ended from another device, signed out in
 * another tab), the screen stays as it is, with everything typed in it: the shell says the session has
 * ended and offers to sign in again in place (components/ReauthDialog.tsx). Once signed in, screens that
 * could not save hear `whenSignedInAgain` and save. Only signing out on purpose leaves the
 * screen for the sign-in page.
 */

let lost = false;
/** Why, when the server said (its 401's code, or the session's `ended`): the dialog words each case. */
let why: SessionEnd | null = null;
const listeners = new Set<() => void>();
const signedInAgain = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

const ENDS: Record<string, SessionEnd> = {
  'auth.signedOut': 'signedOut',
  'auth.sessionExpired': 'expired',
  'auth.sessionEnded': 'ended',
};

/** The session's end an answer's code names (api/client.ts passes a 401's code), if any. */
export const sessionEndOf = (code: string | undefined): SessionEnd | null => (code ? (ENDS[code] ?? null) : null);

/** A request was refused 401 (or the session reads signed out): the session is gone, for `reason` if known. */
export function markSessionLost(reason: SessionEnd | null = null): void {
  if (lost) {
    // The first word said nothing of why, a later one does.
    if (!why && reason) {
      why = reason;
      notify();
    }
    return;
  }
  lost = true;
  why = reason;
  notify();
}

/** Signed in again in place: screens may save what waited. */
export function markSignedInAgain(): void {
  lost = false;
  why = null;
  notify();
  for (const callback of signedInAgain) callback();
}

/** Signed out on purpose (or a fresh start): nothing to keep. */
export function resetSessionState(): void {
  lost = false;
  why = null;
  notify();
}

const isSessionLost = () => lost;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useSessionLost(): boolean {
  return useSyncExternalStore(subscribe, isSessionLost);
}

/** Why the session ended, when known (null: the dialog says only that it has ended). */
export function useSessionEnd(): SessionEnd | null {
  return useSyncExternalStore(subscribe, () => why);
}

/** Calls back after each sign-in in place; returns the unsubscribe. */
export function whenSignedInAgain(callback: () => void): () => void {
  signedInAgain.add(callback);
  return () => signedInAgain.delete(callback);
}
