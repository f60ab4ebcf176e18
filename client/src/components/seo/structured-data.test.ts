import { messages as en } from '@common/content/locales/en';
import { describe, expect, it } from 'vitest';
import { breadcrumbs, jsonLdScript, newsArticle, organization, postalAddress } from './structured-data';

const config = {
  publicUrl: 'https://veb.test',
  social: { linkedin: 'https://l.test/v', twitter: 'https://x.com/v', facebook: 'https://f.test/v' },
};

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
      addressRegion: 'Gauteng',
      addressCountry: 'ZA',
    });
  });

  it('describes the group with its founding year, contact points and profiles', () => {
    const org = organization(config.publicUrl, config, en) as unknown as Record<string, unknown>;
    expect(org).toMatchObject({
      '@type': 'Organization',
      name: 'VEB Group',
      foundingDate: '1994',
      url: 'https://veb.test/',
    });
    expect(org.sameAs).toEqual(['https://l.test/v', 'https://x.com/v', 'https://f.test/v']);
    expect((org.contactPoint as unknown[]).length).toBeGreaterThanOrEqual(3);
  });

  it('describes an article with its own card and the article photo at full size', () => {
    const data = newsArticle(
      config.publicUrl,
      {
        id: 1,
        slug: 'a-b',
        title: 'T',
        excerpt: 'E',
        content: '',
        category: 'Awards',
        author: 'A. Writer',
        imageUrl: '/images/news/x-960.webp',
        publishedAt: '2025-01-02T08:00:00.000Z',
        lang: 'en',
      },
      'sw',
    ) as unknown as Record<string, unknown>;
    expect(data.image).toEqual([
      'https://veb.test/images/news/x-1200.jpg',
      { '@type': 'ImageObject', url: 'https://veb.test/og/news/a-b.png', width: '1200', height: '630' },
    ]);
    expect(data.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': 'https://veb.test/news/a-b?lang=sw' });
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
