import { useEffect, useRef } from 'react';
import { useLocation } from '@/lib/router';
import { scrollBehavior, scrollToElement, whenElementExists } from './scroll';

/**
 * The router does not scroll by itself. With a hash, scroll to its target once it exists (after
 * server rendering, or when the page's chunk has loaded after a client navigation); on a move to
 * another page without a hash, start at the top. Query-only changes (news filters) keep the position.
 */
export function useHashScroll(): void {
  const { pathname, hash, key } = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const pathChanged = previousPath.current !== null && previousPath.current !== pathname;
    previousPath.current = pathname;
    // Before any in-app navigation the browser placed the page itself, jumping to an anchor present
    // in the server HTML; once the web font has replaced the fallback (text reflows), align again.
    const arrival = key === '0';
    if (hash.length > 1) {
      const id = decodeURIComponent(hash.slice(1));
      const target = document.getElementById(id);
      if (arrival && target) {
        let cancelled = false;
        void document.fonts.ready.then(() => {
          if (!cancelled) scrollToElement(target, 'instant');
        });
        return () => {
          cancelled = true;
        };
      }
      return whenElementExists(id, (element) => scrollToElement(element, scrollBehavior()));
    }
    if (pathChanged) window.scrollTo({ top: 0, behavior: 'instant' });
    return undefined;
  }, [pathname, hash, key]);
}
