import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `rootMargin` of the viewport, and from then on.
 * False on the server and at hydration, so both render the same placeholder.
 */
export function useNearViewport<T extends Element>(rootMargin = '400px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [rootMargin, near]);

  return [ref, near];
}
