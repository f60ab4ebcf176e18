import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { SearchContext } from './search-context';

const loadDialog = () => import('./components/SearchDialog');
const SearchDialog = lazy(loadDialog);

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

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
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
        setUsed(true);
        setOpen(true);
      },
      preloadSearch: () => {
        void loadDialog();
      },
    }),
    [],
  );

  return (
    <SearchContext.Provider value={controls}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} onChoose={onChoose} />
        </Suspense>
      )}
    </SearchContext.Provider>
  );
}
