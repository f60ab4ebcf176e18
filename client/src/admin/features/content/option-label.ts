import { pageKeyOf } from '@common/pages';
import { displayName } from '../../components/record/display-names';
import { useLanguage, useT } from '../../i18n';

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

/**
 * A public page by its name in words ("Home page", "About"), from its path as `pagesOf` gives it; '*' is
 * every page (the menu and the footer). A path the site does not know is shown as it is.
 */
export function usePageName() {
  const t = useT();
  return (path: string): string => {
    if (path === '*') return t('content.pages.every');
    const key = pageKeyOf(path);
    return key ? t(`content.pages.${key}`) : path;
  };
}
