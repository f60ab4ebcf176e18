import type { PublicEntry } from '@common/entries/public';
import type { Locale } from '@common/locale';
import type { NewsArticleSummary } from '@common/news';
import { type Company, companyAnchor, companyChip } from '@/components/companies/companies';

/** SPEC §3.2 search index entry categories, in the order the dialog groups them. */
export const SEARCH_CATEGORIES = ['company', 'page', 'news', 'partner', 'career'] as const;
type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

export type SearchIcon = 'Building2' | 'FileText' | 'Newspaper' | 'Handshake' | 'Briefcase';

/** One entry as shown: text in the current language. */
export interface SearchItem {
  id: string;
  category: SearchCategory;
  path: string;
  icon: SearchIcon;
  title: string;
  description: string;
  /** A company's chip: its figure in its words ("33 cooperatives supported"), as its card shows it. */
  chip?: string;
  /** The language of a record's words (companies, news, partners); none for the interface's own text. */
  lang?: Locale;
}

export interface SearchContent {
  /** The published companies (every page has them). */
  companies: readonly Pick<Company, 'id' | 'name' | 'tagline' | 'statValue' | 'stat' | 'lang'>[];
  /** The partners, read when the dialog opens; those staff mark `inSearch` are listed. */
  partners: readonly Pick<PublicEntry<'partner'>, 'id' | 'name' | 'description' | 'inSearch' | 'lang'>[];
  /** The home page's featured articles. */
  featured: readonly NewsArticleSummary[];
}

const PAGES = ['about', 'careers', 'contact', 'investors'] as const;

/**
 * SPEC §3.2: the companies, 4 pages, the 3 featured news items, the partners marked for the search and 1
 * career entry. Companies, partners and news are the database's, in the visitor's language; the pages and
 * the career entry are interface text (namespace common.search).
 */
export function searchItems(
  t: (key: string) => string,
  { companies, partners, featured }: SearchContent,
): SearchItem[] {
  return [
    ...companies.map<SearchItem>((company) => ({
      id: `company-${company.id}`,
      category: 'company',
      path: `/#${companyAnchor(company)}`,
      icon: 'Building2',
      title: company.name,
      description: company.tagline,
      // The same chip as the card's: one figure for every language, written the page's way.
      ...(companyChip(company) ? { chip: companyChip(company) } : {}),
      lang: company.lang,
    })),
    ...PAGES.map<SearchItem>((page) => ({
      id: `page-${page}`,
      category: 'page',
      path: `/${page}`,
      icon: 'FileText',
      title: t(`common.search.pages.${page}.title`),
      description: t(`common.search.pages.${page}.description`),
    })),
    ...featured.map<SearchItem>((article) => ({
      id: `news-${article.id}`,
      category: 'news',
      path: `/news/${encodeURIComponent(article.slug)}`,
      icon: 'Newspaper',
      title: article.title,
      description: article.excerpt,
      lang: article.lang,
    })),
    ...partners
      .filter((partner) => partner.inSearch)
      .map<SearchItem>((partner) => ({
        id: `partner-${partner.id}`,
        category: 'partner',
        path: '/#partners-investors',
        icon: 'Handshake',
        title: partner.name,
        description: partner.description,
        lang: partner.lang,
      })),
    {
      id: 'career-openings',
      category: 'career',
      path: '/careers',
      icon: 'Briefcase',
      title: t('common.search.career.title'),
      description: t('common.search.career.description'),
    },
  ];
}
