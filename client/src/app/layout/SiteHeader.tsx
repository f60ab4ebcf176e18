import { Link, NavLink } from 'react-router';
import { useI18n } from '@/i18n';
import { cn } from '@/lib/cn';

const links = [
  ['/', 'home'],
  ['/about', 'about'],
  ['/news', 'news'],
  ['/impact', 'impact'],
  ['/careers', 'careers'],
  ['/investors', 'investors'],
  ['/contact', 'contact'],
] as const;

/** Minimal shell header; the full navigation (menus, search, language switcher) grows from here. */
export function SiteHeader() {
  const { t } = useI18n();
  return (
    <header className="sticky top-0 z-50 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="text-lg font-bold text-primary-dark">
          {t('common.siteName')}
        </Link>
        <nav aria-label={t('common.nav.label')}>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
            {links.map(([to, key]) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === '/'}
                  className={({ isActive }) => cn('hover:text-primary', isActive ? 'text-primary' : 'text-stone-700')}
                >
                  {t(`common.nav.${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
