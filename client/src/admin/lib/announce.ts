import { useSyncExternalStore } from 'react';

/**
 * The staff area's one polite live region: what an action did ("Status: Closed", "Note
 * added"), said to screen readers without moving the focus. The shell renders it once
 * (layout/LiveRegion.tsx); features call `announce`. Each announcement is a new object, so the same
 * words said twice are re-rendered and read again.
 */
let current: { text: string } = { text: '' };
const listeners = new Set<() => void>();

export function announce(text: string) {
  current = { text };
  for (const listener of listeners) listener();
}

export function useAnnouncement(): { text: string } {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
