export { I18nProvider, useI18n } from './context';
export type { AppMessages } from './dictionary';
export { loadMessages } from './load';
export { interpolate, lookup } from './lookup';
export type { Messages } from './types';
