import type { Role } from '../admin/roles';
import type { Fields } from './fields';

/**
 * Every kind of public content that is neither news nor impact (docs/decisions/032): what it is made of, who edits
 * it, and how the public site reads it. One description per kind; the table (`entries`), the schema, the
 * staff screens and the public reads are shared (decision 030).
 */
export interface KindSpec {
  readonly fields: Fields;
  /** The field that names a record in lists, history and messages. */
  readonly label: string;
  /** Who may change it, besides owners (who may change everything). */
  readonly editors: readonly Role[];
  /** The order is the staff's (keyboard and pointer); otherwise by `sortBy`, newest first. */
  readonly ordered: boolean;
  /**
   * A window of visibility: a record is public from `from` (a date field, or always) until the end of the
   * day `until` in the site's time zone; past it, it leaves the pages by itself and can be reopened by
   * moving the date.
   */
  readonly window?: { readonly from?: string; readonly until: string };
}

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
const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN'] as const;
const JOB_LEVELS = ['entry', 'mid', 'senior'] as const;
/** ISO 4217 codes of the group's countries and the usual reference currencies. */
const CURRENCIES = ['ZAR', 'UGX', 'KES', 'TZS', 'RWF', 'CDF', 'AOA', 'NGN', 'GHS', 'USD', 'EUR'] as const;
const SALARY_PERIODS = ['MONTH', 'YEAR', 'HOUR'] as const;
/** ISO 3166-1 alpha-2 codes of the countries an opening can be in; names come from Intl.DisplayNames. */
const JOB_COUNTRIES = ['ZA', 'UG', 'KE', 'TZ', 'RW', 'CD', 'AO', 'NG', 'GH', 'ZM', 'ZW', 'MZ', 'BW', 'NA'] as const;

const PARTNER_TYPES = [
  'Investment Partner',
  'Retail Partner',
  'Development Partner',
  'Government Partner',
  'Training Authority',
  'Public Sector',
  'International',
] as const;
const PARTNER_SECTORS = ['government', 'private'] as const;
const QUICK_CONTACT_ICONS = ['Handshake', 'TrendingUp', 'Newspaper', 'Mail', 'Phone'] as const;
/**
 * The team a quick contact reaches, where other parts of the site need that team: the investors page's
 * 'Schedule Meeting' and its closing details (investment), the news feed's author address (media), and the
 * Organization's contact points for search engines (each). At most one record per purpose.
 */
export const QUICK_CONTACT_PURPOSES = ['partnerships', 'investment', 'media'] as const;
export const VALUE_ICONS = ['Lightbulb', 'HeartHandshake', 'Leaf', 'Award', 'Users', 'Globe'] as const;
const BENEFIT_ICONS = ['HeartPulse', 'TrendingUp', 'Trophy', 'Users', 'GraduationCap', 'Sun'] as const;
const OPPORTUNITY_ICONS = ['Sprout', 'Factory', 'Truck', 'GraduationCap', 'Building2', 'Scale'] as const;
const STRUCTURE_ICONS = ['PieChart', 'Target', 'Handshake', 'Landmark'] as const;
const REASON_ICONS = ['Award', 'Layers', 'Target', 'Heart', 'ShieldCheck', 'Globe'] as const;
export const LEGAL_PAGES = ['privacy', 'terms'] as const;

/**
 * Where a marketing figure shows. These are claims the group makes ("$1B by 2030"), so staff type them;
 * figures that count real things (companies, open positions, offices) are counted and have no place here.
 */
export const FIGURE_PLACES = [
  'home.hero.years',
  'home.hero.beneficiaries',
  'home.hero.countries',
  'home.about.vision',
  'home.about.lives',
  'home.expansion.countries',
  'home.expansion.vision',
  'home.expansion.rollout',
  'about.story.badge',
  'about.story.countries',
  'about.story.trained',
  'about.vision.valuation',
  'about.vision.countries',
  'about.vision.lives',
  'investors.hero.years',
  'investors.hero.sectors',
  'investors.hero.target',
  'investors.hero.lives',
  'careers.hero.countries',
] as const;

const CONTENT: readonly Role[] = ['editor'];
const CAREERS: readonly Role[] = ['editor', 'careers'];

