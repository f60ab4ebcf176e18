export { SearchProvider } from './SearchProvider';
export { useSearch } from './search-context';
