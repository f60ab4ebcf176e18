import { localisedPath } from '@common/locale-urls';
import type { MouseEvent } from 'react';
import { useArticleLanguageLinks } from '@/features/news/language-links';
import { useI18n } from '@/i18n';
import { useLocation } from '@/lib/router';
import { type LanguageOption, languageOptions } from './languages';

export interface LanguageLink {
  option: LanguageOption;
  /** This page's address in that language (decision 043; an article's: its version's, docs/decisions/079). */
  href: string;
  current: boolean;
  /** With the app in, the switch happens in place, without a page load; a modified click opens the link. */
  choose: (event: MouseEvent<HTMLAnchorElement>) => boolean;
}

/**
 * The language choices as links, for the header's menu and the mobile menu: a link changes language before
 * the app's code is there (decisions 060, 098), and the app then switches in place.
 */
export function useLanguageLinks(): LanguageLink[] {
  const { locale, setLocale } = useI18n();
  const { pathname, search, hash } = useLocation();
  const article = useArticleLanguageLinks(pathname);
  return languageOptions.map((option) => ({
    option,
    href: article ? article(option.code) : localisedPath(`${pathname}${search}${hash}`, option.code),
    current: option.code === locale,
    choose: (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
      event.preventDefault();
      void setLocale(option.code);
      return true;
    },
  }));
}
