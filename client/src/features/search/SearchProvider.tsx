import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, type RefObject, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { featuredQuery } from '@/components/news/featured-query';
import { useI18n } from '@/i18n';
import { entriesQuery } from '@/lib/entries';
import { SearchContext } from './search-context';

const loadDialog = () => import('./components/SearchDialog');
const SearchDialog = lazy(loadDialog);

function rememberFocus(ref: RefObject<HTMLElement | null>) {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) ref.current = active;
}

interface SearchProviderProps {
  /** What choosing a result does with its path (navigate, or scroll to a `/#` anchor). */
  onChoose: (path: string) => void;
  children: ReactNode;
}

/**
 * Owns the dialog's open state and the Ctrl/Cmd+K shortcut (SPEC §9). The dialog itself (cmdk and
 * the index) is a separate chunk, fetched on first use so it does not weigh on the first paint.
 */
export function SearchProvider({ onChoose, children }: SearchProviderProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  // The dialog opens from several places (buttons, shortcut); focus goes back where it was.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const queryClient = useQueryClient();
  const { locale } = useI18n();

  // The dialog's code and the content it lists besides the companies (the partners, the featured news)
  // load together, from the first sign of a search (hover, focus, shortcut), so its first use is whole.
  const preload = useRef(() => {});
  preload.current = () => {
    void loadDialog();
    void queryClient.prefetchQuery(entriesQuery('partner', locale));
    void queryClient.prefetchQuery(featuredQuery(locale));
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        rememberFocus(returnFocusTo);
        preload.current();
        setUsed(true);
        setOpen((current) => !current);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const controls = useMemo(
    () => ({
      openSearch: () => {
        rememberFocus(returnFocusTo);
        preload.current();
        setUsed(true);
        setOpen(true);
      },
      preloadSearch: () => preload.current(),
    }),
    [],
  );

  return (
    <SearchContext.Provider value={controls}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} onChoose={onChoose} returnFocusTo={returnFocusTo} />
        </Suspense>
      )}
    </SearchContext.Provider>
  );
}
