export { SEARCH_DIALOG_ID } from './components/SearchBox';
export { SearchProvider } from './SearchProvider';
export { useSearch } from './search-context';
