import type { CountryStatus } from '@common/content/countries';

// SPEC §4 Map: primary for current presence, orange for expansion targets, grey otherwise; darker on hover and press.
// The primary colour comes from the theme; the fallback keeps the map right if the variable is missing.
// Class names are written out in full because Tailwind finds them by scanning this file's text.

/** Fill of a country shape; `fill` is inherited by the path and the marker inside the country group. */
export const STATUS_FILL: Record<CountryStatus, string> = {
  current:
    'fill-[var(--color-primary,#166534)] hover:fill-[color-mix(in_oklab,var(--color-primary,#166534)_70%,black)] active:fill-[color-mix(in_oklab,var(--color-primary,#166534)_50%,black)]',
  expansion: 'fill-[#ea580c] hover:fill-[#c2410c] active:fill-[#9a3412]',
  other: 'fill-[#cbd5e1] hover:fill-[#94a3b8] active:fill-[#64748b]',
};

/** Legend swatches use the resting colours. */
export const STATUS_SWATCH: Record<CountryStatus, string> = {
  current: 'bg-[var(--color-primary,#166534)]',
  expansion: 'bg-[#ea580c]',
  other: 'bg-[#cbd5e1]',
};
