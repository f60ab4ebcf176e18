import { Search } from 'lucide-react';
import { SEARCH_DIALOG_ID, useSearch } from '@/features/search';
import { useI18n } from '@/i18n';
import { Link } from '@/lib/router';
import { DesktopNav } from './DesktopNav';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MobileMenuButton } from './MobileMenuButton';

/** The group's mark: a leaf in a rounded square, drawn inline (no image request). */
function LogoMark() {
  return (
    <span
      aria-hidden="true"
      className="inline-flex h-9 w-9 items-center justify-center rounded-lg bg-gradient-to-br from-primary to-primary-dark text-amber-300 shadow-sm"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      >
        <path d="M5 19c0-8 5-13 14-14-1 9-6 14-14 14z" />
        <path d="M5 19l7-7" />
      </svg>
    </span>
  );
}

/** SPEC §2.2: sticky top bar with the navigation, search and language switcher. */
export function SiteHeader() {
  const { t } = useI18n();
  const { preloadSearch } = useSearch();
  // Opens the dialog with no script (docs/decisions/060); hover and focus start loading its results.
  const searchButton = (
    <button
      type="button"
      command="show-modal"
      commandfor={SEARCH_DIALOG_ID}
      onPointerEnter={preloadSearch}
      onFocus={preloadSearch}
      aria-label={t('common.search.shortcut')}
      title={t('common.search.shortcut')}
      aria-keyshortcuts="Control+K Meta+K"
      className="inline-flex h-10 w-10 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100 hover:text-primary-dark"
    >
      <Search className="h-5 w-5" aria-hidden="true" />
    </button>
  );

  return (
    <header className="sticky top-0 z-50 border-b border-stone-200 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
        <Link to="/" aria-label={t('common.nav.homeLink')} className="flex shrink-0 items-center gap-2 rounded-md">
          <LogoMark />
          <span className="text-lg font-extrabold tracking-tight text-primary-dark">
            VEB <span className="text-accent">Group</span>
          </span>
        </Link>
        <div className="hidden lg:block">
          <DesktopNav />
        </div>
        <div className="flex items-center gap-1">
          {searchButton}
          <div className="hidden lg:block">
            <LanguageSwitcher />
          </div>
          <div className="lg:hidden">
            <MobileMenuButton />
          </div>
        </div>
      </div>
    </header>
  );
}