export const KINDS = {
  company: {
    label: 'name',
    editors: CONTENT,
    ordered: true,
    fields: {
      slug: { type: 'slug', required: true, unique: true },
      name: { type: 'text', required: true, max: 100 },
      tagline: { type: 'text', translatable: true, required: true, max: 120 },
      description: { type: 'longtext', translatable: true, required: true, max: 600 },
      stat: { type: 'text', translatable: true, max: 80 },
      website: { type: 'url' },
      careersEmail: { type: 'email' },
      icon: { type: 'choice', options: COMPANY_ICONS, required: true },
      colour: { type: 'choice', options: TILE_COLOURS, required: true },
      inNavDropdown: { type: 'flag' },
      inMobileMenu: { type: 'flag' },
    },
  },
  leader: {
    label: 'name',
    editors: CONTENT,
    ordered: true,
    fields: {
      name: { type: 'text', required: true, max: 100 },
      role: { type: 'text', translatable: true, required: true, max: 120 },
      bio: { type: 'longtext', translatable: true, required: true, max: 1200 },
      email: { type: 'email' },
      linkedin: { type: 'url' },
      photo: { type: 'image', shape: 'square' },
    },
  },
  hiringCategory: {
    label: 'title',
    editors: CAREERS,
    ordered: true,
    fields: {
      title: { type: 'text', translatable: true, required: true, max: 100 },
    },
  },
  job: {
    label: 'title',
    editors: CAREERS,
    ordered: false,
    window: { from: 'postedAt', until: 'closesAt' },
    fields: {
      title: { type: 'text', translatable: true, required: true, max: 120 },
      company: { type: 'ref', ref: 'company', required: true },
      category: { type: 'ref', ref: 'hiringCategory' },
      city: { type: 'text', required: true, max: 80 },
      country: { type: 'choice', options: JOB_COUNTRIES, required: true },
      employmentType: { type: 'choice', options: EMPLOYMENT_TYPES, required: true },
      level: { type: 'choice', options: JOB_LEVELS, required: true },
      salaryMin: { type: 'number', min: 0, maxValue: 1_000_000_000 },
      salaryMax: { type: 'number', min: 0, maxValue: 1_000_000_000 },
      currency: { type: 'choice', options: CURRENCIES },
      salaryPeriod: { type: 'choice', options: SALARY_PERIODS },
      description: { type: 'longtext', translatable: true, required: true, max: 5000 },
      requirements: { type: 'lines', translatable: true, max: 20 },
      postedAt: { type: 'date', required: true },
      closesAt: { type: 'date' },
    },
  },
  internship: {
    label: 'title',
    editors: CAREERS,
    ordered: true,
    window: { until: 'closesAt' },
    fields: {
      title: { type: 'text', translatable: true, required: true, max: 120 },
      company: { type: 'ref', ref: 'company', required: true },
      description: { type: 'longtext', translatable: true, required: true, max: 2000 },
      durationMonths: { type: 'number', required: true, min: 1, maxValue: 36 },
      closesAt: { type: 'date' },
    },
  },
  office: {
    label: 'name',
    editors: CONTENT,
    ordered: true,
    fields: {
      name: { type: 'text', translatable: true, required: true, max: 100 },
      address: { type: 'lines', translatable: true, required: true, max: 6 },
      hours: { type: 'text', translatable: true, max: 120 },
      phone: { type: 'phone', required: true },
      email: { type: 'email', required: true },
      departments: { type: 'lines', translatable: true, max: 12 },
      headquarters: { type: 'flag' },
    },
  },
  quickContact: {
    label: 'title',
    editors: CONTENT,
    ordered: true,
    fields: {
      title: { type: 'text', translatable: true, required: true, max: 80 },
      description: { type: 'text', translatable: true, required: true, max: 200 },
      email: { type: 'email', required: true },
      phone: { type: 'phone', required: true },
      icon: { type: 'choice', options: QUICK_CONTACT_ICONS, required: true },
      purpose: { type: 'choice', options: QUICK_CONTACT_PURPOSES, unique: true },
    },
  },
  partner: {
    label: 'name',
    editors: CONTENT,
    ordered: true,
    fields: {
      name: { type: 'text', required: true, max: 100 },
      type: { type: 'choice', options: PARTNER_TYPES, required: true },
      sector: { type: 'choice', options: PARTNER_SECTORS, required: true },
      description: { type: 'text', translatable: true, required: true, max: 300 },
      website: { type: 'url' },
      logo: { type: 'image', shape: 'wide' },
      inSearch: { type: 'flag' },
    },
  },
  milestone: {
    label: 'title',
    editors: CONTENT,
    ordered: true,
    fields: {
      year: { type: 'number', required: true, min: 1900, maxValue: 2100 },
      title: { type: 'text', translatable: true, required: true, max: 120 },
      description: { type: 'longtext', translatable: true, required: true, max: 600 },
    },
  },
  value: {
    label: 'title',
    editors: CONTENT,
    ordered: true,
    fields: {
      title: { type: 'text', translatable: true, required: true, max: 80 },
      description: { type: 'longtext', translatable: true, required: true, max: 400 },
      icon: { type: 'choice', options: VALUE_ICONS, required: true },
      colour: { type: 'choice', options: TILE_COLOURS, required: true },
    },
  },
  benefit: {
    label: 'title',
    editors: CAREERS,
    ordered: true,
    fields: {
      title: { type: 'text', translatable: true, required: true, max: 80 },
      description: { type: 'longtext', translatable: true, required: true, max: 400 },
      icon: { type: 'choice', options: BENEFIT_ICONS, required: true },
    },
  },
  opportunity: {
    label: 'title',
    editors: CONTENT,
    ordered: true,
    fields: {
      sector: { type: 'text', translatable: true, required: true, max: 60 },
      title: { type: 'text', translatable: true, required: true, max: 120 },
      opportunity: { type: 'longtext', translatable: true, required: true, max: 600 },
      impact: { type: 'text', translatable: true, required: true, max: 160 },
      details: { type: 'lines', translatable: true, max: 8 },
      range: { type: 'text', required: true, max: 40 },
      returns: { type: 'text', required: true, max: 40 },
      icon: { type: 'choice', options: OPPORTUNITY_ICONS, required: true },
      colour: { type: 'choice', options: TILE_COLOURS, required: true },
    },
  },
  structure: {
    label: 'title',
    editors: CONTENT,
    ordered: true,
    fields: {
      title: { type: 'text', translatable: true, required: true, max: 80 },
      description: { type: 'longtext', translatable: true, required: true, max: 400 },
      benefits: { type: 'lines', translatable: true, max: 8 },
      minimumMillions: { type: 'number', required: true, min: 0, maxValue: 100_000 },
      fixedReturns: { type: 'text', max: 40 },
      icon: { type: 'choice', options: STRUCTURE_ICONS, required: true },
    },
  },
  reason: {
    label: 'title',
    editors: CONTENT,
    ordered: true,
    fields: {
      title: { type: 'text', translatable: true, required: true, max: 80 },
      description: { type: 'longtext', translatable: true, required: true, max: 400 },
      icon: { type: 'choice', options: REASON_ICONS, required: true },
    },
  },
  figure: {
    label: 'label',
    editors: CONTENT,
    ordered: true,
    fields: {
      place: { type: 'choice', options: FIGURE_PLACES, required: true, unique: true },
      value: { type: 'text', translatable: true, required: true, max: 20 },
      label: { type: 'text', translatable: true, required: true, max: 80 },
    },
  },
  legalSection: {
    label: 'title',
    editors: CONTENT,
    ordered: true,
    fields: {
      page: { type: 'choice', options: LEGAL_PAGES, required: true },
      anchor: { type: 'slug', required: true },
      title: { type: 'text', translatable: true, required: true, max: 120 },
      body: { type: 'longtext', translatable: true, required: true, max: 20_000 },
      // The page shows its sections' latest revision as "Last updated": staff date a change of substance.
      revisedOn: { type: 'date', required: true },
    },
  },
} as const satisfies Record<string, KindSpec>;

export type EntryKind = keyof typeof KINDS;
export const ENTRY_KINDS = Object.keys(KINDS) as EntryKind[];
export const isEntryKind = (value: unknown): value is EntryKind =>
  typeof value === 'string' && Object.hasOwn(KINDS, value);

/** May this role change records of this kind? Owners change everything. */
export const canEditKind = (role: Role, kind: EntryKind): boolean =>
  role === 'owner' || (KINDS[kind].editors as readonly Role[]).includes(role);

/**
 * May this role read records of this kind? Those it may change, and those a kind it may change refers to
 * (the careers role picks an opening's company from the list of companies, without editing them).
 */
export const canReadKind = (role: Role, kind: EntryKind): boolean =>
  canEditKind(role, kind) ||
  ENTRY_KINDS.some(
    (other) =>
      canEditKind(role, other) &&
      Object.values(KINDS[other].fields as Fields).some((field) => field.type === 'ref' && field.ref === kind),
  );
