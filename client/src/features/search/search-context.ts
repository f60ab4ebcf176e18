import { createContext, useContext } from 'react';

export interface SearchControls {
  openSearch: () => void;
  /** Starts downloading the dialog's code (on hover or focus of a search button). */
  preloadSearch: () => void;
}

export const SearchContext = createContext<SearchControls | null>(null);

export function useSearch(): SearchControls {
  const value = useContext(SearchContext);
  if (!value) throw new Error('useSearch must be used within a SearchProvider');
  return value;
}
