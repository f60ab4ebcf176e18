/**
 * The router the app uses, on top of wouter (3 KB) instead of React Router (14 KB) to keep the
 * first load within budget (docs/decisions/007). It exposes the few React Router-style pieces the
 * app needs, and adds what wouter leaves out: the address's #hash and a key that changes on every
 * navigation, so following the same anchor link twice scrolls again.
 */

import { localisedPath } from '@common/locale-urls';
import {
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { parse } from 'regexparam';
import {
  matchRoute,
  Switch,
  useSearch,
  useLocation as useWouterLocation,
  useSearchParams as useWouterSearchParams,
  Route as WouterRoute,
  Router as WouterRouter,
} from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useI18n } from '@/i18n';

export { useParams } from 'wouter';

/* Navigation key and hash: bumped by every in-app navigation and by the browser's own hash changes. */
let navigationKey = 0;
const listeners = new Set<() => void>();
const bump = () => {
  navigationKey += 1;
  for (const listener of listeners) listener();
};
function subscribe(listener: () => void) {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    window.addEventListener('hashchange', bump);
    window.addEventListener('popstate', bump);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
const hashSnapshot = () => `${navigationKey}${typeof window === 'undefined' ? '' : window.location.hash}`;
const serverHashSnapshot = () => '0';

export interface AppLocation {
  pathname: string;
  search: string;
  /** '#id' or ''; always '' during server rendering. */
  hash: string;
  /** Changes on every navigation, even to the same address; '0' until the first one. */
  key: string;
}

export function useLocation(): AppLocation {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  const snapshot = useSyncExternalStore(subscribe, hashSnapshot, serverHashSnapshot);
  const hashStart = snapshot.indexOf('#');
  return {
    pathname,
    search: search ? `?${search}` : '',
    hash: hashStart >= 0 ? snapshot.slice(hashStart) : '',
    key: hashStart >= 0 ? snapshot.slice(0, hashStart) : snapshot,
  };
}

/**
 * Every address the app goes to names the page's language (`?lang=fr`, common/src/locale-urls.ts), so a
 * link copied from a French page opens in French for whoever it is shared with (docs/decisions/043).
 */
function useLocalise(): (to: string) => string {
  const { locale } = useI18n();
  return useCallback((to: string) => localisedPath(to, locale), [locale]);
}

export function useNavigate() {
  const [, navigate] = useWouterLocation();
  const localise = useLocalise();
  return useCallback(
    (to: string, options?: { replace?: boolean }) => {
      navigate(localise(to), options);
      bump();
    },
    [navigate, localise],
  );
}

/** `[params, setParams]` like React Router's; setting keeps the path and scroll position. */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams, options?: { replace?: boolean; preventScrollReset?: boolean }) => void,
] {
  const [params] = useWouterSearchParams();
  const [pathname] = useWouterLocation();
  const navigate = useNavigate();
  const set = useCallback(
    (next: URLSearchParams, options?: { replace?: boolean }) => {
      const query = next.toString();
      navigate(`${pathname}${query ? `?${query}` : ''}`, { replace: options?.replace });
    },
    [navigate, pathname],
  );
  return [params, set];
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  children?: ReactNode;
};

/** An <a href> that navigates in the app on a plain left click, and natively otherwise. */
export function Link({ to, replace, onClick, target, ref, ...props }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const navigate = useNavigate();
  const localise = useLocalise();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || event.button !== 0;
    if (event.defaultPrevented || modified || (target && target !== '_self')) return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return <a {...props} ref={ref} href={localise(to)} target={target} onClick={handleClick} />;
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Matches only the exact path (otherwise sub-paths count as active too). */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

/** A Link that knows whether it points at the current page (aria-current="page"). */
export function NavLink({ to, end, className, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = to.split(/[?#]/)[0] || '/';
  const isActive = pathname === target || (!end && target !== '/' && pathname.startsWith(`${target}/`));
  return (
    <Link
      {...props}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

export function BrowserRouter({ children }: { children: ReactNode }) {
  return <WouterRouter>{children}</WouterRouter>;
}

/** Server rendering: a fixed address. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const [path, search = ''] = location.split('#')[0].split('?');
  return (
    <WouterRouter ssrPath={path} ssrSearch={search}>
      {children}
    </WouterRouter>
  );
}

/** Tests: an in-memory address. */
export function MemoryRouter({ initialEntries, children }: { initialEntries: string[]; children: ReactNode }) {
  const location = useMemo(() => memoryLocation({ path: initialEntries[0] ?? '/' }), [initialEntries]);
  return (
    <WouterRouter hook={location.hook} searchHook={location.searchHook}>
      {children}
    </WouterRouter>
  );
}

/** The first route whose pattern matches ('*' matches anything); wouter's <Switch> underneath. */
export function Routes({ children }: { children: ReactNode }) {
  return <Switch>{children}</Switch>;
}

export function Route({ path, element }: { path: string; element: ReactNode }) {
  return path === '*' ? <WouterRoute>{element}</WouterRoute> : <WouterRoute path={path}>{element}</WouterRoute>;
}

/**
 * The path as wouter's routes see it (its paths.js `unescape`): escapes decoded with decodeURI, left as
 * they are when malformed. The server's prefetch must see the same params as the page's useParams: it
 * read `/news/a%20b`'s article under "a%20b" while the page asked for "a b", found nothing in the cache
 * and answered 200 with a page that never loaded.
 */
function routedPath(pathname: string): string {
  try {
    return pathname.includes('%') ? decodeURI(pathname) : pathname;
  } catch {
    return pathname;
  }
}

/** Matches a path against route definitions outside React (server prefetch, client preload). */
export function matchRoutes<R extends { path: string }>(routes: R[], pathname: string) {
  const path = routedPath(pathname);
  for (const route of routes) {
    if (route.path === '*') return [{ route, params: {} as Record<string, string | undefined> }];
    const [matched, params] = matchRoute(parse, route.path, path);
    if (matched) return [{ route, params: (params ?? {}) as Record<string, string | undefined> }];
  }
  return null;
}
