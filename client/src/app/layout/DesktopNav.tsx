import { ChevronDown } from 'lucide-react';
import { NavigationMenu } from 'radix-ui';
import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { useCompanies } from '@/components/companies/companies';
import { AnchorLink } from '@/features/navigation';
import { useI18n } from '@/i18n';
import { cn } from '@/lib/cn';
import { Link, useLocation } from '@/lib/router';
import { CompanyMenuLink } from './CompanyMenuLink';
import { aboutLinks, dropdownCompanies, navItems } from './nav-items';

const itemClass =
  'inline-flex h-10 items-center gap-1 rounded-md px-2.5 text-sm font-medium text-stone-700 transition-colors hover:bg-stone-100 hover:text-primary-dark xl:px-3';
// Each part below sets its own properties and the call sites add the rest (position, layout, colour),
// so class names are joined without a merge step.
const panelClass =
  'absolute top-full mt-2 rounded-xl border border-stone-200 bg-white p-2 shadow-xl ring-1 ring-black/5';
const panelLinkBase =
  'flex rounded-lg px-3 py-2 text-sm outline-none hover:bg-primary-light hover:text-primary-dark focus-visible:bg-primary-light';
const panelLinkClass = `${panelLinkBase} items-center gap-2 text-stone-800`;

/*
 * Links inside NavigationMenu.Link use `active` rather than NavLink: Radix's Slot would turn
 * NavLink's className function into a string.
 */

/**
 * Desktop navigation (lg and up). Radix NavigationMenu gives the SPEC §9 timings (open 200 ms,
 * skip 300 ms; its close delay is a fixed 150 ms) and the keyboard model: Tab between items,
 * Enter/Space/ArrowDown open a menu, arrows move inside it, Escape closes.
 */
/** Sections count as current below their path (an article is under News). */
const isCurrent = (pathname: string, to: string) => (to === '/' ? pathname === '/' : pathname.startsWith(to));

/** Tab on an open trigger enters its panel through Radix's focus proxy (the span right after it). */
function tabIntoPanel(event: KeyboardEvent<HTMLButtonElement>) {
  if (event.key !== 'Tab' || event.shiftKey || event.currentTarget.dataset.state !== 'open') return;
  const proxy = event.currentTarget.nextElementSibling;
  if (!(proxy instanceof HTMLElement) || proxy.tagName !== 'SPAN' || proxy.tabIndex !== -1) return;
  event.preventDefault();
  proxy.focus();
}

export function DesktopNav() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const [openMenu, setOpenMenu] = useState('');
  const root = useRef<HTMLElement>(null);
  const companies = dropdownCompanies(useCompanies());

  // Radix renders an empty `aria-hidden` span with tabindex=0 after an open trigger, to pass focus
  // into the panel (radix-ui/primitives#3085). A tabbable aria-hidden element is a WCAG failure (axe
  // aria-hidden-focus), and a tabbable span with no role is one too (axe focus-order-semantics). So
  // the span leaves the tab order, and Tab on an open trigger focuses it by script (`tabIntoPanel`):
  // Radix then moves focus to the panel's first link as before. Shift+Tab from that link now goes
  // straight back to the trigger instead of stopping on the invisible span.
  useLayoutEffect(() => {
    if (!openMenu) return;
    for (const proxy of root.current?.querySelectorAll<HTMLElement>('span[aria-hidden="true"][tabindex="0"]') ?? [])
      proxy.tabIndex = -1;
  }, [openMenu]);

  return (
    <NavigationMenu.Root
      ref={root}
      value={openMenu}
      onValueChange={setOpenMenu}
      delayDuration={200}
      skipDelayDuration={300}
      aria-label={t('common.nav.label')}
    >
      <NavigationMenu.List className="flex items-center gap-0.5">
        {navItems.map((item) => {
          if (item.kind === 'link')
            return (
              <NavigationMenu.Item key={item.key}>
                <NavigationMenu.Link asChild active={isCurrent(pathname, item.to)}>
                  <Link to={item.to} className={cn(itemClass, 'data-[active]:text-primary')}>
                    {t(`common.nav.${item.key}`)}
                  </Link>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            );
          if (item.kind === 'anchor')
            return (
              <NavigationMenu.Item key={item.key}>
                <NavigationMenu.Link asChild>
                  <AnchorLink anchor={item.anchor} className={itemClass}>
                    {t(`common.nav.${item.key}`)}
                  </AnchorLink>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            );
          if (item.kind === 'about')
            return (
              <NavigationMenu.Item key="about" value="about" className="relative">
                <NavigationMenu.Trigger
                  className={cn(itemClass, 'group data-[state=open]:bg-stone-100')}
                  onKeyDown={tabIntoPanel}
                >
                  {t('common.nav.about')}
                  <ChevronDown
                    className="h-3.5 w-3.5 transition-transform group-data-[state=open]:rotate-180"
                    aria-hidden="true"
                  />
                </NavigationMenu.Trigger>
                <NavigationMenu.Content className={cn(panelClass, 'left-0 w-80')}>
                  <ul>
                    {aboutLinks.map((link) => (
                      <li key={link.key}>
                        <NavigationMenu.Link asChild>
                          <Link
                            to={link.to}
                            className={cn(panelLinkBase, 'flex-col items-start gap-0.5 text-stone-800')}
                          >
                            <span className="font-semibold">{t(`common.nav.aboutMenu.${link.key}`)}</span>
                            <span className="text-xs text-stone-600">{t(`common.nav.aboutMenu.${link.key}Text`)}</span>
                          </Link>
                        </NavigationMenu.Link>
                      </li>
                    ))}
                  </ul>
                </NavigationMenu.Content>
              </NavigationMenu.Item>
            );
          return (
            <NavigationMenu.Item key="companies" value="companies" className="relative">
              <NavigationMenu.Trigger
                className={cn(itemClass, 'group data-[state=open]:bg-stone-100')}
                onKeyDown={tabIntoPanel}
              >
                {t('common.nav.companies')}
                <ChevronDown
                  className="h-3.5 w-3.5 transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className={cn(panelClass, '-left-24 w-[32rem]')}>
                <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-stone-600 uppercase">
                  {t('common.nav.companiesMenu.heading')}
                </p>
                {companies.length > 0 && (
                  <ul className="grid grid-cols-2 gap-0.5">
                    {companies.map((company) => (
                      <li key={company.id}>
                        <NavigationMenu.Link asChild>
                          <CompanyMenuLink company={company} className={panelLinkClass} />
                        </NavigationMenu.Link>
                      </li>
                    ))}
                  </ul>
                )}
                <div className="mt-1 border-t border-stone-100 pt-1">
                  <NavigationMenu.Link asChild>
                    <AnchorLink
                      anchor="our-companies"
                      className={cn(panelLinkBase, 'items-center gap-2 font-semibold text-primary')}
                    >
                      {t('common.nav.companiesMenu.all')}
                    </AnchorLink>
                  </NavigationMenu.Link>
                </div>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          );
        })}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
