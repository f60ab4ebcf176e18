/**
 * The three featured news items on the home page (SPEC §3.2). Language-neutral facts only: each
 * points at a real article (same slug and image as the seeded article in
 * server/src/db/seed/data/articles.ts); titles, excerpts and image descriptions are translated in
 * locales/{lang}/home.ts under `news.items.{key}`.
 */
export type HomeNewsCategory = 'Expansion' | 'Skills Development' | 'Manufacturing';

export interface HomeNewsItem {
  key: 'uganda' | 'handyperson' | 'benoni';
  slug: string;
  category: HomeNewsCategory;
  /** Base name of the files under /images/news/ (<image>-{480,960}.{avif,webp}). */
  image: string;
  /** Publication date of the matching article. */
  publishedAt: string;
}

export const homeNews: HomeNewsItem[] = [
  {
    key: 'uganda',
    slug: 'veb-group-launches-uganda-operations-kampala-office',
    category: 'Expansion',
    image: 'kampala-skyline',
    publishedAt: '2025-02-18T08:00:00.000Z',
  },
  {
    key: 'handyperson',
    slug: 'handyperson-skills-programme-trains-5059-participants',
    category: 'Skills Development',
    image: 'skills-workshop',
    publishedAt: '2025-06-10T08:00:00.000Z',
  },
  {
    key: 'benoni',
    slug: 'new-benoni-manufacturing-hub',
    category: 'Manufacturing',
    image: 'factory-hall',
    publishedAt: '2025-09-03T08:00:00.000Z',
  },
];

export const homeNewsImage = (item: Pick<HomeNewsItem, 'image'>) => `/images/news/${item.image}-960.webp`;
