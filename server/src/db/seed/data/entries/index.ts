import type { SeedEntry } from '../../types';
import { leaderEntries, milestoneEntries, valueEntries } from './about';
import { careersEntries } from './careers';
import { companyEntries } from './companies';
import { homeFigureEntries } from './home-figures';
import { partnerEntries } from './partners';

/**
 * Today's public content as demo records, kind by kind; a kind referred to comes before the kinds that
 * refer to it (companies and hiring categories before job openings).
 */
export const seedEntries: SeedEntry[] = [
  ...companyEntries,
  ...partnerEntries,
  ...milestoneEntries,
  ...valueEntries,
  ...leaderEntries,
  ...homeFigureEntries,
  // Last: its openings and internships refer to companies.
  ...careersEntries,
];
