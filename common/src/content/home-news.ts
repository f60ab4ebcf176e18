/**
 * The three articles the demo content features on the home page (SPEC §3.2): the seed gives them
 * featured ranks 1-3 and their translations (server/src/db/seed). The home page itself no longer reads
 * this list: it shows the articles staff choose, from the database (GET /api/news?featured=true).
 */
type HomeNewsCategory = 'Expansion' | 'Skills Development' | 'Manufacturing';

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
