import { useEffect, useRef } from 'react';
import type { ApiError } from '../api/client';
import { whenSignedInAgain } from './session-state';

/**
 * Why a save has not gone through yet, when it will by itself ("not saved yet, retrying",
 * never silence): the server could not be reached, it was briefly unavailable, or the session ended.
 * Anything else (bad input, someone else's newer save) is a refusal the person has to act on.
 */
export type SaveProblem = 'offline' | 'server' | 'signedOut';

export function saveProblemOf(error: ApiError): SaveProblem | null {
  if (error.status === 0) return 'offline';
  if (error.status === 401) return 'signedOut';
  if (error.status === 502 || error.status === 503 || error.status === 504) return 'server';
  return null;
}

/** Pauses between tries while the server cannot be reached: 2, 4, 8, 16, then every 30 seconds. */
const retryDelay = (failures: number) => Math.min(30_000, 2_000 * 2 ** Math.max(0, failures - 1));

/**
 * Tries again while `problem` is set: after a pause that grows with `failures`, at once when the browser
 * says it is online again, and after signing in again in place for an ended session.
 */
export function useSaveRetry(problem: SaveProblem | null, failures: number, retry: () => void): void {
  const latest = useRef(retry);
  latest.current = retry;
  useEffect(() => {
    if (!problem) return;
    if (problem === 'signedOut') return whenSignedInAgain(() => latest.current());
    const timer = setTimeout(() => latest.current(), retryDelay(failures));
    const online = () => latest.current();
    addEventListener('online', online);
    return () => {
      clearTimeout(timer);
      removeEventListener('online', online);
    };
  }, [problem, failures]);
}
