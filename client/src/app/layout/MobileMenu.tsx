import { Search, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { useCompanies } from '@/components/companies/companies';
import { AnchorLink } from '@/features/navigation';
import { useSearch } from '@/features/search';
import { useI18n } from '@/i18n';
import { cn } from '@/lib/cn';
import { Link, NavLink } from '@/lib/router';
import { CompanyMenuLink } from './CompanyMenuLink';
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

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gets focus back on close (the sheet has no Radix Trigger of its own). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The menu below lg (SPEC §2.2): a side sheet with the same items; any choice closes it.
 * Radix Dialog traps focus while open and returns it to the menu button afterwards. Loaded on
 * first use (MobileMenuButton), so the dialog code is not part of the first paint.
 */
export default function MobileMenu({ open, onOpenChange, returnFocusTo }: MobileMenuProps) {
  const { t } = useI18n();
  const { openSearch } = useSearch();
  const companies = mobileMenuCompanies(useCompanies());
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-stone-950/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-[90] flex w-[88%] max-w-sm flex-col bg-white shadow-2xl"
        >
          <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-primary-dark">{t('common.nav.menuTitle')}</Dialog.Title>
            <Dialog.Description className="sr-only">{t('common.nav.menuDescription')}</Dialog.Description>
            <Dialog.Close
              aria-label={t('common.close')}
              className="inline-flex h-10 w-10 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-3 py-3">
            <button
              type="button"
              onClick={() => {
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
