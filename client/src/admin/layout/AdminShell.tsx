import type { StaffMe } from '@common/admin/auth';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { post } from '../api/client';
import { useRefreshSession } from '../api/session';
import { AccountLanguageSwitch } from '../components/LanguageSwitch';
import { ProductLogo } from '../components/ProductLogo';
import { ReauthDialog } from '../components/ReauthDialog';
import { FEATURES } from '../features/registry';
import { useT } from '../i18n';
import { confirmLeave } from '../lib/leave-guard';
import { markFirstPageShown } from '../lib/route-focus';
import { resetSessionState, useSessionLost } from '../lib/session-state';
import { LiveRegion } from './LiveRegion';
import { isCurrentPath, sectionsFor } from './sections';

/**
 * The frame of every signed-in page: a skip link, the product name, who is signed in and in which
 * role, the account's language, sign-out, and the sections this role may use (a disclosure menu below
 * 1024 px).
 */
export function AdminShell({
  user,
  onSignedOut,
  children,
}: {
  user: StaffMe;
  onSignedOut: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const navId = useId();
  const refresh = useRefreshSession();
  const lost = useSessionLost();
  const [reauthOpen, setReauthOpen] = useState(false);
  // The session ended by itself: ask to sign in again, over the screen and what it holds.
  useEffect(() => setReauthOpen(lost), [lost]);
  const signOut = useMutation({
    // An ended session cannot be signed out of; forgetting it locally is all there is to do.
    mutationFn: () => (lost ? Promise.resolve() : post('/sign-out')),
    onSettled: () => {
      onSignedOut();
      resetSessionState();
      return refresh();
    },
  });
  const askToSignOut = async () => {
    if (await confirmLeave()) signOut.mutate();
  };
  // Choosing a section closes the menu on small screens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation.
  useEffect(() => setOpen(false), [location]);
  useEffect(markFirstPageShown, []);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu and gives the focus back to its button (the disclosure pattern).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const isCurrent = (path: string) => isCurrentPath(path, location);
  return (
    <div className="min-h-screen bg-stone-100">
      <LiveRegion />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {t('common.skipToContent')}
      </a>
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
          <Link href="/" className="flex items-center gap-2 font-bold text-primary-dark">
            <ProductLogo />
            {t('common.productName')}
          </Link>
          <div className="ml-auto flex flex-wrap items-center gap-2 text-sm">
            {/* The account page is not a section: this link is the one entry current on it. */}
            <Link
              href="/account"
              aria-current={isCurrentPath('/account', location) ? 'page' : undefined}
              className="rounded px-2 py-1 text-stone-700 underline-offset-4 hover:underline"
            >
              {t('common.signedInAs', { name: user.name })}
              <span className="ml-2 rounded-full bg-primary-light px-2 py-0.5 text-xs font-semibold text-primary-dark">
                {t(`common.roles.${user.role}`)}
              </span>
            </Link>
            <a href="/" className="rounded px-2 py-1 text-stone-700 underline-offset-4 hover:underline">
              {t('common.viewSite')}
            </a>
            <AccountLanguageSwitch current={user.locale} />
            <Button size="sm" variant="outline" onClick={() => void askToSignOut()} disabled={signOut.isPending}>
              {t('common.signOut')}
            </Button>
            <Button
              ref={menuButton}
              size="sm"
              variant="outline"
              className="lg:hidden"
              aria-expanded={open}
              aria-controls={navId}
              onClick={() => setOpen((value) => !value)}
            >
              {t('common.menu')}
            </Button>
          </div>
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 lg:flex-row">
        <nav
          id={navId}
          aria-label={t('common.navLabel')}
          className={cn('lg:block lg:w-56 lg:shrink-0', !open && 'hidden')}
        >
          <ul className="space-y-1">
            {sectionsFor(user).map(({ section, path }) => (
              <li key={section}>
                <Link
                  href={path}
                  aria-current={isCurrent(path) ? 'page' : undefined}
                  className={cn(
                    'flex items-center justify-between rounded-md px-3 py-2 text-sm font-medium',
                    isCurrent(path) ? 'bg-primary text-white' : 'text-stone-800 hover:bg-white',
                  )}
                >
                  <span>
                    {t(`common.sections.${section}`)}
                    {FEATURES[section]?.useBadge && (
                      <NavBadge useBadge={FEATURES[section].useBadge} current={isCurrent(path)} />
                    )}
                  </span>
                  {section !== 'dashboard' && !FEATURES[section]?.ready && (
                    <span className={cn('text-xs font-normal', isCurrent(path) ? 'text-white' : 'text-stone-600')}>
                      {t('common.coming.badge')}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="min-w-0 flex-1 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
          {lost && (
            <div
              role="alert"
              className="mb-4 flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
            >
              <p className="min-w-0 flex-1">{t('common.reauth.banner')}</p>
              <Button size="sm" variant="outline" wrap onClick={() => setReauthOpen(true)}>
                {t('common.reauth.open')}
              </Button>
            </div>
          )}
          {children}
        </main>
        <ReauthDialog user={user} open={lost && reauthOpen} onOpenChange={setReauthOpen} />
      </div>
    </div>
  );
}

/** A count beside a section's name (unread messages): part of the link's text, so it is read with it. */
function NavBadge({ useBadge, current }: { useBadge: () => number | undefined; current: boolean }) {
  const count = useBadge();
  if (!count) return null;
  // The space keeps the name and the count apart in the link's accessible name ("Inbox 3", not "Inbox3").
  return (
    <>
      {' '}
      <span
        className={cn(
          'ml-2 rounded-full px-2 py-0.5 text-xs font-bold',
          current ? 'bg-white text-primary-dark' : 'bg-primary text-white',
        )}
      >
        {count}
      </span>
    </>
  );
}
