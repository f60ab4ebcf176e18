import { type KeyboardEvent, useCallback, useRef, useState } from 'react';
import { foldName as fold } from '@/i18n/lists';
import type { MapCountry } from './map-countries';

/**
 * Where a key moves the focus in the ordered list, or null when the key is not a navigation key.
 * Arrows step (no wrap), Home/End jump to the ends, a letter jumps to the next name starting with it.
 */
function targetIndex(key: string, index: number, countries: readonly MapCountry[]): number | null {
  const last = countries.length - 1;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(index + 1, last);
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(index - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
  }
  if (!/^\p{L}$/u.test(key)) return null;
  const letter = fold(key);
  for (let step = 1; step <= countries.length; step++) {
    const candidate = (index + step) % countries.length;
    if (fold(countries[candidate].name).startsWith(letter)) return candidate;
  }
  return index;
}

/**
 * Roving tabindex: the map is one Tab stop (the last country visited, the first one initially);
 * inside it the keys above move the focus.
 */
export function useRovingCountry(countries: readonly MapCountry[]) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const elements = useRef(new Map<string, SVGGElement>());
  const activeIndex = Math.max(
    0,
    countries.findIndex((country) => country.id === activeId),
  );

  const register = useCallback((id: string, element: SVGGElement | null) => {
    if (element) elements.current.set(id, element);
    else elements.current.delete(id);
  }, []);

  /** Handles a navigation key; returns the country now focused, or null when the key was not one of ours. */
  const onKeyDown = (event: KeyboardEvent): MapCountry | null => {
    if (event.altKey || event.ctrlKey || event.metaKey) return null;
    const next = targetIndex(event.key, activeIndex, countries);
    if (next === null) return null;
    event.preventDefault();
    const country = countries[next];
    setActiveId(country.id);
    elements.current.get(country.id)?.focus();
    return country;
  };

  return { activeId: countries[activeIndex]?.id, setActiveId, register, onKeyDown };
}
