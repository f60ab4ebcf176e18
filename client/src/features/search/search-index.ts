import { companies, companyAnchor } from '@common/content/companies';
import { partners } from '@common/content/partners';

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

/** The three home-page news items (SPEC §3.2) and their articles. */
const newsEntries: SearchIndexEntry[] = [
  ['uganda', '/news/veb-group-launches-uganda-operations-kampala-office'],
  ['skills', '/news/handyperson-skills-programme-trains-5059-participants'],
  ['benoni', '/news/new-benoni-manufacturing-hub'],
].map(([key, path]) => ({
  id: `news-${key}`,
  category: 'news',
  path,
  icon: 'Newspaper',
  titleKey: `common.search.news.${key}.title`,
  descriptionKey: `common.search.news.${key}.description`,
}));

/** SPEC §3.2: 10 companies, 4 pages, 3 news items, 4 partners, 1 career entry. */
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
  ...newsEntries,
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
