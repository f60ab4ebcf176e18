import { companyPath, pageKeyOf } from '@common/pages';
import { displayName } from '../../components/record/display-names';
import { useLanguage, useT } from '../../i18n';
import type { Translate } from '../../i18n/translate';

/** Fields whose options are worded in the dictionary (content.options); others are names or codes. */
const WORDED = new Set(['employmentType', 'level', 'salaryPeriod', 'sector', 'page', 'purpose']);

/**
 * An option of a choice field in words: currencies and countries by their names in the staff member's
 * language (Intl), a figure's place by where it shows on the site (content.places: never its key), worded
 * options from the dictionary, icon and colour names as they are.
 */
export function useOptionLabel() {
  const t = useT();
  const locale = useLanguage();
  return (field: string, option: string): string => {
    if (field === 'currency') return `${displayName(locale, 'currency', option)} (${option})`;
    if (field === 'country') return displayName(locale, 'region', option);
    if (field === 'place') return t(`content.places.${option}`);
    if (WORDED.has(field)) return t(`content.options.${field}.${option}` as 'content.options.level.entry');
    return option;
  };
}

/** Where every company's own page's address starts (docs/decisions/084): `companyPath` of no slug. */
const COMPANY_PAGES = companyPath('');

/**
 * A public page by its name in words ("Home page", "About"), from its path as `pagesOf` gives it; '*' is
 * every page (the menu and the footer), a company's own page is named with its address ("Company page
 * (/companies/greenharvest)"). A path the site does not know is shown as it is.
 */
export function pageName(t: Translate, path: string): string {
  if (path === '*') return t('content.pages.every');
  if (path.startsWith(COMPANY_PAGES) && path.length > COMPANY_PAGES.length) return t('content.pages.company', { path });
  const key = pageKeyOf(path);
  return key ? t(`content.pages.${key}`) : path;
}

/** `pageName` in the staff member's language. */
export function usePageName() {
  const t = useT();
  return (path: string): string => pageName(t, path);
}
