import { useCallback } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { scrollToElement } from './scroll';

/**
 * Returns `scrollToAnchor(id)`: on the home page it smooth-scrolls to `#id` (instantly under
 * reduced motion); elsewhere it navigates to `/#id` and `useHashScroll` scrolls once the home
 * page has rendered the target.
 */
export function useScrollToAnchor(): (id: string) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (id: string) => {
      const element = pathname === '/' ? document.getElementById(id) : null;
      if (element) scrollToElement(element);
      else navigate(`/#${id}`);
    },
    [navigate, pathname],
  );
}
