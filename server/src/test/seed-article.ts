import { seedArticleTranslations } from '../db/seed/data/article-translations';

const AWARD = 'ecocraft-wins-design-award-school-furniture';

/** The seed's award article at its address in each language (server/src/db/seed/data), for tests. */
export const AWARD_ARTICLE = {
  en: AWARD,
  fr: seedArticleTranslations[AWARD].fr.slug,
  sw: seedArticleTranslations[AWARD].sw.slug,
} as const;
