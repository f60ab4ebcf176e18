import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { featuredQuery } from '@/components/news/featured-query';
import { PageDialog } from '@/components/ui/page-dialog';
import { useI18n } from '@/i18n';
import { entriesQuery } from '@/lib/entries';
import { whenPageHydrated } from '@/lib/page-hydrated';
import { CHOOSE_FIRST, SEARCH_DIALOG_ID, SearchBox } from './components/SearchBox';
import { SearchContext } from './search-context';

const loadPanel = () => import('./components/SearchPanel');
type Panel = ComponentType<{ open: boolean; onChoose: (path: string) => void }>;

interface SearchProviderProps {
  /** What choosing a result does with its path (navigate, or scroll to a `/#` anchor). */
  onChoose: (path: string) => void;
  children: ReactNode;
}

/**
 * SPEC §2.2's search dialog and the Ctrl/Cmd+K shortcut (SPEC §9). The `<dialog>` and its search box are
 * in the server's HTML, opened by `command="show-modal"` buttons, so the first tap opens it and focuses the
 * box before any script (docs/decisions/060); the browser makes the rest of the page inert, closes it on
 * Escape or a tap outside, and gives focus back. The results (cmdk and the index) are a separate chunk,
 * fetched from the first sign of a search, and replace the server's box keeping what was typed.
 */
export function SearchProvider({ onChoose, children }: SearchProviderProps) {
  const { t, locale } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  // Not React.lazy: a lazy component suspends once even when its code is in, and the Suspense fallback
  // would be a new box (what was typed, and focus, lost). The panel replaces the box in one commit.
  const [SearchPanel, setPanel] = useState<Panel | null>(null);
  const queryClient = useQueryClient();

  // The dialog's code and the content it lists besides the companies (the partners, the featured news)
  // load together, from the first sign of a search (hover, focus, shortcut, opening), so its first use is whole.
  //
  // The results replace the server's box only once the page is hydrated. React hydrates the page's own
  // content in a pass after the frame around it, and the boot script hands over an Enter sent in the
  // box before React (a held form) only then: a panel in sooner took the box out of the document, and
  // the Enter was lost.
  const preload = useRef(() => {});
  preload.current = () => {
    void loadPanel().then((module) => whenPageHydrated(() => setPanel(() => module.default)));
    void queryClient.prefetchQuery(entriesQuery('partner', locale));
    void queryClient.prefetchQuery(featuredQuery(locale));
  };

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // The dialog may have been opened before React was here (its buttons need no script).
    const sync = () => {
      setOpen(element.open);
      if (!element.open) {
        element.removeAttribute(CHOOSE_FIRST);
        return;
      }
      preload.current();
      // The browser focuses the first focusable element, which in the results' version is cmdk's list
      // wrapper (tabindex -1), not the box.
      element.querySelector('input')?.focus();
    };
    sync();
    // The `open` attribute rather than `toggle` events, which older browsers do not send for a dialog.
    const watcher = new MutationObserver(sync);
    watcher.observe(element, { attributes: true, attributeFilter: ['open'] });
    // Ctrl/Cmd+K opens and closes it from the boot script, before the app is in and after (the header's
    // search button declares it in `aria-keyshortcuts`).
    return () => watcher.disconnect();
  }, []);

  const controls = useMemo(
    () => ({
      openSearch: () => dialog.current?.showModal(),
      preloadSearch: () => preload.current(),
    }),
    [],
  );

  const choose = (path: string) => {
    dialog.current?.close();
    onChoose(path);
  };

  return (
    <SearchContext.Provider value={controls}>
      {children}
      <PageDialog
        id={SEARCH_DIALOG_ID}
        ref={dialog}
        title={t('common.search.title')}
        description={t('common.search.description')}
        className="mx-auto mt-[12vh] mb-auto w-[calc(100%-2rem)] max-w-xl overflow-hidden rounded-xl border border-stone-200 bg-white p-0 shadow-2xl backdrop:bg-stone-950/50"
      >
        {SearchPanel ? <SearchPanel open={open} onChoose={choose} /> : <SearchBox />}
      </PageDialog>
    </SearchContext.Provider>
  );
}
