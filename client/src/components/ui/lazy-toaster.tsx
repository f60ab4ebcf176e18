import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from '@/hooks/use-toast';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toast region's code (Radix Toast) loads with the first toast, or when the visitor presses
 * F8 to reach the region, instead of with every page.
 */
export function LazyToaster() {
  const toasts = useToasts();
  const [requested, setRequested] = useState<'hotkey' | null>(null);

  useEffect(() => {
    if (requested) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') setRequested('hotkey');
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [requested]);

  if (!requested && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster focusOnMount={requested === 'hotkey'} />
    </Suspense>
  );
}
