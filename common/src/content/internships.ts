/**
 * Internship programmes (SPEC §3.2: three, of 12, 6 and 8 months). Titles and descriptions are
 * translated in locales/{lang}/careers.ts under `internships.items.{key}`.
 */
export type InternshipKey = 'agriculture' | 'digital' | 'legal';

export interface Internship {
  key: InternshipKey;
  /** Key of the hosting company in content/companies.ts. */
  company: string;
  durationMonths: number;
}

export const internships: Internship[] = [
  { key: 'agriculture', company: 'greenharvest', durationMonths: 12 },
  { key: 'digital', company: 'global-link', durationMonths: 6 },
  { key: 'legal', company: 'law-clinic', durationMonths: 8 },
];
