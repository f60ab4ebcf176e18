import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ENTRY_KINDS, type EntryKind, FIGURE_PLACES, KINDS } from '@common/entries/kinds';
import { withFigure } from '@common/entries/public';
import { LOCALES } from '@common/locale';
import { type Fields, valueFields, wordFields, wordsSpec } from '@common/model/fields';
import { type FigureValue, formatFigure } from '@common/model/figure';
import { asText, isWritten } from '@common/model/versions';
import { frenchTypographyFaults } from '@common/test/french-typography';
import { describe, expect, it } from 'vitest';
import { seedInput } from '../../entries';
import type { SeedEntry } from '../../types';
import { seedEntries } from './index';

const ofKind = <K extends EntryKind>(kind: K) =>
  seedEntries.filter((entry): entry is SeedEntry<K> => entry.kind === kind);
const en = (entry: SeedEntry, field: string) => asText((entry.words.en as Record<string, unknown>)[field]);
const filled = (words: Record<string, unknown>) => Object.keys(words).filter((name) => asText(words[name]) !== '');
const label = (entry: SeedEntry, i: number) =>
  `${entry.kind} ${entry.key ?? (entry.values as Record<string, unknown>).place ?? i}`;

/** Made-up ids for the records other records refer to, as the seed gives them (in list order). */
const ids = new Map(seedEntries.flatMap((entry, i) => (entry.key ? [[`${entry.kind}:${entry.key}`, i + 1]] : [])));

/** The figure a record of `kind` states at `place`, as the English page writes it. */
const figureAt = (place: string) => {
  const figure = ofKind('figure').find((entry) => entry.values.place === place);
  return figure ? formatFigure(figure.values.value as FigureValue, 'en') : undefined;
};

