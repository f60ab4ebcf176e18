import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import * as z from 'zod/mini';

export type AddressValues = Record<string, string | null | undefined>;
export type SetAddress = (values: AddressValues, options?: { replace?: boolean }) => void;

/**
 * A screen's state kept in the address's query string: a list's filters and page can be
 * bookmarked and shared, reloading keeps them, and back and forward move between them. Each screen reads
 * the values with its own rules (a value it does not know is ignored, never an error).
 *
 * `set` merges the values given (null, undefined or '' removes one, so the default leaves no trace) and
 * adds a history entry, or with `replace` changes the current one: for what changes at every keystroke.
 * The path stays as it is ('~' makes it absolute to the router's base).
 */
export function useAddressState(): [URLSearchParams, SetAddress] {
  // wouter's search hook re-renders on every change of the address (links, back, forward); its value is
  // decoded once already ("%2541" would read as "A"), so the browser's own query string is parsed instead.
  useSearch();
  const raw = window.location.search;
  const params = useMemo(() => new URLSearchParams(raw), [raw]);
  const [, navigate] = useLocation();
  const set = useCallback<SetAddress>(
    (values, options) => {
      const next = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(values)) {
        if (value === null || value === undefined || value === '') next.delete(key);
        else next.set(key, value);
      }
      const query = next.toString();
      const search = query ? `?${query}` : '';
      if (search === window.location.search) return;
      navigate(`~${window.location.pathname}${search}`, { replace: options?.replace ?? false });
    },
    [navigate],
  );
  return [params, set];
}

/** A value of the address by the API's own rule for it (the shared schema's field); undefined when absent or broken. */
export function readByRule<S extends z.core.$ZodType>(schema: S, value: string | null): z.output<S> | undefined {
  if (value === null) return undefined;
  const parsed = z.safeParse(schema, value);
  return parsed.success ? parsed.data : undefined;
}
