import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. Components never set the same CSS property twice in one class list (variants and
 * call sites add what the base leaves out), so no merge step is needed: tailwind-merge cost 10-15 ms
 * of main thread on every page start (docs/decisions/010). e2e/classes.spec.ts keeps it true.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
