import type { SeedEntry } from '../../types';
import { leaderEntries, milestoneEntries, valueEntries } from './about';
import { careersEntries } from './careers';
import { companyEntries } from './companies';
import { companyFigureEntries, companyLeaderEntries, companyOfficeEntries } from './company-pages';
import { officeEntries, quickContactEntries } from './contact';
import { homeFigureEntries } from './home-figures';
import { impactAreaEntries, metricEntries } from './impact';
import { investorFigureEntries, opportunityEntries, reasonEntries, structureEntries } from './investors';
import { legalSectionEntries } from './legal';
import { partnerEntries } from './partners';
import { storyEntries } from './stories';

/**
 * Today's public content as demo records, kind by kind; a kind referred to comes before the kinds that
 * refer to it (companies before their openings and their pages' people, offices and figures, hiring
 * categories before job openings, impact areas before their metrics). A kind's records keep this order:
 * the group's leaders and offices first, then the companies' own.
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
  ...companyOfficeEntries,
  ...companyFigureEntries,
  ...partnerEntries,
  ...milestoneEntries,
  ...valueEntries,
  ...leaderEntries,
  ...companyLeaderEntries,
  ...homeFigureEntries,
  ...impactAreaEntries,
  ...metricEntries,
  ...storyEntries,
  // Last: its openings and internships refer to companies.
  ...careersEntries,
];
