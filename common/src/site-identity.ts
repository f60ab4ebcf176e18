import type { ImageValue } from './admin/media';
import type { Locale, TranslatedLocale } from './locale';

/** The social networks the footer links to, in its order. */
export const SOCIAL_NETWORKS = ['linkedin', 'x', 'facebook'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * The group's identity as owners keep it in Settings (docs/decisions/029): its name, general contact details,
 * the careers and internships mailboxes and its social profiles. Empty text means "not shown". The
 * country line is the one translated text, in the metrics' shape: English in the field, French and
 * Swahili under `translations`. Validated by `siteIdentitySchema` (admin/settings.ts).
 */
export interface SiteIdentity {
  groupName: string;
  email: string;
  phone: string;
  /** Postal address lines, without the country. */
  addressLines: string[];
  country: string;
  careersEmail: string;
  internshipsEmail: string;
  /** The company registered as running the site, as the legal pages name it (the group's name when empty). */
  legalName: string;
  /** The privacy notice's Information Officer and the mailbox for privacy requests. */
  privacyOfficer: string;
  privacyEmail: string;
  /** Where questions about the terms of use go. */
  legalEmail: string;
  social: Record<SocialNetwork, string>;
  /** The default share image (media library id), and the image itself as read (not stored). */
  shareImageId?: number | null;
  shareImage?: ImageValue | null;
  translations: Partial<Record<TranslatedLocale, { country?: string }>>;
}

/** The country line in `locale`, English where it has no translation. */
export const identityCountry = (identity: SiteIdentity, locale: Locale): string =>
  (locale === 'en' ? undefined : identity.translations[locale]?.country?.trim()) || identity.country;

/** The social profiles that are set, in the footer's order. */
export const socialProfiles = (identity: SiteIdentity | null): { network: SocialNetwork; url: string }[] =>
  identity
    ? SOCIAL_NETWORKS.flatMap((network) =>
        identity.social[network] ? [{ network, url: identity.social[network] }] : [],
      )
    : [];
