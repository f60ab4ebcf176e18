import { Search } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useCompanies } from '@/components/companies/companies';
import { DialogCloseButton } from '@/components/ui/dialog-close-button';
import { PageDialog } from '@/components/ui/page-dialog';
import { AnchorLink } from '@/features/navigation';
import { SEARCH_DIALOG_ID, useSearch } from '@/features/search';
import { useI18n } from '@/i18n';
import { cn } from '@/lib/cn';
import { Link, NavLink } from '@/lib/router';
import { CompanyMenuLink } from './CompanyMenuLink';
import { languageOptions } from './languages';
import { MobileLanguageChoice } from './MobileLanguageChoice';
import { aboutLinks, mobileMenuCompanies, navItems } from './nav-items';

// Colour is set where a row is used (current page or not), so class names are joined without a merge step.
const rowClass =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2.5 text-base font-medium hover:bg-primary-light hover:text-primary-dark';
const subRowClass =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm text-stone-700 hover:bg-primary-light hover:text-primary-dark';

/** A nested list under its parent item; the parent's link text names it for screen readers. */
function SubList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="mb-2 ml-3 border-l-2 border-primary-light pl-2">
      {children}
    </ul>
  );
}

/** The menu's id: the header's menu button opens it with `commandfor`. */
export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The menu below lg (SPEC §2.2): a side sheet with the same items; any choice closes it. A `<dialog>` in
 * the server's HTML, opened by the menu button's `command="show-modal"`, so the first tap opens it before
 * any script (docs/decisions/060): the browser makes the rest of the page inert, closes it on Escape or
 * a tap outside, and gives focus back to the button.
 */
export function MobileMenu() {
  const { t, preloadLocale } = useI18n();
  const { openSearch } = useSearch();
  const companies = mobileMenuCompanies(useCompanies());
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();

  // Once the menu is open, the other languages' text loads, so a choice switches at once.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const preload = () => {
      if (element.open) for (const option of languageOptions) preloadLocale(option.code);
    };
    preload();
    const watcher = new MutationObserver(preload);
    watcher.observe(element, { attributes: true, attributeFilter: ['open'] });
    return () => watcher.disconnect();
  }, [preloadLocale]);

  return (
    <PageDialog
      id={MOBILE_MENU_ID}
      ref={dialog}
      title={t('common.nav.menuTitle')}
      titleClassName="text-lg font-bold text-primary-dark"
      description={t('common.nav.menuDescription')}
      className="mt-0 mr-0 mb-0 ml-auto h-dvh max-h-none w-[88%] max-w-sm bg-white p-0 shadow-2xl backdrop:bg-stone-950/50 open:flex open:flex-col"
      header={(title) => (
        <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
          {title}
          <DialogCloseButton
            dialogId={MOBILE_MENU_ID}
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100"
            iconClassName="h-5 w-5"
          />
        </div>
      )}
    >
      <div className="flex-1 overflow-y-auto px-3 py-3">
        <button
          type="button"
          // Opens the search over the menu with no script; with React, the menu closes first.
          command="show-modal"
          commandfor={SEARCH_DIALOG_ID}
          onClick={(event) => {
            event.preventDefault();
            close();
            openSearch();
          }}
          className="mb-3 flex w-full items-center gap-2 rounded-lg border border-stone-300 px-3 py-2.5 text-sm text-stone-600 hover:border-primary"
        >
          <Search className="h-4 w-4" aria-hidden="true" />
          {t('common.search.placeholder')}
        </button>
        <nav aria-label={t('common.nav.label')}>
          <ul>
            {navItems.map((item) => {
              if (item.kind === 'link')
                return (
                  <li key={item.key}>
                    <NavLink
                      to={item.to}
                      end={item.to === '/'}
                      onClick={close}
                      className={({ isActive }) => cn(rowClass, isActive ? 'text-primary' : 'text-stone-800')}
                    >
                      {t(`common.nav.${item.key}`)}
                    </NavLink>
                  </li>
                );
              if (item.kind === 'anchor')
                return (
                  <li key={item.key}>
                    <AnchorLink anchor={item.anchor} onClick={close} className={cn(rowClass, 'text-stone-800')}>
                      {t(`common.nav.${item.key}`)}
                    </AnchorLink>
                  </li>
                );
              if (item.kind === 'about')
                return (
                  <li key="about">
                    <Link to="/about" onClick={close} className={cn(rowClass, 'text-stone-800')}>
                      {t('common.nav.about')}
                    </Link>
                    <SubList label={t('common.nav.about')}>
                      {aboutLinks.map((link) => (
                        <li key={link.key}>
                          <Link to={link.to} onClick={close} className={subRowClass}>
                            {t(`common.nav.aboutMenu.${link.key}`)}
                          </Link>
                        </li>
                      ))}
                    </SubList>
                  </li>
                );
              return (
                <li key="companies">
                  <AnchorLink anchor="our-companies" onClick={close} className={cn(rowClass, 'text-stone-800')}>
                    {t('common.nav.companies')}
                  </AnchorLink>
                  {companies.length > 0 && (
                    <SubList label={t('common.nav.companiesMenu.heading')}>
                      {companies.map((company) => (
                        <li key={company.id}>
                          <CompanyMenuLink company={company} onClick={close} className={subRowClass} />
                        </li>
                      ))}
                    </SubList>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
      <div className="border-t border-stone-200 px-4 py-3">
        <MobileLanguageChoice onChosen={close} />
      </div>
    </PageDialog>
  );
}
