// Same as features/about/use-scroll-to-hash.ts; a shared hook in client/src/hooks would replace both.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element named by the address's #fragment into view.
 * - On arrival the browser has already done this for the server-rendered page; repeating it
 *   instantly after hydration covers arriving by client-side navigation (a Link to
 *   /about#our-journey), where the page mounts after the address changed.
 * - A later change of fragment (an in-page link, or a Link to another anchor of this page) scrolls
 *   smoothly, or instantly when the visitor prefers reduced motion.
 * It waits a frame so a layout-level "scroll to top on navigation" effect, which runs after the
 * page's, cannot undo it.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  const arrived = useRef(false);
  useEffect(() => {
    const firstRun = !arrived.current;
    arrived.current = true;
    if (!hash) return;
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target?.scrollIntoView({ behavior: firstRun || reduce ? 'instant' : 'smooth', block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}
