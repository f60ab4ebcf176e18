import { type Fields, recordInputSchema } from '@common/entries/fields';
import { type EntryKind, FIGURE_PLACES, KINDS } from '@common/entries/kinds';
import { TRANSLATED_LOCALES } from '@common/locale';
import { describe, expect, it } from 'vitest';
import type { SeedEntry } from '../../types';
import { seedEntries } from './index';

const ofKind = <K extends EntryKind>(kind: K) =>
  seedEntries.filter((entry): entry is SeedEntry<K> => entry.kind === kind);
const names = (list: readonly SeedEntry[]) => list.map((entry) => entry.values.name);

/** The record as the staff editor would send it: refs by some id, relative dates as days. */
function asInput(entry: SeedEntry) {
  const fields: Fields = KINDS[entry.kind].fields;
  const values = Object.fromEntries(
    Object.entries(entry.values).map(([name, value]) => [
      name,
      fields[name]?.type === 'ref' && typeof value === 'string'
        ? 1
        : value !== null && typeof value === 'object' && !Array.isArray(value)
          ? '2026-01-01'
          : value,
    ]),
  );
  return { values, translations: entry.translations };
}

describe('the demo records', () => {
  it('are each valid for their kind, as the staff editor would save them, in every language', () => {
    for (const entry of seedEntries) {
      const result = recordInputSchema(KINDS[entry.kind].fields).safeParse(asInput(entry));
      expect(result.success, `${entry.kind} ${entry.key ?? JSON.stringify(entry.values).slice(0, 60)}`).toBe(true);
    }
  });

  it('translate every filled translatable field of the home and about kinds into French and Swahili', () => {
    for (const entry of seedEntries) {
      if (!['company', 'partner', 'milestone', 'value', 'leader', 'figure'].includes(entry.kind)) continue;
      const fields: Fields = KINDS[entry.kind].fields;
      for (const [name, spec] of Object.entries(fields)) {
        if (!spec.translatable || entry.values[name] == null) continue;
        for (const locale of TRANSLATED_LOCALES) {
          expect(entry.translations?.[locale]?.[name], `${entry.kind} ${entry.key} ${name} ${locale}`).toBeTruthy();
        }
      }
    }
  });

  it('hold SPEC §2.2-§3.2: ten companies, eight with a website, in the menus as specified', () => {
    const companies = ofKind('company');
    expect(names(companies)).toEqual([
      'VEB Greenharvest',
      'EcoCraft Interiors',
      'VEB Cele & Associates',
      'VEB Law Clinic',
      'AK Business Enterprises',
      'AK Images',
      'SAMDON Real Estate',
      'VEB Properties',
      'VEB Global Link',
      'Agri-Extension Services',
    ]);
    // Job openings and internships refer to a company by its slug.
    for (const company of companies) expect(company.key).toBe(company.values.slug);
    expect(names(companies.filter((c) => !c.values.website))).toEqual(['VEB Law Clinic', 'VEB Properties']);
    expect(names(companies.filter((c) => !c.values.inNavDropdown))).toEqual(['SAMDON Real Estate', 'VEB Properties']);
    expect(names(companies.filter((c) => !c.values.inMobileMenu))).toEqual([
      'SAMDON Real Estate',
      'VEB Properties',
      'VEB Global Link',
    ]);
    const stats = companies.map((c) => c.values.stat);
    for (const stat of ['11,000+ trained', '7800+ beneficiaries', '33 cooperatives supported']) {
      expect(stats).toContain(stat);
    }
  });

  it('hold SPEC §3.2 and §9: 4 partners in the search, 6 milestones, 4 values, 7 leaders', () => {
    expect(names(ofKind('partner').filter((p) => p.values.inSearch))).toHaveLength(4);
    expect(ofKind('milestone').map((m) => `${m.values.year} ${m.values.title}`)).toEqual([
      '2000 Foundation',
      '2002 First Expansion',
      '2010 Diversification',
      '2015 Regional Growth',
      '2022 Technology Integration',
      '2025 International Expansion',
    ]);
    expect(ofKind('value').map((v) => v.values.title)).toEqual([
      'Innovation',
      'Community Impact',
      'Sustainable Growth',
      'Excellence',
    ]);
    expect(ofKind('leader')).toHaveLength(7);
  });

  it('give every home and about place one figure, with the SPEC figures', () => {
    const figures = ofKind('figure');
    const places = figures.map((f) => f.values.place);
    expect(new Set(places).size).toBe(places.length);
    const ours = FIGURE_PLACES.filter((place) => place.startsWith('home.') || place.startsWith('about.'));
    expect(places.filter((place) => ours.includes(place as never)).sort()).toEqual([...ours].sort());
    const value = (place: string) => figures.find((f) => f.values.place === place)?.values;
    expect(value('home.hero.years')?.value).toBe('25+');
    expect(value('home.hero.beneficiaries')?.value).toBe('11,000+');
    expect(value('home.hero.countries')?.value).toBe('34');
    expect(value('home.about.lives')?.value).toBe('7800+');
    expect(value('home.expansion.countries')?.value).toBe('12+');
    expect(`${value('about.story.badge')?.value} ${value('about.story.badge')?.label}`).toBe('30+ Years of Impact');
    expect(value('about.vision.lives')?.value).toBe('50K+');
  });
});
