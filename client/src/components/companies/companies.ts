import { withFigure } from '@common/entries/figure-words';
import type { PublicEntry } from '@common/entries/public';
import { useEntries } from '@/lib/entries';

/** A company as the public site reads it (common/src/entries/kinds.ts `company`), in the visitor's language. */
export type Company = PublicEntry<'company'>;

const NONE: Company[] = [];

/**
 * The group's published companies, in the staff's order: the home page, the menus, the footer and the
 * search read them. Every page's server render prefetches them (entry-server.tsx), so they are always
 * there; an empty list means there are none.
 */
export function useCompanies(): Company[] {
  return useEntries('company') ?? NONE;
}

/** SPEC §2.1: the name lowercased, spaces to hyphens, '&' to 'and'. */
function companySlug(name: string): string {
  return name.toLowerCase().replace(/&/g, 'and').replace(/\s+/g, '-');
}

/** The home-page anchor of a company's card: #company-{slug}. */
export const companyAnchor = (company: Pick<Company, 'name'>) => `company-${companySlug(company.name)}`;

/**
 * The company's chip (SPEC §2.3 "stat chip"): its figure written the page's language's way, placed in its
 * words (`{value}`) or before them ("33 cooperatives supported"); empty when it has neither. The figure is
 * one value for every language (docs/decisions/078), so a change to it shows on every page and in the search.
 */
export const companyChip = (company: Pick<Company, 'statValue' | 'stat'>): string =>
  withFigure(company.stat, company.statValue);
