import type { QUICK_CONTACT_PURPOSES } from '@common/entries/kinds';
import type { PublicEntry } from '@common/entries/public';
import type { Locale } from '@common/locale';
import { type NewsArticle as Article, articlePath, authorName, categoryLabel } from '@common/news';
import { companyPath } from '@common/pages';
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
const regionCodes = new Map<string, Map<string, string>>();

/** Every region's name in a language, lowercased, to its ISO 3166 code; built once per language. */
function codesIn(language: string): Map<string, string> {
  let codes = regionCodes.get(language);
  if (!codes) {
    codes = new Map();
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    for (const first of LETTERS) {
      for (const second of LETTERS) {
        const label = names.of(first + second);
        if (label) codes.set(label.toLowerCase(), first + second);
      }
    }
    regionCodes.set(language, codes);
  }
  return codes;
}

/**
 * The ISO 3166 code of a country written in English ("South Africa" → "ZA"), or in `language` as well
 * ("Afrique du Sud"), which search engines ask of addressCountry; the name as written when Intl does not
 * know it. Owners type the name, not the code.
 */
export function countryCode(name: string, language = 'en'): string {
  const key = name.trim().toLowerCase();
  return codesIn('en').get(key) ?? codesIn(language).get(key) ?? name;
}

/**
 * An office's address in schema.org's parts, from its lines as staff write them in the office's language
 * ("Bryanston, Johannesburg 2146", then "Gauteng, South Africa"): a last line that ends with a country
 * gives addressCountry (its code) and, before the country, addressRegion; the lines above it are read as
 * the footer's are (postalAddress). Any other last line is the footer's kind of address.
 */
export function officeAddress(lines: readonly string[], language: Locale): PostalAddress {
  const parts = (lines.at(-1) ?? '').split(',').map((part) => part.trim());
  const country = parts.at(-1) ?? '';
  const code = lines.length > 1 && country ? countryCode(country, language) : country;
  if (code === country) return postalAddress(lines);
  const region = parts.slice(0, -1).join(', ');
  return { ...postalAddress(lines.slice(0, -1)), ...(region ? { addressRegion: region } : {}), addressCountry: code };
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
  companies: readonly Pick<Company, 'name' | 'slug' | 'tagline' | 'website'>[] = [],
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
    // Each company at its page on this site (docs/decisions/084), and its own website as the same company.
    ...(companies.length
      ? {
          subOrganization: companies.map((company) => ({
            '@type': 'Organization' as const,
            name: company.name,
            description: company.tagline,
            url: companyUrl(publicUrl, company.slug),
            ...(company.website ? { sameAs: company.website } : {}),
          })),
        }
      : {}),
  };
}

/** An article's photo at its largest size (the news images ship as -480/-960/-1200 variants). */
const largestPhoto = (imageUrl: string) => imageUrl.replace(/-(480|960)\.(webp|avif|jpg)$/, '-1200.jpg');

/**
 * A company's page, the same address in every language's blocks as the group's `url` is (the bare one,
 * the pages' x-default).
 */
const companyUrl = (publicUrl: string, slug: string) => `${publicUrl}${companyPath(slug)}`;

/**
 * A company on its own page (docs/decisions/084): what staff publish of it, its page as its address and
 * its own website as the same company elsewhere, the wide picture above the page, its own offices'
 * addresses, and the group as its parent, the same node as the group's block (by @id, with its name and
 * address for a reader of this block alone).
 */
export function companyOrganization(
  publicUrl: string,
  company: Company,
  offices: readonly PublicEntry<'office'>[],
  identity: SiteIdentity | null,
): WithContext<Organization> {
  const url = companyUrl(publicUrl, company.slug);
  const addresses = offices.map((office) => officeAddress(office.address, office.lang));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${url}#organization`,
    name: company.name,
    description: company.description || company.tagline,
    slogan: company.tagline,
    url,
    ...(company.website ? { sameAs: company.website } : {}),
    ...(company.hero ? { image: `${publicUrl}${largestPhoto(company.hero.src)}` } : {}),
    ...(company.email ? { email: company.email } : {}),
    ...(company.phone ? { telephone: company.phone } : {}),
    ...(addresses.length ? { address: addresses.length === 1 ? addresses[0] : addresses } : {}),
    ...(identity
      ? {
          parentOrganization: {
            '@type': 'Organization',
            '@id': organizationId(publicUrl),
            name: identity.groupName,
            url: `${publicUrl}/`,
          },
        }
      : {}),
  };
}

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
