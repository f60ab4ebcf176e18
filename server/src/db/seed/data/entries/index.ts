import type { SeedEntry } from '../../types';
import { leaderEntries, milestoneEntries, valueEntries } from './about';
import { careersEntries } from './careers';
import { companyEntries } from './companies';
import { officeEntries, quickContactEntries } from './contact';
import { homeFigureEntries } from './home-figures';
import { impactAreaEntries, metricEntries } from './impact';
import { investorFigureEntries, opportunityEntries, reasonEntries, structureEntries } from './investors';
import { legalSectionEntries } from './legal';
import { partnerEntries } from './partners';
import { storyEntries } from './stories';

/**
 * Today's public content as demo records, kind by kind; a kind referred to comes before the kinds that
 * refer to it (companies and hiring categories before job openings, impact areas before their metrics).
 */
export const seedEntries: SeedEntry[] = [
  ...quickContactEntries,
  ...officeEntries,
  ...investorFigureEntries,
  ...opportunityEntries,
  ...structureEntries,
  ...reasonEntries,
  ...legalSectionEntries,
  ...companyEntries,
  ...partnerEntries,
  ...milestoneEntries,
  ...valueEntries,
  ...leaderEntries,
  ...homeFigureEntries,
  ...impactAreaEntries,
  ...metricEntries,
  ...storyEntries,
  // Last: its openings and internships refer to companies.
  ...careersEntries,
];
