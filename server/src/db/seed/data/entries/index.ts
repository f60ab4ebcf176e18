import type { SeedEntry } from '../../types';
import { careersEntries } from './careers';
import { temporaryCompanies } from './temporary-companies';

/**
 * Today's public content as demo records, kind by kind; a kind referred to comes before the kinds that
 * refer to it (companies and hiring categories before job openings).
 */
export const seedEntries: SeedEntry[] = [
  // TEMPORARY until the home helper's companies are merged: replace with its list (it must stay first).
  ...temporaryCompanies,
  // Last: its openings and internships refer to companies.
  ...careersEntries,
];
