import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { scrollBehavior, scrollToElement, whenElementExists } from './scroll';

/**
 * The router does not scroll by itself. With a hash, scroll to its target once it exists (after
 * server rendering, or when the page's chunk has loaded after a client navigation); on a move to
 * another page without a hash, start at the top. Query-only changes (news filters) keep the position.
 */
export function useHashScroll(): void {
  const { pathname, hash, key } = useLocation();
  const previousPath = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` re-runs the effect when the same hash link is followed again.
  useEffect(() => {
    const firstRender = previousPath.current === null;
    const pathChanged = previousPath.current !== pathname;
    previousPath.current = pathname;
    if (hash.length > 1) {
      const id = decodeURIComponent(hash.slice(1));
      // After server rendering the browser has already scrolled to an anchor that was in the HTML
      // (and may still be smooth-scrolling there); a second scroll now would overshoot.
      if (firstRender && document.getElementById(id)) return undefined;
      return whenElementExists(id, (element) => scrollToElement(element, scrollBehavior()));
    }
    if (pathChanged && !firstRender) window.scrollTo({ top: 0, behavior: 'instant' });
    return undefined;
  }, [pathname, hash, key]);
}
