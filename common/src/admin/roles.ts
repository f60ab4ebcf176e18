/**
 * Staff roles (docs/decisions/013): owner does everything, including staff accounts and settings; editor manages
 * content; inbox reads and answers contact messages and manages subscribers; careers (docs/decisions/032) manages
 * only job openings, internships and what the careers page says about working here.
 */
export const ROLES = ['owner', 'editor', 'inbox', 'careers'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => typeof value === 'string' && ROLES.includes(value as Role);

/** The sections of the admin area and who may use them; the server checks the same table. */
export const SECTIONS = {
  dashboard: ['owner', 'editor', 'inbox', 'careers'],
  inbox: ['owner', 'inbox'],
  subscribers: ['owner', 'inbox'],
  newsletters: ['owner', 'editor'],
  news: ['owner', 'editor'],
  impact: ['owner', 'editor'],
  stories: ['owner', 'editor'],
  /** The public site's content kinds (common/src/entries/kinds.ts); each kind narrows it to its editors. */
  content: ['owner', 'editor', 'careers'],
  /** The media library (docs/decisions/030): every image field picks from it, so everyone who edits content. */
  media: ['owner', 'editor'],
  staff: ['owner'],
  audit: ['owner'],
  settings: ['owner'],
  outbox: ['owner'],
  privacy: ['owner'],
  account: ['owner', 'editor', 'inbox', 'careers'],
} as const satisfies Record<string, readonly Role[]>;
export type Section = keyof typeof SECTIONS;

export const canUse = (role: Role, section: Section): boolean => (SECTIONS[section] as readonly Role[]).includes(role);
