import type { messages as en } from '@common/content/locales/en';

/** The full dictionary of one language; English defines the shape. */
export type AppMessages = import('./types').Messages<typeof en>;
