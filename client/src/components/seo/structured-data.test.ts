import { messages as en } from '@common/content/locales/en';
import { messages as fr } from '@common/content/locales/fr';
import { messages as sw } from '@common/content/locales/sw';
import type { PublicEntry } from '@common/entries/public';
import type { SiteIdentity } from '@common/site-identity';
import { describe, expect, it } from 'vitest';
import {
  breadcrumbs,
  countryCode,
  jsonLdScript,
  newsArticle,
  officeAddress,
  organization,
  postalAddress,
} from './structured-data';

const config = { publicUrl: 'https://veb.test' };
const identity: SiteIdentity = {
  groupName: 'Kijani Holdings',
  email: 'hello@kijani.test',
  phone: '+254 20 555 0199',
  addressLines: ['Kijani House', 'PO Box 12, Westlands', 'Nairobi 0800'],
  country: 'Kenya',
  careersEmail: 'jobs@kijani.test',
  internshipsEmail: '',
  legalName: '',
  privacyOfficer: '',
  privacyEmail: '',
  legalEmail: '',
  social: { linkedin: 'https://l.test/v', x: '', facebook: 'https://f.test/v' },
  translations: {},
};

const quick = (id: number, purpose: PublicEntry<'quickContact'>['purpose']): PublicEntry<'quickContact'> => ({
  id,
  lang: 'en',
  changedAt: null,
  title: `Team ${id}`,
  description: 'Reach us',
  email: `team${id}@kijani.test`,
  phone: `+254 20 555 010${id}`,
  icon: 'Mail',
  purpose,
});
const quickContacts = [quick(1, 'media'), quick(2, null), quick(3, 'investment')];

