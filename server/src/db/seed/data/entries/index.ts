import type { SeedEntry } from '../../types';
import { officeEntries, quickContactEntries } from './contact';
import { investorFigureEntries, opportunityEntries, reasonEntries, structureEntries } from './investors';
import { legalSectionEntries } from './legal';

/**
 * Today's public content as demo records, kind by kind; a kind referred to comes before the kinds that
 * refer to it (companies and hiring categories before job openings).
 */
export const seedEntries: SeedEntry[] = [
  ...quickContactEntries,
  ...officeEntries,
  ...investorFigureEntries,
  ...opportunityEntries,
  ...structureEntries,
  ...reasonEntries,
  ...legalSectionEntries,
];
