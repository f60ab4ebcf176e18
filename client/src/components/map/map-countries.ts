import { type AfricanCountry, COUNTRY_BY_ID, type CountryStatus } from '@common/content/countries';
import type { Locale } from '@common/locale';
import { interpolate } from '@/i18n';
import { compareNames } from '@/i18n/lists';
import { AFRICA_PATHS, type CountryShape } from './africa-paths.generated';

export interface MapCountry {
  id: string;
  status: CountryStatus;
  name: string;
  /** The tooltip text, which is also the accessible name, so sighted and screen-reader users get the same words. */
  label: string;
  shape: CountryShape;
}

interface TooltipTemplates {
  current: string;
  expansion: string;
}

/** SPEC §2.3: '{country} - Current Presence', '{country} - Expansion Target', or the bare name. */
function countryLabel(country: AfricanCountry, locale: Locale, templates: TooltipTemplates): string {
  const name = country.names[locale];
  return country.status === 'other' ? name : interpolate(templates[country.status], { country: name });
}

/**
 * The countries in keyboard order: alphabetical in the visitor's language, so arrow keys, type-ahead and a
 * screen reader's reading order all agree.
 */
export function mapCountries(locale: Locale, templates: TooltipTemplates): MapCountry[] {
  return AFRICA_PATHS.flatMap((shape) => {
    const country = COUNTRY_BY_ID.get(shape.id);
    if (!country) return [];
    const label = countryLabel(country, locale, templates);
    return [{ id: shape.id, status: country.status, name: country.names[locale], label, shape }];
  }).sort((a, b) => compareNames(a.name, b.name));
}
