import { type ReactNode, useCallback } from 'react';
import { useHashScroll, useScrollToAnchor } from '@/features/navigation';
import { SearchProvider } from '@/features/search';
import { useI18n } from '@/i18n';
import { useNavigate } from '@/lib/router';
import { BackToTop } from './BackToTop';
import { ScrollProgress } from './ScrollProgress';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { useLocaleSync } from './use-locale-sync';

/** The frame of every page: skip link, progress bar, header, main landmark, footer, back-to-top, search. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const scrollToAnchor = useScrollToAnchor();
  useHashScroll();
  useLocaleSync();

  // SPEC §2.2: a `/#anchor` result scrolls (going home first when needed); any other path navigates.
  const choose = useCallback(
    (path: string) => (path.startsWith('/#') ? scrollToAnchor(path.slice(2)) : navigate(path)),
    [navigate, scrollToAnchor],
  );

  return (
    <SearchProvider onChoose={choose}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[200] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-stone-900 focus:shadow"
      >
        {t('common.skipToContent')}
      </a>
      <ScrollProgress />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <BackToTop />
    </SearchProvider>
  );
}
