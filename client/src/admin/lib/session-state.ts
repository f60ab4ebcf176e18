import { useSyncExternalStore } from 'react';

/*
 * When the session ends while someone works (idle timeout, ended from another device, signed out in
 * another tab), the screen stays as it is, with everything typed in it: the shell says the session has
 * ended and offers to sign in again in place (components/ReauthDialog.tsx). Once signed in, screens that
 * could not save hear `whenSignedInAgain` and save. Only signing out on purpose leaves the
 * screen for the sign-in page.
 */

let lost = false;
const listeners = new Set<() => void>();
const signedInAgain = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** A request was refused 401: the session is gone. */
export function markSessionLost(): void {
  if (lost) return;
  lost = true;
  notify();
}

/** Signed in again in place: screens may save what waited. */
export function markSignedInAgain(): void {
  lost = false;
  notify();
  for (const callback of signedInAgain) callback();
}

/** Signed out on purpose (or a fresh start): nothing to keep. */
export function resetSessionState(): void {
  lost = false;
  notify();
}

const isSessionLost = () => lost;

export function useSessionLost(): boolean {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, isSessionLost);
}

/** Calls back after each sign-in in place; returns the unsubscribe. */
export function whenSignedInAgain(callback: () => void): () => void {
  signedInAgain.add(callback);
  return () => signedInAgain.delete(callback);
}
