/**
 * The token of an e-mail's link. Links carry it after '#' (`#token=...`), so it never reaches the server's
 * logs, a Referer or a cache; `?token=` is read too, for a link someone rewrote. Client-side only.
 */
export function readLinkToken(location: Pick<Location, 'hash' | 'search'>): string | null {
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
  const token = fromHash ?? new URLSearchParams(location.search).get('token');
  return token?.trim() || null;
}

/** Takes the token out of the address bar once used, so it is not left in the history. */
export function forgetLinkToken(): void {
  const { pathname, search } = window.location;
  const params = new URLSearchParams(search);
  params.delete('token');
  const query = params.size ? `?${params}` : '';
  window.history.replaceState(window.history.state, '', `${pathname}${query}`);
}
