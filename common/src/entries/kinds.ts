import type { Role } from '../admin/roles';
import type { Fields, RecordValues } from '../model/fields';
import { CURRENCIES } from '../model/figure';
import {
  BENEFIT_ICONS,
  COMPANY_ICONS,
  EMPLOYMENT_TYPES,
  FIGURE_PLACES,
  JOB_COUNTRIES,
  JOB_LEVELS,
  LEGAL_PAGES,
  METRIC_ICONS,
  OPPORTUNITY_ICONS,
  PARTNER_SECTORS,
  PARTNER_TYPES,
  QUICK_CONTACT_ICONS,
  QUICK_CONTACT_PURPOSES,
  REASON_ICONS,
  SALARY_PERIODS,
  STRUCTURE_ICONS,
  TILE_COLOURS,
  VALUE_ICONS,
} from './choices';

// The choices fields offer, and where figures are placed: declared beside the kinds, read with them.
export * from './choices';
export { CURRENCIES };

/**
 * Every kind of public content but news and newsletters: what it is made of (words per language, or the
 * same in every language: model/fields.ts), who edits it, and how the public site reads it. One declaration
 * per kind; the table (`entries`), the schema, the staff screens, the one write path and history and the
 * public reads are shared (docs/decisions/030, 078).
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
      tagline: { type: 'text', perLanguage: true, required: true, max: 120 },
      // What it does, in a word or two ("Agriculture"): its page's heading and its Organization's description.
      sector: { type: 'text', perLanguage: true, max: 80 },
      description: { type: 'longtext', perLanguage: true, required: true, max: 600 },
      // Its own page (/companies/{slug}): a wide picture above it, its story, what it offers, whom to write to.
      hero: { type: 'image', shape: 'wide' },
      story: { type: 'longtext', perLanguage: true, max: 8000 },
      services: { type: 'lines', perLanguage: true, max: 12 },
      email: { type: 'email' },
      phone: { type: 'phone' },
      // The card's chip: a figure and its words ("33 cooperatives supported"); `{value}` in the words places
      // the figure inside them ("Vyama vya ushirika {value} vimesaidiwa"), otherwise it comes first.
      statValue: { type: 'figure' },
      stat: { type: 'text', perLanguage: true, max: 80 },
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
      role: { type: 'text', perLanguage: true, required: true, max: 120 },
      bio: { type: 'longtext', perLanguage: true, required: true, max: 1200 },
      email: { type: 'email' },
      linkedin: { type: 'url' },
      photo: { type: 'image', shape: 'square' },
      // None: the group's leadership (About page); a company: its leaders and contact people (its own page).
      company: { type: 'ref', ref: 'company' },
    },
  },
  hiringCategory: {
    label: 'title',
    editors: CAREERS,
    ordered: true,
    fields: {
      title: { type: 'text', perLanguage: true, required: true, max: 100 },
    },
  },
  job: {
    label: 'title',
    editors: CAREERS,
    ordered: false,
    window: { from: 'postedAt', until: 'closesAt' },
    fields: {
      title: { type: 'text', perLanguage: true, required: true, max: 120 },
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
      description: { type: 'longtext', perLanguage: true, required: true, max: 5000 },
      requirements: { type: 'lines', perLanguage: true, max: 20 },
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
      title: { type: 'text', perLanguage: true, required: true, max: 120 },
      company: { type: 'ref', ref: 'company', required: true },
      description: { type: 'longtext', perLanguage: true, required: true, max: 2000 },
      durationMonths: { type: 'number', required: true, min: 1, maxValue: 36 },
      closesAt: { type: 'date' },
    },
  },
  office: {
    label: 'name',
    editors: CONTENT,
    ordered: true,
    fields: {
      name: { type: 'text', perLanguage: true, required: true, max: 100 },
      address: { type: 'lines', perLanguage: true, required: true, max: 6 },
      hours: { type: 'text', perLanguage: true, max: 120 },
      phone: { type: 'phone', required: true },
      email: { type: 'email', required: true },
      departments: { type: 'lines', perLanguage: true, max: 12 },
      headquarters: { type: 'flag' },
      // None: one of the group's offices (Contact page); a company: that company's own (its page).
      company: { type: 'ref', ref: 'company' },
    },
  },
  quickContact: {
    label: 'title',
    editors: CONTENT,
    ordered: true,
    fields: {
      title: { type: 'text', perLanguage: true, required: true, max: 80 },
      description: { type: 'text', perLanguage: true, required: true, max: 200 },
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
      description: { type: 'text', perLanguage: true, required: true, max: 300 },
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
      title: { type: 'text', perLanguage: true, required: true, max: 120 },
      description: { type: 'longtext', perLanguage: true, required: true, max: 600 },
    },
  },
  value: {
    label: 'title',
    editors: CONTENT,
    ordered: true,
    fields: {
      title: { type: 'text', perLanguage: true, required: true, max: 80 },
      description: { type: 'longtext', perLanguage: true, required: true, max: 400 },
      icon: { type: 'choice', options: VALUE_ICONS, required: true },
      colour: { type: 'choice', options: TILE_COLOURS, required: true },
    },
  },
  benefit: {
    label: 'title',
    editors: CAREERS,
    ordered: true,
    fields: {
      title: { type: 'text', perLanguage: true, required: true, max: 80 },
      description: { type: 'longtext', perLanguage: true, required: true, max: 400 },
      icon: { type: 'choice', options: BENEFIT_ICONS, required: true },
    },
  },
  opportunity: {
    label: 'title',
    editors: CONTENT,
    ordered: true,
    fields: {
      sector: { type: 'text', perLanguage: true, required: true, max: 60 },
      title: { type: 'text', perLanguage: true, required: true, max: 120 },
      opportunity: { type: 'longtext', perLanguage: true, required: true, max: 600 },
      impact: { type: 'text', perLanguage: true, required: true, max: 160 },
      details: { type: 'lines', perLanguage: true, max: 8 },
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
      title: { type: 'text', perLanguage: true, required: true, max: 80 },
      description: { type: 'longtext', perLanguage: true, required: true, max: 400 },
      benefits: { type: 'lines', perLanguage: true, max: 8 },
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
      title: { type: 'text', perLanguage: true, required: true, max: 80 },
      description: { type: 'longtext', perLanguage: true, required: true, max: 400 },
      icon: { type: 'choice', options: REASON_ICONS, required: true },
    },
  },
  figure: {
    label: 'label',
    editors: CONTENT,
    ordered: true,
    fields: {
      place: { type: 'choice', options: FIGURE_PLACES, required: true, unique: true },
      value: { type: 'figure', required: true },
      label: { type: 'text', perLanguage: true, required: true, max: 80 },
    },
  },
  // A company's own figures on its page ("1,200 farmers trained"): the figure model of the site's figures,
  // placed by the company they belong to instead of a place on the group's pages.
  companyFigure: {
    label: 'label',
    editors: CONTENT,
    ordered: true,
    fields: {
      company: { type: 'ref', ref: 'company', required: true },
      value: { type: 'figure', required: true },
      label: { type: 'text', perLanguage: true, required: true, max: 80 },
    },
  },
  legalSection: {
    label: 'title',
    editors: CONTENT,
    ordered: true,
    fields: {
      page: { type: 'choice', options: LEGAL_PAGES, required: true },
      anchor: { type: 'slug', required: true },
      title: { type: 'text', perLanguage: true, required: true, max: 120 },
      // The page's "Last updated" is the latest change of its sections' words in that language: it moves by
      // itself, unless the editor marks a save as a correction (docs/decisions/078).
      body: { type: 'longtext', perLanguage: true, required: true, max: 20_000 },
    },
  },
  impactArea: {
    label: 'title',
    editors: CONTENT,
    ordered: true,
    fields: {
      // A heading of the impact page's metrics ("Economic Impact"), written once for all its metrics.
      title: { type: 'text', perLanguage: true, required: true, max: 80 },
    },
  },
  metric: {
    label: 'label',
    editors: CONTENT,
    ordered: true,
    fields: {
      metricKey: { type: 'slug', required: true, unique: true, max: 60 },
      area: { type: 'ref', ref: 'impactArea', required: true },
      value: { type: 'figure', required: true },
      label: { type: 'text', perLanguage: true, required: true, max: 120 },
      description: { type: 'longtext', perLanguage: true, max: 400 },
      icon: { type: 'choice', options: METRIC_ICONS },
    },
  },
  story: {
    label: 'name',
    editors: CONTENT,
    ordered: true,
    fields: {
      name: { type: 'text', required: true, max: 100 },
      title: { type: 'text', perLanguage: true, required: true, max: 150 },
      // One of the group's companies (its name is the company's, written once), or for someone outside them
      // (a cooperative, a school) that organisation's name in words. `organisation` takes the old company
      // words' place in the fields' order, so the hashes of versions that kept those words hold (migration 0026).
      company: { type: 'ref', ref: 'company' },
      organisation: { type: 'text', perLanguage: true, max: 100 },
      category: { type: 'text', perLanguage: true, required: true, max: 60 },
      location: { type: 'text', perLanguage: true, max: 100 },
      story: { type: 'longtext', perLanguage: true, required: true, max: 3000 },
      impact: { type: 'text', perLanguage: true, max: 300 },
      year: { type: 'number', min: 1950, maxValue: 2100 },
      photo: { type: 'image', shape: 'square' },
      // A portrait shipped with the demo (under /images/stories/), shown until a photo is chosen.
      imageUrl: { type: 'text', max: 300, internal: true },
    },
  },
} as const satisfies Record<string, KindSpec>;

export type EntryKind = keyof typeof KINDS;
export const ENTRY_KINDS = Object.keys(KINDS) as EntryKind[];
export const isEntryKind = (value: unknown): value is EntryKind =>
  typeof value === 'string' && Object.hasOwn(KINDS, value);

/** A record's values as one language shows them (its words in that language, the rest the same in all). */
export type EntryValues<K extends EntryKind> = RecordValues<(typeof KINDS)[K]['fields']>;

