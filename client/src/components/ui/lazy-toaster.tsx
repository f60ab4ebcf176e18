import { type ComponentType, useEffect, useState } from 'react';
import { useToasts } from '@/hooks/use-toast';

type ToasterComponent = ComponentType<{ focusOnMount?: boolean }>;

/** The toast region's code once fetched: drawn at once from then on. */
let loaded: ToasterComponent | undefined;
const loadToaster = () =>
  import('./toaster').then((module) => {
    loaded = module.Toaster;
    return module.Toaster;
  });

/**
 * Fetches the toast region's code ahead of a toast that is near (a form's field in use), so the toast is
 * drawn as soon as its answer comes rather than one request later (docs/decisions/098).
 */
export const preloadToaster = () => void loadToaster().catch(() => {});

/**
 * The toast region's code (Radix Toast) loads with the first toast, or when the visitor presses F8 to
 * reach the region, or ahead of a form's answer (preloadToaster), instead of with every page. Not
 * React.lazy: a lazy component suspends once even when its code is in, and React reveals a suspended
 * boundary no sooner than 300 ms later (its fallback throttle), which held every first toast back by that
 * much (decision 098).
 */
export function LazyToaster() {
  const toasts = useToasts();
  const [requested, setRequested] = useState<'hotkey' | null>(null);
  const [Toaster, setToaster] = useState<ToasterComponent | undefined>(() => loaded);
  const wanted = requested !== null || toasts.length > 0;

  useEffect(() => {
    if (requested) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') setRequested('hotkey');
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [requested]);

  useEffect(() => {
    if (!wanted || Toaster) return;
    if (loaded) setToaster(() => loaded);
    else void loadToaster().then((component) => setToaster(() => component));
  }, [wanted, Toaster]);

  if (!wanted || !Toaster) return null;
  return <Toaster focusOnMount={requested === 'hotkey'} />;
}