describe('the demo records', () => {
  it('are each a save the staff editor accepts, every value and every language (the shared schema)', () => {
    for (const [i, entry] of seedEntries.entries()) {
      // Throws, naming the record and the field, when the kind's schema refuses it.
      expect(() => seedInput(entry, ids, new Date()), label(entry, i)).not.toThrow();
    }
  });

  it('state only the fields of their kind: values the same in every language, words per language', () => {
    for (const [i, entry] of seedEntries.entries()) {
      const fields: Fields = KINDS[entry.kind].fields;
      const values = valueFields(fields);
      for (const name of Object.keys(entry.values)) expect(values, `${label(entry, i)} values.${name}`).toContain(name);
      // Every required value is given (the type says so too); a word is never a value.
      for (const name of values.filter((field) => fields[field].required))
        expect(entry.values, `${label(entry, i)} ${name}`).toHaveProperty(name);
      for (const locale of LOCALES)
        for (const name of Object.keys(entry.words[locale]))
          expect(wordFields(fields), `${label(entry, i)} ${locale}.${name}`).toContain(name);
    }
  });

  it('are written in every language with every required word, and no language lacks a word the English has', () => {
    for (const [i, entry] of seedEntries.entries()) {
      const fields: Fields = KINDS[entry.kind].fields;
      const spec = wordsSpec(fields);
      const english = filled(entry.words.en).sort();
      for (const locale of LOCALES) {
        const words = entry.words[locale];
        // A record read in French shows the French version whole: a word left out would be left off the page.
        expect(isWritten(words, spec) || spec.required.length === 0, `${label(entry, i)} ${locale}`).toBe(true);
        expect(filled(words).sort(), `${label(entry, i)} ${locale}`).toEqual(english);
        for (const name of english) {
          const value = (words as Record<string, unknown>)[name];
          // A list says the same number of things in every language (address lines, requirements).
          if (Array.isArray((entry.words.en as Record<string, unknown>)[name]))
            expect(value, `${label(entry, i)} ${locale}.${name}`).toHaveLength(
              ((entry.words.en as Record<string, unknown>)[name] as unknown[]).length,
            );
        }
      }
      if (spec.required.length > 0) expect(english.length, label(entry, i)).toBeGreaterThan(0);
    }
  });

  it('are translated: the French and the Swahili of each sentence differ from the English', () => {
    // Names of places and programmes (and an address in Kampala) may read the same; sentences may not.
    for (const [i, entry] of seedEntries.entries()) {
      const fields: Fields = KINDS[entry.kind].fields;
      for (const name of filled(entry.words.en)) {
        const english = en(entry, name);
        if (fields[name].type === 'lines') continue;
        if (english.split(/\s+/).length < 4) continue;
        for (const locale of LOCALES.filter((l) => l !== 'en'))
          expect(
            asText((entry.words[locale] as Record<string, unknown>)[name]),
            `${label(entry, i)} ${locale}.${name}`,
          ).not.toBe(english);
      }
    }
  });

  it('cover every content kind, each in the count SPEC §9 gives', () => {
    const counts = Object.fromEntries(ENTRY_KINDS.map((kind) => [kind, ofKind(kind).length]));
    for (const kind of ENTRY_KINDS) expect(counts[kind], kind).toBeGreaterThan(0);
    expect(counts).toMatchObject({
      job: 6,
      internship: 3,
      value: 4,
      benefit: 6,
      milestone: 6,
      opportunity: 6,
      structure: 4,
      reason: 6,
      company: 10,
      quickContact: 3,
      figure: FIGURE_PLACES.length,
      impactArea: 3,
    });
    // SPEC §2.4 and §2.6 count the group's: seven leaders on About, four offices on Contact. A company's own
    // people and office name it, and show on its page only (docs/decisions/084).
    const groupLeaders = ofKind('leader').filter((entry) => !entry.values.company);
    expect(groupLeaders.map((entry) => entry.values.name)).toEqual([
      'Nomvula Mahlangu',
      'Thabo Nkosi',
      'Lerato Mokoena',
      'Sipho Dlamini',
      'Zanele Khumalo',
      'Ayanda Mthembu',
      'Grace Namutebi',
    ]);
    expect(ofKind('office').filter((entry) => !entry.values.company)).toHaveLength(4);
  });

  it('give each company its own page: its words in every language, whom to write to, people, an office, figures', () => {
    const paragraphs = (text: string) => text.split('\n\n').filter((block) => !block.startsWith('- '));
    const companyOf = (entry: SeedEntry) => (entry.values as Record<string, unknown>).company;
    for (const company of ofKind('company')) {
      const slug = company.key;
      // The demo ships no picture: the page's wide picture is the staff's to choose from the media library.
      expect(company.values.hero ?? null, slug).toBeNull();
      expect(company.values.email, slug).toMatch(/@([a-z]+\.)?veb-group\.co\.za$/);
      expect(company.values.phone, slug).toMatch(/^\+(27|256) /);
      for (const locale of LOCALES) {
        const words = company.words[locale];
        const what = `${slug} ${locale}`;
        expect(words.sector, what).toMatch(/^\S+( \S+){0,4}$/);
        expect(paragraphs(words.story ?? '').length, what).toBeGreaterThanOrEqual(3);
        expect(paragraphs(words.story ?? '').length, what).toBeLessThanOrEqual(5);
        expect(words.services?.length, what).toBeGreaterThanOrEqual(4);
        expect(words.services?.length, what).toBeLessThanOrEqual(8);
      }
      const own = (kind: EntryKind) => seedEntries.filter((entry) => entry.kind === kind && companyOf(entry) === slug);
      expect(own('leader').length, `${slug} leaders`).toBeGreaterThanOrEqual(1);
      expect(own('leader').length, `${slug} leaders`).toBeLessThanOrEqual(2);
      expect(own('office'), `${slug} offices`).toHaveLength(1);
      expect(own('companyFigure').length, `${slug} figures`).toBeGreaterThanOrEqual(2);
      expect(own('companyFigure').length, `${slug} figures`).toBeLessThanOrEqual(3);
    }
    // The company page's records follow their company's order, so each kind's list reads company by company.
    const slugs = ofKind('company').map((company) => company.key);
    for (const kind of ['leader', 'office', 'companyFigure'] as const) {
      const order = ofKind(kind).flatMap((entry) =>
        companyOf(entry) ? [slugs.indexOf(String(companyOf(entry)))] : [],
      );
      expect(order, kind).toEqual([...order].sort((a, b) => a - b));
    }
    // A figure's words never restate its number; French as French is written (a no-break space before : ; ? !).
    for (const figure of ofKind('companyFigure'))
      for (const locale of LOCALES)
        expect(figure.words[locale].label, `${figure.values.company} ${locale}`).not.toMatch(
          new RegExp(`\\b${(figure.values.value as FigureValue).number}\\b`),
        );
    const pages = ['company', 'leader', 'office', 'companyFigure'];
    const french = seedEntries.filter(
      (entry) => entry.kind === 'company' || (pages.includes(entry.kind) && companyOf(entry)),
    );
    for (const [i, entry] of french.entries()) {
      const words = Object.values(entry.words.fr as Record<string, string | string[]>).flat();
      expect(words.flatMap(frenchTypographyFaults), label(entry, i)).toEqual([]);
    }
  });

  it('hold SPEC §2.2-§3.2: ten companies, eight with a website, in the menus as specified', () => {
    const companies = ofKind('company');
    const names = (list: readonly SeedEntry<'company'>[]) => list.map((entry) => entry.values.name);
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
  });

  it('give a chip that holds a number its figure once, and its words in each language around it', () => {
    const chip = (entry: SeedEntry<'company'>, locale: (typeof LOCALES)[number]) =>
      withFigure(
        entry.words[locale].stat,
        entry.values.statValue ? formatFigure(entry.values.statValue, locale) : null,
      );
    const chips = (locale: (typeof LOCALES)[number]) =>
      Object.fromEntries(ofKind('company').map((entry) => [entry.key, chip(entry, locale)]));
    // SPEC §3.2: "11,000+ trained, 7800+ beneficiaries, 33 cooperatives supported" (a count of four digits is
    // written ungrouped, a larger one grouped: common/src/model/figure.ts).
    expect(chips('en')).toMatchObject({
      cele: '11,000+ trained',
      'agri-extension': '7800+ beneficiaries',
      greenharvest: '33 cooperatives supported',
      ecocraft: '14+ production lines',
      'law-clinic': 'Community legal aid',
    });
    expect(chips('sw')).toMatchObject({
      greenharvest: 'Vyama vya ushirika 33 vimesaidiwa',
      cele: 'Watu 11,000+ wamefunzwa',
      ecocraft: 'Mistari 14+ ya uzalishaji',
    });
    expect(chips('fr').greenharvest).toBe('33 coopératives accompagnées');
    for (const entry of ofKind('company')) {
      // No digits left in the words: the number is the figure's, the same in every language.
      for (const locale of LOCALES) expect(entry.words[locale].stat ?? '', `${entry.key} ${locale}`).not.toMatch(/\d/);
      if (!entry.values.statValue)
        for (const locale of LOCALES) expect(entry.words[locale].stat ?? '').not.toContain('{value}');
    }
    expect(ofKind('company').filter((entry) => entry.values.statValue)).toHaveLength(4);
  });

  it('hold SPEC §3.2 and §9: 4 partners in the search, the six milestones, the four values', () => {
    expect(ofKind('partner').filter((p) => p.values.inSearch)).toHaveLength(4);
    expect(ofKind('milestone').map((m) => `${m.values.year} ${m.words.en.title}`)).toEqual([
      '2000 Foundation',
      '2002 First Expansion',
      '2010 Diversification',
      '2015 Regional Growth',
      '2022 Technology Integration',
      '2025 International Expansion',
    ]);
    expect(ofKind('value').map((v) => v.words.en.title)).toEqual([
      'Innovation',
      'Community Impact',
      'Sustainable Growth',
      'Excellence',
    ]);
  });

  it('give every figure place one figure, written in English as SPEC §2 and §9 give them', () => {
    const places = ofKind('figure').map((f) => f.values.place);
    expect([...places].sort()).toEqual([...FIGURE_PLACES].sort());
    expect(new Set(places).size).toBe(places.length);
    const english = Object.fromEntries(FIGURE_PLACES.map((place) => [place, figureAt(place)]));
    expect(english).toEqual({
      'home.hero.years': '25+',
      'home.hero.beneficiaries': '11,000+',
      'home.hero.countries': '34',
      'home.about.vision': '$1B',
      // SPEC §2.3's "7800+": four digits ungrouped, five grouped ("11,000+"), as figure.ts writes counts.
      'home.about.lives': '7800+',
      'home.map.countries': '34',
      'home.expansion.countries': '12+',
      'home.expansion.vision': '$1B',
      'home.expansion.rollout': '5 years',
      'about.story.badge': '30+',
      'about.story.countries': '2',
      'about.story.trained': '11,000+',
      'about.vision.valuation': '$1B',
      'about.vision.countries': '12+',
      'about.vision.lives': '50K+',
      'investors.hero.years': '25+',
      'investors.hero.sectors': '10',
      'investors.hero.target': '2030',
      'investors.hero.lives': '11K+',
      'careers.hero.countries': '2',
    });
    const words = (place: string) => ofKind('figure').find((f) => f.values.place === place)?.words;
    const badge = words('about.story.badge');
    expect(withFigure(badge?.en.label, figureAt('about.story.badge'))).toBe('30+ Years of Impact');
    expect(withFigure(badge?.sw.label, '30+')).toBe('Miaka 30+ ya Mchango');
    expect(words('home.map.countries')).toEqual({
      en: { label: 'Countries in total' },
      fr: { label: 'Pays au total' },
      sw: { label: 'Jumla ya nchi' },
    });
    // A figure's words never restate its number.
    for (const figure of ofKind('figure'))
      for (const locale of LOCALES)
        expect(figure.words[locale].label, `${figure.values.place} ${locale}`).not.toMatch(
          new RegExp(`\\b${(figure.values.value as FigureValue).number}\\b`),
        );
  });

  it('hold the impact page: three areas in its order, each metric in one, stories with their portraits', () => {
    expect(ofKind('impactArea').map((area) => area.words.en.title)).toEqual([
      'Economic Impact',
      'Environmental Impact',
      'Social Impact',
    ]);
    const areas = ofKind('impactArea').map((area) => area.key);
    const metrics = ofKind('metric');
    for (const metric of metrics) expect(areas, String(metric.values.metricKey)).toContain(metric.values.area);
    // Metrics of one area come together, area by area, so that their positions keep the page's order.
    const order = metrics.map((metric) => areas.indexOf(metric.values.area ?? undefined));
    expect(order).toEqual([...order].sort());
    expect(new Set(order).size).toBe(areas.length);
    expect(new Set(metrics.map((metric) => metric.values.metricKey)).size).toBe(metrics.length);
    expect(metrics.filter((metric) => metric.published === false).map((metric) => metric.values.metricKey)).toEqual([
      'legal-consultations',
    ]);
    const stories = ofKind('story');
    expect(stories.filter((story) => story.published === false).map((story) => story.values.name)).toEqual([
      'Fatuma Achieng',
    ]);
    const publicFolder = fileURLToPath(new URL('../../../../../../client/public', import.meta.url));
    for (const story of stories) {
      expect(story.values.photo ?? null).toBeNull();
      if (story.values.imageUrl)
        expect(existsSync(`${publicFolder}${story.values.imageUrl}`), String(story.values.name)).toBe(true);
    }
    expect(stories.filter((story) => story.values.imageUrl)).toHaveLength(stories.length - 1);
  });
});
