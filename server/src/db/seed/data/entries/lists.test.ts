import type { EntryKind } from '@common/entries/kinds';
import { describe, expect, it } from 'vitest';
import type { SeedEntry } from '../../types';
import { leaderEntries, milestoneEntries, valueEntries } from './about';
import { careersEntries } from './careers';
import { companyEntries } from './companies';
import { companyFigureEntries, companyLeaderEntries, companyOfficeEntries } from './company-pages';
import { officeEntries, quickContactEntries } from './contact';
import { homeFigureEntries } from './home-figures';
import { impactAreaEntries, metricEntries } from './impact';
import { seedEntries } from './index';
import { investorFigureEntries, opportunityEntries, reasonEntries, structureEntries } from './investors';
import { legalSectionEntries } from './legal';
import { partnerEntries } from './partners';
import { storyEntries } from './stories';

const lists: [string, EntryKind | null, SeedEntry[]][] = [
  ['quick contacts', 'quickContact', quickContactEntries],
  ['offices', 'office', officeEntries],
  ['investors figures', 'figure', investorFigureEntries],
  ['opportunities', 'opportunity', opportunityEntries],
  ['structures', 'structure', structureEntries],
  ['reasons', 'reason', reasonEntries],
  ['legal sections', 'legalSection', legalSectionEntries],
  ['companies', 'company', companyEntries],
  ['company offices', 'office', companyOfficeEntries],
  ['company figures', 'companyFigure', companyFigureEntries],
  ['partners', 'partner', partnerEntries],
  ['milestones', 'milestone', milestoneEntries],
  ['values', 'value', valueEntries],
  ['leaders', 'leader', leaderEntries],
  ['company leaders', 'leader', companyLeaderEntries],
  ['home and about figures', 'figure', homeFigureEntries],
  ['impact areas', 'impactArea', impactAreaEntries],
  ['metrics', 'metric', metricEntries],
  ['stories', 'story', storyEntries],
  ['careers records', null, careersEntries],
];

/**
 * Each page's list of demo records is in the demo, whole and in order (the records themselves are checked in
 * seed-entries.test.ts; SPEC's counts on the pages by the e2e specs).
 */
describe.each(lists)('the demo %s', (_name, kind, list) => {
  it('are all in the demo list, in order, of their kind', () => {
    expect(list.length).toBeGreaterThan(0);
    expect(seedEntries.filter((entry) => list.includes(entry))).toEqual(list);
    if (kind) for (const entry of list) expect(entry.kind).toBe(kind);
  });
});

describe('the demo list', () => {
  it('is made of these lists only, and a record referred to comes before the records that refer to it', () => {
    expect(seedEntries).toHaveLength(lists.reduce((sum, [, , list]) => sum + list.length, 0));
    const seen = new Set<string>();
    for (const entry of seedEntries) {
      for (const [name, value] of Object.entries(entry.values as Record<string, unknown>)) {
        if (['company', 'category', 'area'].includes(name) && typeof value === 'string')
          expect(seen, `${entry.kind}.${name} ${value}`).toContain(value);
      }
      if (entry.key) seen.add(entry.key);
    }
  });
});

describe('demo records that other parts of the site look up', () => {
  it('has one quick contact for each purpose', () => {
    const purposes = quickContactEntries.map((entry) => entry.values.purpose);
    expect([...purposes].sort()).toEqual(['investment', 'media', 'partnerships']);
  });

  it('has exactly one headquarters office, one of the group’s, and unique legal anchors per page', () => {
    // The Investors page's address is the headquarters' (the group's): no company office may claim it.
    const headquarters = seedEntries.filter((entry) => entry.kind === 'office' && entry.values.headquarters);
    expect(headquarters).toHaveLength(1);
    expect(officeEntries).toContain(headquarters[0]);
    for (const page of ['privacy', 'terms']) {
      const anchors = legalSectionEntries.filter((e) => e.values.page === page).map((e) => e.values.anchor);
      expect(anchors.length).toBeGreaterThan(0);
      expect(new Set(anchors).size).toBe(anchors.length);
    }
  });
});
