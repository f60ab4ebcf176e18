import type { PublicConfig } from '@common/content-api';
import { createContext } from 'react';

export const ConfigContext = createContext<PublicConfig | null>(null);