/**
 * The staff section whose screens edit a kind: impact metrics and their areas under Impact, stories under
 * Stories (they kept their place in the menu when they became content kinds: docs/decisions/078), every
 * other kind under Site content. The staff area's routes, its links and the server's links to a record
 * (the dashboard, image uses) all read it here.
 */
const OWN_SECTIONS: Partial<Record<EntryKind, 'impact' | 'stories'>> = {
  metric: 'impact',
  impactArea: 'impact',
  story: 'stories',
};
export const sectionOfKind = (kind: EntryKind): 'impact' | 'stories' | 'content' => OWN_SECTIONS[kind] ?? 'content';
/**
 * A section's kinds in its order: a section of its own lists them as OWN_SECTIONS does (Impact: the metrics
 * first, then their areas); Site content has the rest, in KINDS' order.
 */
export const kindsOfSection = (section: 'impact' | 'stories' | 'content'): EntryKind[] =>
  section === 'content'
    ? ENTRY_KINDS.filter((kind) => sectionOfKind(kind) === 'content')
    : (Object.keys(OWN_SECTIONS) as EntryKind[]).filter((kind) => OWN_SECTIONS[kind] === section);
/** The staff area's address of a kind's list, or of one of its records. */
export const kindPath = (kind: EntryKind, id?: number): string =>
  `/${sectionOfKind(kind)}/${kind}${id === undefined ? '' : `/${id}`}`;

/**
 * May this role change records of this kind? Owners change everything; a writer (limited to companies, the
 * section's rule) proposes changes to their companies' records for review (docs/decisions/090).
 */
export const canEditKind = (role: Role, kind: EntryKind): boolean =>
  role === 'owner' ||
  (role === 'writer' ? isCompanyKind(kind) : (KINDS[kind].editors as readonly Role[]).includes(role));

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

/**
 * Does a record of this kind belong to a company (docs/decisions/088)? A company is its own; a record of a
 * kind with a `company` field naming a company is that company's (its leaders, offices, openings, figures,
 * stories). Every other kind is the group's.
 */
export const isCompanyKind = (kind: EntryKind): boolean => {
  const field = (KINDS[kind].fields as Fields).company;
  return kind === 'company' || (field?.type === 'ref' && field.ref === 'company');
};

/** The companies a record names, by the rule above: none for the group's records, or one left empty. */
export const companiesOfRecord = (
  kind: EntryKind,
  record: { id: number | null; values: Readonly<Record<string, unknown>> },
): number[] => {
  if (kind === 'company') return record.id === null ? [] : [record.id];
  const value = isCompanyKind(kind) ? record.values.company : null;
  return typeof value === 'number' ? [value] : [];
};
