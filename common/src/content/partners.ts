/**
 * Partners and investors (SPEC §3.2). Names are the group's partners; descriptions are translated
 * in locales/{lang}/home.ts under `partners.items.{key}`. Staff: replace with the real partners.
 */
export type PartnerType =
  | 'Investment Partner'
  | 'Retail Partner'
  | 'Development Partner'
  | 'Government Partner'
  | 'Training Authority'
  | 'Public Sector'
  | 'International';

export interface Partner {
  key: string;
  name: string;
  type: PartnerType;
  sector: 'government' | 'private';
  /** Listed in the site search (SPEC §3.2: the search index lists 4 partners). */
  inSearch: boolean;
}

export const partners: Partner[] = [
  {
    key: 'ubuntu-capital',
    name: 'Ubuntu Growth Capital',
    type: 'Investment Partner',
    sector: 'private',
    inSearch: true,
  },
  {
    key: 'mzansi-living',
    name: 'Mzansi Home & Living Stores',
    type: 'Retail Partner',
    sector: 'private',
    inSearch: true,
  },
  {
    key: 'enterprise-fund',
    name: 'Southern Africa Enterprise Development Fund',
    type: 'Development Partner',
    sector: 'private',
    inSearch: false,
  },
  {
    key: 'provincial-agriculture',
    name: 'Provincial Department of Agriculture',
    type: 'Government Partner',
    sector: 'government',
    inSearch: true,
  },
  {
    key: 'agriskills-seta',
    name: 'AgriSkills Sector Training Authority',
    type: 'Training Authority',
    sector: 'government',
    inSearch: true,
  },
  {
    key: 'municipal-led',
    name: 'Municipal Local Economic Development Office',
    type: 'Public Sector',
    sector: 'government',
    inSearch: false,
  },
  {
    key: 'east-africa-trade',
    name: 'East African Trade Facilitation Network',
    type: 'International',
    sector: 'private',
    inSearch: false,
  },
];
