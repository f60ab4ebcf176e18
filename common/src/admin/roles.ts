/**
 * Staff roles (docs/decisions/013): owner does everything, including staff accounts and settings; editor manages
 * content; inbox reads and answers contact messages and manages subscribers; careers (docs/decisions/032) manages
 * only job openings, internships and what the careers page says about working here; writer (docs/decisions/089)
 * drafts articles and submits them for review, which an editor or owner publishes or sends back.
 */
export const ROLES = ['owner', 'editor', 'inbox', 'careers', 'writer'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => typeof value === 'string' && ROLES.includes(value as Role);

/** The sections of the admin area and who may use them; the server checks the same table. */
export const SECTIONS = {
  dashboard: ['owner', 'editor', 'inbox', 'careers', 'writer'],
  inbox: ['owner', 'inbox'],
  subscribers: ['owner', 'inbox'],
  newsletters: ['owner', 'editor'],
  news: ['owner', 'editor', 'writer'],
  impact: ['owner', 'editor'],
  stories: ['owner', 'editor'],
  /** The public site's content kinds (common/src/entries/kinds.ts); each kind narrows it to its editors. */
  content: ['owner', 'editor', 'careers'],
  /** The media library (docs/decisions/030): every image field picks from it, so everyone who edits content. */
  media: ['owner', 'editor', 'writer'],
  staff: ['owner'],
  audit: ['owner'],
  settings: ['owner'],
  outbox: ['owner'],
  privacy: ['owner'],
  account: ['owner', 'editor', 'inbox', 'careers', 'writer'],
} as const satisfies Record<string, readonly Role[]>;
export type Section = keyof typeof SECTIONS;

export const canUse = (role: Role, section: Section): boolean => (SECTIONS[section] as readonly Role[]).includes(role);

/**
 * Who puts articles on the site, and reviews what writers submit (docs/decisions/089): editors and owners.
 * Writers draft and submit; publishing, scheduling, taking off and the featured picks are not theirs.
 */
export const publishesNews = (role: Role): boolean => role === 'owner' || role === 'editor';

/**
 * The sections open to staff limited to companies (docs/decisions/088): what belongs to a company (its
 * page and records, its news, its messages, its impact stories) and the shared media library. The rest
 * (subscribers, newsletters, the group's pages, staff, settings) is the group's.
 */
export const COMPANY_SECTIONS = [
  'dashboard',
  'inbox',
  'news',
  'content',
  'stories',
  'media',
  'account',
] as const satisfies readonly Section[];

/** Who a staff member is, for what they may use: their role and the companies they are limited to. */
export interface StaffAccess {
  readonly role: Role;
  /** None: group-wide. Owners are group-wide whatever this holds. */
  readonly companyIds: readonly number[];
}

/** The companies this person is limited to, or null for group-wide staff (and every owner). */
export const companiesOf = (staff: StaffAccess): readonly number[] | null =>
  staff.role !== 'owner' && staff.companyIds.length > 0 ? staff.companyIds : null;

/**
 * What a role has only once limited to companies (docs/decisions/090): a writer keeps their companies'
 * page and records, proposing each change for review; a group-wide writer writes news only.
 */
const LIMITED_SECTIONS: Partial<Record<Role, readonly Section[]>> = { writer: ['content'] };

/**
 * May this person use this section: their role may (or may once limited, and they are), and it is open to
 * them if limited to companies.
 */
export const mayUse = (staff: StaffAccess, section: Section): boolean => {
  const limited = companiesOf(staff) !== null;
  if (limited && !(COMPANY_SECTIONS as readonly Section[]).includes(section)) return false;
  return canUse(staff.role, section) || (limited && (LIMITED_SECTIONS[staff.role] ?? []).includes(section));
};

/**
 * Who changes a company's records only by proposing the change, which an editor or owner approves or
 * sends back (docs/decisions/090): writers, as for articles (publishesNews).
 */
export const proposesChanges = (role: Role): boolean => role === 'writer';

/**
 * Is a record that names these companies within reach? Group-wide staff reach everything; staff limited
 * to companies reach a record that names at least one company and only theirs (an article about two
 * companies is kept by people of both or by the group: neither alone may change what goes out in the
 * other's name).
 */
export const withinCompanies = (companies: readonly number[] | null, named: readonly number[]): boolean =>
  companies === null || (named.length > 0 && named.every((id) => companies.includes(id)));
