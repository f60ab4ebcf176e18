import type { QUICK_CONTACT_PURPOSES } from '@common/entries/kinds';
import type { PublicEntry } from '@common/entries/public';
import type { Locale } from '@common/locale';
import { type NewsArticle as Article, articlePath, authorName, categoryLabel } from '@common/news';
import { type SiteIdentity, socialProfiles } from '@common/site-identity';
import type { BreadcrumbList, NewsArticle, Organization, PostalAddress, WithContext } from 'schema-dts';
import type { Company } from '@/components/companies/companies';
import type { AppMessages } from '@/i18n';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImagePath } from './share-image';
import { localisedUrl } from './urls';

const AREA_SERVED = ['ZA', 'UG'];
const LANGUAGES = ['English', 'French', 'Swahili'];

export const organizationId = (publicUrl: string) => `${publicUrl}/#organization`;

/**
 * The postal address in schema.org's parts, read from the footer's lines (staff edit those) so the
 * two never disagree: street lines first, the "PO Box" line, then "City 1234" last.
 */
export function postalAddress(lines: readonly string[]): PostalAddress {
  const last = lines.at(-1) ?? '';
  const cityAndCode = /^(.*\S)\s+(\d{4})$/.exec(last);
  const poBox = lines.find((line) => /^P\.?\s?O\.? Box/i.test(line));
  return {
    '@type': 'PostalAddress',
    streetAddress: lines
      .slice(0, -1)
      .filter((line) => line !== poBox)
      .join(', '),
    ...(poBox ? { postOfficeBoxNumber: poBox.replace(/^P\.?\s?O\.? Box\s*/i, '').replace(/,.*$/, '') } : {}),
    addressLocality: cityAndCode ? cityAndCode[1] : last,
    ...(cityAndCode ? { postalCode: cityAndCode[2] } : {}),
  };
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
let regionCodes: Map<string, string> | undefined;

/**
 * The ISO 3166 code of a country written in English ("South Africa" → "ZA"), which search engines ask of
 * addressCountry; the name as written when Intl does not know it. Owners type the name, not the code.
 */
export function countryCode(name: string): string {
  if (!regionCodes) {
    regionCodes = new Map();
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const first of LETTERS) {
      for (const second of LETTERS) {
        const label = names.of(first + second);
        if (label) regionCodes.set(label.toLowerCase(), first + second);
      }
    }
  }
  return regionCodes.get(name.trim().toLowerCase()) ?? name;
}

/** schema.org's contactType of each quick contact's purpose (common/src/entries/kinds.ts). */
const CONTACT_TYPES: Record<(typeof QUICK_CONTACT_PURPOSES)[number], string> = {
  investment: 'investor relations',
  media: 'media relations',
  partnerships: 'partnerships',
};

/**
 * The group, on every page: who publishes the site and how to reach it, as owners keep it in Settings →
 * Site identity, its companies as staff publish them, and a contact point for each quick contact marked
 * with a purpose (the investment, media and partnerships teams). Facts left empty there are left out here.
 */
export function organization(
  publicUrl: string,
  identity: SiteIdentity,
  messages: AppMessages,
  companies: readonly Pick<Company, 'name' | 'tagline' | 'website'>[] = [],
  quickContacts: readonly PublicEntry<'quickContact'>[] = [],
): WithContext<Organization> {
  const contact = (contactType: string, details: { phone: string; email: string } | undefined) =>
    details && (details.phone || details.email)
      ? [
          {
            '@type': 'ContactPoint' as const,
            contactType,
            ...(details.phone ? { telephone: details.phone } : {}),
            ...(details.email ? { email: details.email } : {}),
            areaServed: AREA_SERVED,
            availableLanguage: LANGUAGES,
          },
        ]
      : [];
  const profiles = socialProfiles(identity).map((profile) => profile.url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(publicUrl),
    name: identity.groupName,
    url: `${publicUrl}/`,
    logo: { '@type': 'ImageObject', url: `${publicUrl}/icon-512.png`, width: '512', height: '512' },
    description: messages.common.footer.tagline,
    foundingDate: '1994',
    ...(identity.addressLines.length
      ? {
          address: {
            ...postalAddress(identity.addressLines),
            ...(identity.country ? { addressCountry: countryCode(identity.country) } : {}),
          },
        }
      : {}),
    ...(identity.phone ? { telephone: identity.phone } : {}),
    ...(identity.email ? { email: identity.email } : {}),
    contactPoint: [
      ...contact('customer service', identity),
      ...quickContacts.flatMap((quick) => (quick.purpose ? contact(CONTACT_TYPES[quick.purpose], quick) : [])),
    ],
    ...(profiles.length ? { sameAs: profiles } : {}),
    ...(companies.length
      ? {
          subOrganization: companies.map((company) => ({
            '@type': 'Organization' as const,
            name: company.name,
            description: company.tagline,
            ...(company.website ? { url: company.website } : {}),
          })),
        }
      : {}),
  };
}

/** An article's photo at its largest size (the news images ship as -480/-960/-1200 variants). */
const largestPhoto = (imageUrl: string) => imageUrl.replace(/-(480|960)\.(webp|avif|jpg)$/, '-1200.jpg');

export function newsArticle(
  publicUrl: string,
  article: Article,
  locale: Locale,
  publisherName: string,
  categories: Readonly<Record<string, string>>,
): WithContext<NewsArticle> {
  const path = articlePath(article.slug);
  // The canonical address: the shown version's own (head-tags.ts); its language is the version's.
  const url = `${publicUrl}${path}`;
  const card = {
    '@type': 'ImageObject' as const,
    url: `${publicUrl}${shareImagePath(path, locale)}`,
    width: String(SHARE_IMAGE_WIDTH),
    height: String(SHARE_IMAGE_HEIGHT),
  };
  const absolute = (url: string) => (/^https?:/.test(url) ? url : `${publicUrl}${url}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.excerpt,
    image: article.imageUrl ? [absolute(largestPhoto(article.imageUrl)), card] : [card],
    datePublished: article.publishedAt,
    // Articles are not revised after publication in this version; the API has no modified date.
    dateModified: article.publishedAt,
    inLanguage: article.lang,
    // The category as the page names it, in its language; the writer's name without the company (docs/decisions/043).
    articleSection: categoryLabel(article.category, categories),
    author: { '@type': 'Person', name: authorName(article.author) },
    publisher: {
      '@type': 'Organization',
      '@id': organizationId(publicUrl),
      name: publisherName,
      logo: { '@type': 'ImageObject', url: `${publicUrl}/icon-512.png` },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}

/** Home > Page, or Home > News > Article; each crumb in the visitor's language. */
export function breadcrumbs(
  publicUrl: string,
  locale: Locale,
  crumbs: { name: string; path: string }[],
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: localisedUrl(publicUrl, crumb.path, locale),
    })),
  };
}

/** A JSON-LD block. It never executes, so the CSP allows it; `<` is escaped so no tag can close it. */
export function jsonLdScript(data: object): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
