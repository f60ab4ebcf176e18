import type { PublicConfig } from '@common/content-api';
import { createContext, useContext } from 'react';

export const ConfigContext = createContext<PublicConfig | null>(null);

export function usePublicConfig(): PublicConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('usePublicConfig must be used within the app providers');
  return config;
}