describe('structured data', () => {
  it('writes JSON-LD that no text can close early', () => {
    const script = jsonLdScript({ headline: 'Bad </script><script>alert(1)</script>' });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const json = script.replace(/^<script type="application\/ld\+json">/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json).headline).toBe('Bad </script><script>alert(1)</script>');
  });

  it('splits the footer address into schema.org parts', () => {
    expect(
      postalAddress([
        'VEB Group House',
        '14 Kingfisher Avenue, Bryanston',
        'PO Box 78214, Sandton',
        'Johannesburg 2146',
      ]),
    ).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'VEB Group House, 14 Kingfisher Avenue, Bryanston',
      postOfficeBoxNumber: '78214',
      addressLocality: 'Johannesburg',
      postalCode: '2146',
    });
  });

  it('describes the group as Settings → Site identity has it: name, contacts, address, the profiles set', () => {
    const org = organization(config.publicUrl, identity, en, [], quickContacts) as unknown as Record<string, unknown>;
    expect(org).toMatchObject({
      '@type': 'Organization',
      name: 'Kijani Holdings',
      foundingDate: '1994',
      url: 'https://veb.test/',
      telephone: '+254 20 555 0199',
      email: 'hello@kijani.test',
      address: { addressLocality: 'Nairobi', postalCode: '0800', addressCountry: 'KE' },
    });
    expect(org.sameAs).toEqual(['https://l.test/v', 'https://f.test/v']);
    // The general line, then each quick contact marked with a purpose (staff's order); one without, none.
    expect(org.contactPoint).toMatchObject([
      { contactType: 'customer service', telephone: '+254 20 555 0199', email: 'hello@kijani.test' },
      { contactType: 'media relations', telephone: '+254 20 555 0101', email: 'team1@kijani.test' },
      { contactType: 'investor relations', telephone: '+254 20 555 0103', email: 'team3@kijani.test' },
    ]);
    expect(org.contactPoint).toHaveLength(3);
  });

  it('writes the country as its ISO code where Intl knows the English name', () => {
    expect([countryCode('South Africa'), countryCode(' uganda '), countryCode('Atlantis')]).toEqual([
      'ZA',
      'UG',
      'Atlantis',
    ]);
    // Or its name in the language given: an office's lines are written in each language.
    expect([countryCode('Afrique du Sud', 'fr'), countryCode('Afrika Kusini', 'sw'), countryCode('Ouganda')]).toEqual([
      'ZA',
      'ZA',
      'Ouganda',
    ]);
  });

  it("splits an office's lines into schema.org parts, its country last as a code", () => {
    expect(
      officeAddress(
        ['Suite 302, 19 Ncondo Place', 'Umhlanga Ridge, Durban 4319', 'KwaZulu-Natal, Afrique du Sud'],
        'fr',
      ),
    ).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Suite 302, 19 Ncondo Place',
      addressLocality: 'Umhlanga Ridge, Durban',
      postalCode: '4319',
      addressRegion: 'KwaZulu-Natal',
      addressCountry: 'ZA',
    });
    expect(officeAddress(['Plot 7, Kololo Hill Drive', 'Kololo, Kampala', 'Uganda'], 'sw')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Plot 7, Kololo Hill Drive',
      addressLocality: 'Kololo, Kampala',
      addressCountry: 'UG',
    });
    // No country last: read as the footer's lines are.
    expect(officeAddress(['12 Juta Street', 'Johannesburg'], 'en')).toEqual(
      postalAddress(['12 Juta Street', 'Johannesburg']),
    );
  });

  it('leaves out what the identity leaves empty', () => {
    const bare = { ...identity, email: '', phone: '', addressLines: [], social: { linkedin: '', x: '', facebook: '' } };
    const org = organization(config.publicUrl, bare, en) as unknown as Record<string, unknown>;
    for (const key of ['email', 'telephone', 'address', 'sameAs']) expect(org).not.toHaveProperty(key);
    expect(org.name).toBe('Kijani Holdings');
  });

  it('names the published companies as its sub-organisations, at their pages, with their site when they have one', () => {
    const companies = [
      {
        name: 'Kijani Harvest',
        slug: 'harvest',
        tagline: 'Food from our own fields',
        website: 'https://harvest.kijani.test',
      },
      { name: 'Kijani Law', slug: 'law', tagline: 'Justice within reach', website: null },
    ];
    const org = organization(config.publicUrl, identity, en, companies) as unknown as Record<string, unknown>;
    expect(org.subOrganization).toEqual([
      {
        '@type': 'Organization',
        name: 'Kijani Harvest',
        description: 'Food from our own fields',
        url: 'https://veb.test/companies/harvest',
        sameAs: 'https://harvest.kijani.test',
      },
      {
        '@type': 'Organization',
        name: 'Kijani Law',
        description: 'Justice within reach',
        url: 'https://veb.test/companies/law',
      },
    ]);
    expect(organization(config.publicUrl, identity, en, [])).not.toHaveProperty('subOrganization');
  });

  const article = {
    id: 1,
    slug: 'a-b',
    title: 'T',
    excerpt: 'E',
    content: '',
    category: 'Awards',
    author: 'A. Writer, Kijani Harvest',
    imageUrl: '/images/news/x-960.webp',
    publishedAt: '2025-01-02T08:00:00.000Z',
    lang: 'en' as const,
    alternates: { en: 'a-b', fr: 'a-b-fr' },
  };

  it('describes an article with its own card and the article photo at full size', () => {
    const data = newsArticle(
      config.publicUrl,
      article,
      'sw',
      'Kijani Holdings',
      sw.news.categories,
    ) as unknown as Record<string, unknown>;
    expect(data.image).toEqual([
      'https://veb.test/images/news/x-1200.jpg',
      { '@type': 'ImageObject', url: 'https://veb.test/og/news/a-b.png', width: '1200', height: '630' },
    ]);
    // Not written in Swahili: the English version shown is the English version's page, in its language
    // (docs/decisions/079), whatever the page around it speaks.
    expect(data.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': 'https://veb.test/news/a-b' });
    expect(data.url).toBe('https://veb.test/news/a-b');
    expect(data.inLanguage).toBe('en');
  });

  it("names a translated article's section in the page's language and its writer without the company", () => {
    const data = newsArticle(
      config.publicUrl,
      { ...article, slug: 'a-b-fr', lang: 'fr' },
      'fr',
      'Kijani Holdings',
      fr.news.categories,
    ) as unknown as Record<string, unknown>;
    // The version's own address: its slug names its language, no ?lang= needed.
    expect(data.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': 'https://veb.test/news/a-b-fr' });
    expect(data.inLanguage).toBe('fr');
    expect(data.articleSection).toBe(fr.news.categories.Awards);
    expect(data.articleSection).not.toBe('Awards');
    expect(data.author).toEqual({ '@type': 'Person', name: 'A. Writer' });
  });

  it('numbers breadcrumbs from 1 with localised addresses', () => {
    const list = breadcrumbs(config.publicUrl, 'fr', [
      { name: 'Accueil', path: '/' },
      { name: 'Carrières', path: '/careers' },
    ]) as unknown as { itemListElement: unknown[] };
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://veb.test/?lang=fr' },
      { '@type': 'ListItem', position: 2, name: 'Carrières', item: 'https://veb.test/careers?lang=fr' },
    ]);
  });
});
