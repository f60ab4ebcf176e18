import type { PagePath } from '../pages';

/* The choices the kinds' fields offer (common/src/entries/kinds.ts) and the places figures are shown (docs/decisions/078). */

/** Icon names the impact page knows (SPEC §3.1); anything else falls back to Target. */
export const METRIC_ICONS = ['TrendingUp', 'Users', 'Building2', 'Globe', 'Target', 'Award'] as const;

export const COMPANY_ICONS = [
  'Sprout',
  'Sofa',
  'GraduationCap',
  'Scale',
  'Briefcase',
  'Camera',
  'Building2',
  'Home',
  'Truck',
  'Tractor',
] as const;

/** The icon tiles' colour schemes (all pass contrast with their text colour). */
export const TILE_COLOURS = [
  'green',
  'amber',
  'purple',
  'slate',
  'blue',
  'pink',
  'sky',
  'orange',
  'rose',
  'violet',
  'stone',
  'teal',
  'indigo',
  'lime',
] as const;

/** schema.org JobPosting employmentType values. */
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN'] as const;
export const JOB_LEVELS = ['entry', 'mid', 'senior'] as const;
export const SALARY_PERIODS = ['MONTH', 'YEAR', 'HOUR'] as const;
/** ISO 3166-1 alpha-2 codes of the countries an opening can be in; names come from Intl.DisplayNames. */
export const JOB_COUNTRIES = [
  'ZA',
  'UG',
  'KE',
  'TZ',
  'RW',
  'CD',
  'AO',
  'NG',
  'GH',
  'ZM',
  'ZW',
  'MZ',
  'BW',
  'NA',
] as const;

export const PARTNER_TYPES = [
  'Investment Partner',
  'Retail Partner',
  'Development Partner',
  'Government Partner',
  'Training Authority',
  'Public Sector',
  'International',
] as const;
export const PARTNER_SECTORS = ['government', 'private'] as const;
export const QUICK_CONTACT_ICONS = ['Handshake', 'TrendingUp', 'Newspaper', 'Mail', 'Phone'] as const;
/**
 * The team a quick contact reaches, where other parts of the site need that team: the investors page's
 * 'Schedule Meeting' and its closing details (investment), the news feed's author address (media), and the
 * Organization's contact points for search engines (each). At most one record per purpose.
 */
export const QUICK_CONTACT_PURPOSES = ['partnerships', 'investment', 'media'] as const;
export const VALUE_ICONS = ['Lightbulb', 'HeartHandshake', 'Leaf', 'Award', 'Users', 'Globe'] as const;
export const BENEFIT_ICONS = ['HeartPulse', 'TrendingUp', 'Trophy', 'Users', 'GraduationCap', 'Sun'] as const;
export const OPPORTUNITY_ICONS = ['Sprout', 'Factory', 'Truck', 'GraduationCap', 'Building2', 'Scale'] as const;
export const STRUCTURE_ICONS = ['PieChart', 'Target', 'Handshake', 'Landmark'] as const;
export const REASON_ICONS = ['Award', 'Layers', 'Target', 'Heart', 'ShieldCheck', 'Globe'] as const;
export const LEGAL_PAGES = ['privacy', 'terms'] as const;

/**
 * Where each marketing figure shows: the page that renders it (the editor's "Visible on", checked against
 * the rendered pages by a test) and, in the staff area's words, the place on it ("Home page, top banner:
 * countries"). These are claims the group makes ("$1B by 2030"), so staff write them; figures that count
 * real things (companies, open positions, offices) are counted and have no place here.
 */
export const FIGURE_PAGES = {
  'home.hero.years': '/',
  'home.hero.beneficiaries': '/',
  'home.hero.countries': '/',
  'home.about.vision': '/',
  'home.about.lives': '/',
  'home.map.countries': '/',
  'home.expansion.countries': '/',
  'home.expansion.vision': '/',
  'home.expansion.rollout': '/',
  'about.story.badge': '/about',
  'about.story.countries': '/about',
  'about.story.trained': '/about',
  'about.vision.valuation': '/about',
  'about.vision.countries': '/about',
  'about.vision.lives': '/about',
  'investors.hero.years': '/investors',
  'investors.hero.sectors': '/investors',
  'investors.hero.target': '/investors',
  'investors.hero.lives': '/investors',
  'careers.hero.countries': '/careers',
} as const satisfies Record<string, PagePath>;
export type FigurePlace = keyof typeof FIGURE_PAGES;
export const FIGURE_PLACES = Object.keys(FIGURE_PAGES) as FigurePlace[];
