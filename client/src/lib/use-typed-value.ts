import { type RefObject, useEffect } from 'react';

/**
 * A server-rendered field takes typing, pasting and the browser's autofill before React is there
 * (docs/decisions/060, 098): what it holds when React first runs is the visitor's value, not the empty one
 * React started from. `adopt` receives it once, if there is one.
 */
export function useTypedValue(field: RefObject<HTMLInputElement | null>, adopt: (value: string) => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the field first has React
  useEffect(() => {
    const value = field.current?.value;
    if (value) adopt(value);
  }, []);
}
