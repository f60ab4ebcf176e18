import { useEffect, useState } from 'react';

/**
 * False in the server's render and in the render that hydrates it, true once React runs the page. A form
 * leaves its fields to the browser's own checks (`required`, `type="email"`) until then, so a visitor who
 * sends it before the app's code is in still gets an answer at once (docs/decisions/060).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
