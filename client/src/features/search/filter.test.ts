import { messages as en } from '@common/content/locales/en';
import { describe, expect, it } from 'vitest';
import { lookup } from '@/i18n';
import { filterSearchItems } from './filter';
import { newsSearchItems, resolveSearchIndex, searchIndex } from './search-index';

const items = resolveSearchIndex((key) => lookup(en, key));
const titles = (query: string) => filterSearchItems(items, query).map((item) => item.title);

describe('search index', () => {
  it('holds 10 companies, 4 pages, 4 partners and 1 career entry; news comes from the featured articles', () => {
    const count = (category: string) => searchIndex.filter((entry) => entry.category === category).length;
    expect([count('company'), count('page'), count('news'), count('partner'), count('career')]).toEqual([
      10, 4, 0, 4, 1,
    ]);
    const [item] = newsSearchItems([
      {
        id: 7,
        slug: 'new-hub',
        title: 'New hub',
        excerpt: 'Opened',
        category: 'Expansion',
        author: 'A',
        publishedAt: '2025-01-01T00:00:00.000Z',
        lang: 'en',
      },
    ]);
    expect(item).toEqual({
      id: 'news-7',
      category: 'news',
      path: '/news/new-hub',
      icon: 'Newspaper',
      title: 'New hub',
      description: 'Opened',
    });
  });

  it('has English text for every entry and links companies to their home-page card', () => {
    for (const item of items) {
      expect(item.title).not.toMatch(/^common\./);
      expect(item.description).not.toMatch(/^common\./);
    }
    expect(items.find((item) => item.title === 'VEB Cele & Associates')?.path).toBe(
      '/#company-veb-cele-and-associates',
    );
  });
});

describe('filterSearchItems', () => {
  it('shows everything for an empty or blank query', () => {
    expect(filterSearchItems(items, '')).toHaveLength(19);
    expect(filterSearchItems(items, '   ')).toHaveLength(19);
  });

  it('matches a case-insensitive substring of the title', () => {
    expect(titles('greenHARVEST')).toEqual(['VEB Greenharvest']);
    expect(titles('ak ')).toEqual(['AK Business Enterprises', 'AK Images']);
  });

  it('matches a substring of the description', () => {
    // 'mattress' appears only in descriptions (EcoCraft and its retail partner).
    expect(titles('MATTRESS')).toEqual(['EcoCraft Interiors', 'Mzansi Home & Living Stores']);
  });

  it('does not match words spread over title and description, or fuzzy spellings', () => {
    expect(titles('grnhvst')).toEqual([]);
    expect(titles('zzqx')).toEqual([]);
  });
});
