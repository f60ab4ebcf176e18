import { companies, companyAnchor } from '@common/content/companies';
import { partners } from '@common/content/partners';
import type { NewsArticleSummary } from '@common/news';

/** SPEC §3.2 search index entry categories, in the order the dialog groups them. */
export const SEARCH_CATEGORIES = ['company', 'page', 'news', 'partner', 'career'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

export type SearchIcon = 'Building2' | 'FileText' | 'Newspaper' | 'Handshake' | 'Briefcase';

/**
 * A static entry: language-neutral facts plus the keys of its translated text (namespace
 * common.search). `title` is set instead of `titleKey` for proper nouns (company and partner names).
 */
export interface SearchIndexEntry {
  id: string;
  category: SearchCategory;
  path: string;
  icon: SearchIcon;
  title?: string;
  titleKey?: string;
  descriptionKey: string;
}

/** One entry as shown: text in the current language. */
export interface SearchItem {
  id: string;
  category: SearchCategory;
  path: string;
  icon: SearchIcon;
  title: string;
  description: string;
}

const pageEntries = (['about', 'careers', 'contact', 'investors'] as const).map<SearchIndexEntry>((page) => ({
  id: `page-${page}`,
  category: 'page',
  path: `/${page}`,
  icon: 'FileText',
  titleKey: `common.search.pages.${page}.title`,
  descriptionKey: `common.search.pages.${page}.description`,
}));

/**
 * SPEC §3.2: 10 companies, 4 pages, 4 partners, 1 career entry. The 3 news items are the home page's
 * featured articles, read from the API when the dialog opens (newsSearchItems).
 */
export const searchIndex: readonly SearchIndexEntry[] = [
  ...companies.map<SearchIndexEntry>((company) => ({
    id: `company-${company.key}`,
    category: 'company',
    path: `/#${companyAnchor(company)}`,
    icon: 'Building2',
    title: company.name,
    descriptionKey: `common.search.companies.${company.key}`,
  })),
  ...pageEntries,
  ...partners
    .filter((partner) => partner.inSearch)
    .map<SearchIndexEntry>((partner) => ({
      id: `partner-${partner.key}`,
      category: 'partner',
      path: '/#partners-investors',
      icon: 'Handshake',
      title: partner.name,
      descriptionKey: `common.search.partners.${partner.key}`,
    })),
  {
    id: 'career-openings',
    category: 'career',
    path: '/careers',
    icon: 'Briefcase',
    titleKey: 'common.search.career.title',
    descriptionKey: 'common.search.career.description',
  },
];

export function resolveSearchIndex(t: (key: string) => string, index = searchIndex): SearchItem[] {
  return index.map(({ titleKey, descriptionKey, title, ...entry }) => ({
    ...entry,
    title: title ?? t(titleKey ?? ''),
    description: t(descriptionKey),
  }));
}

/** The "News & Updates" group: the featured articles (issue 12 §1), in the page's language where published. */
export function newsSearchItems(articles: readonly NewsArticleSummary[]): SearchItem[] {
  return articles.map((article) => ({
    id: `news-${article.id}`,
    category: 'news',
    path: `/news/${encodeURIComponent(article.slug)}`,
    icon: 'Newspaper',
    title: article.title,
    description: article.excerpt,
  }));
}
