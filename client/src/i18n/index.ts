export { I18nProvider, NamespaceGate, useI18n } from './context';
export type { AppMessages } from './dictionary';
export { loadNamespaces, type Namespace } from './load';
export { interpolate, lookup } from './lookup';
