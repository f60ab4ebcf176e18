// The page texts live in the client's content modules (translated there once); the server reads the
// same dictionaries for share images and the feed instead of keeping a second copy in sync.

import { messages as en } from '@common/content/locales/en';
import { messages as fr } from '@common/content/locales/fr';
import { messages as sw } from '@common/content/locales/sw';
import type { Locale } from '@common/locale';
import { categoryLabel as labelOf } from '@common/news';
import type { PageKey } from '@common/pages';

export const dictionaries = { en, fr, sw } as const;

export interface CardText {
  /** Small label above the title: the section, or the category. */
  label: string;
  title: string;
  subtitle: string;
}

/** What a page's share image says, in one language. */
export function pageCardText(key: PageKey, locale: Locale): CardText {
  const m = dictionaries[locale];
  const nav = m.common.nav;
  switch (key) {
    case 'home':
      return { label: m.home.hero.eyebrow, title: m.home.hero.title, subtitle: m.home.meta.description };
    case 'privacy':
    case 'terms':
      return { label: m.legal.meta.title, title: m.legal[key].meta.title, subtitle: m.legal[key].meta.description };
    default: {
      const title = m[key].meta.title;
      // "Investors" above "Investors" says nothing; the group's tagline does.
      const label = nav[key].toLowerCase() === title.toLowerCase() ? m.home.hero.eyebrow : nav[key];
      return { label, title, subtitle: m[key].meta.description };
    }
  }
}

/** A category's label in a language (categories are stored in English; unknown ones as they are). */
export const categoryLabel = (category: string, locale: Locale): string =>
  labelOf(category, dictionaries[locale].news.categories);
