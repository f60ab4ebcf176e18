import { messages as en } from '@common/content/locales/en';
import type { NewsArticleSummary } from '@common/news';
import { describe, expect, it } from 'vitest';
import { lookup } from '@/i18n';
import { filterSearchItems } from './filter';
import { type SearchContent, searchItems } from './search-index';

const company = (id: number, name: string, tagline: string): SearchContent['companies'][number] => ({
  id,
  name,
  tagline,
  statValue: null,
  stat: null,
  lang: 'en',
});

// Records as GET /api/content/entries/:kind gives them (the search reads the database's, not a copy in code).
const content: SearchContent = {
  companies: [
    company(11, 'VEB Greenharvest', 'Farming for food security'),
    company(12, 'EcoCraft Interiors', 'Furniture and mattresses made in Africa'),
    company(13, 'VEB Cele & Associates', 'Skills that build livelihoods'),
    company(14, 'AK Business Enterprises', 'ICT and business solutions'),
    company(15, 'AK Images', 'Stories worth seeing'),
  ],
  partners: [
    {
      id: 21,
      name: 'Mzansi Home & Living Stores',
      description: 'Stocks EcoCraft furniture and mattresses',
      inSearch: true,
      lang: 'en',
    },
    { id: 22, name: 'Enterprise Fund', description: 'Co-funds mattress makers too', inSearch: false, lang: 'en' },
    { id: 23, name: 'AgriSkills Authority', description: 'Accredits our training', inSearch: true, lang: 'en' },
  ],
  featured: [
    {
      id: 7,
      slug: 'new-hub',
      title: 'New hub',
      excerpt: 'Opened',
      category: 'Expansion',
      author: 'A',
      publishedAt: '2025-01-01T00:00:00.000Z',
      lang: 'en',
      alternates: { en: 'new-hub' },
    } satisfies NewsArticleSummary,
  ],
};

const items = searchItems((key) => lookup(en, key), content);
const titles = (query: string) => filterSearchItems(items, query).map((item) => item.title);

describe('search index', () => {
  it('holds every company, 4 pages, the featured news, the partners marked for the search and 1 career entry', () => {
    const count = (category: string) => items.filter((item) => item.category === category).length;
    expect([count('company'), count('page'), count('news'), count('partner'), count('career')]).toEqual([
      5, 4, 1, 2, 1,
    ]);
    expect(items.find((item) => item.category === 'news')).toEqual({
      id: 'news-7',
      category: 'news',
      path: '/news/new-hub',
      icon: 'Newspaper',
      title: 'New hub',
      description: 'Opened',
      lang: 'en',
    });
    expect(items.filter((item) => item.category === 'partner').map((item) => item.title)).toEqual([
      'Mzansi Home & Living Stores',
      'AgriSkills Authority',
    ]);
  });

  it('has English text for every entry and links companies to their home-page card', () => {
    for (const item of items) {
      expect(item.title).not.toMatch(/^common\./);
      expect(item.description).not.toMatch(/^common\./);
    }
    expect(items.find((item) => item.title === 'VEB Cele & Associates')).toMatchObject({
      path: '/#company-veb-cele-and-associates',
      description: 'Skills that build livelihoods',
    });
  });

  it("shows a company's chip, its figure in its words, and says which language a record's words are in", () => {
    const [placed, leading, wordsOnly, valueOnly, none] = searchItems((key) => lookup(en, key), {
      companies: [
        { ...company(1, 'Kijani', 'Food'), statValue: '33', stat: 'Vyama {value} vimesaidiwa', lang: 'sw' },
        { ...company(2, 'Cele', 'Skills'), statValue: '11 000+', stat: 'personnes formées', lang: 'fr' },
        { ...company(3, 'AK', 'ICT'), stat: 'Trusted by many' },
        { ...company(4, 'Images', 'Stories'), statValue: '$1B' },
        company(5, 'Plain', 'Nothing'),
      ],
      partners: [],
      featured: [],
    });
    expect(placed).toMatchObject({ chip: 'Vyama 33 vimesaidiwa', lang: 'sw', description: 'Food' });
    expect(leading).toMatchObject({ chip: '11 000+ personnes formées', lang: 'fr' });
    expect(wordsOnly.chip).toBe('Trusted by many');
    expect(valueOnly.chip).toBe('$1B');
    expect(none).not.toHaveProperty('chip');
    expect(none.lang).toBe('en');
  });

  it('is only pages and careers when the database has no companies, partners or news', () => {
    const bare = searchItems((key) => lookup(en, key), { companies: [], partners: [], featured: [] });
    expect(bare.map((item) => item.category)).toEqual(['page', 'page', 'page', 'page', 'career']);
  });
});

describe('filterSearchItems', () => {
  it('shows everything for an empty or blank query', () => {
    expect(filterSearchItems(items, '')).toHaveLength(13);
    expect(filterSearchItems(items, '   ')).toHaveLength(13);
  });

  it('matches a case-insensitive substring of the title', () => {
    expect(titles('greenHARVEST')).toEqual(['VEB Greenharvest']);
    expect(titles('ak ')).toEqual(['AK Business Enterprises', 'AK Images']);
  });

  it('matches a substring of the description', () => {
    // 'mattress' appears only in descriptions: EcoCraft's tagline and a listed partner's (not the unlisted one).
    expect(titles('MATTRESS')).toEqual(['EcoCraft Interiors', 'Mzansi Home & Living Stores']);
  });

  it('does not match words spread over title and description, or fuzzy spellings', () => {
    expect(titles('grnhvst')).toEqual([]);
    expect(titles('zzqx')).toEqual([]);
  });
});
