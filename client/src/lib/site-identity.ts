import type { SiteIdentity } from '@common/site-identity';
import { createContext, useContext } from 'react';

/** The group's identity the server read for this page (Settings → Site identity); null when none is saved. */
export const IdentityContext = createContext<SiteIdentity | null | undefined>(undefined);

export function useSiteIdentity(): SiteIdentity | null {
  const identity = useContext(IdentityContext);
  if (identity === undefined) throw new Error('useSiteIdentity must be used within the app providers');
  return identity;
}
