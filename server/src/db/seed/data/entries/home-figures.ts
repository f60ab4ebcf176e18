import type { SeedEntry } from '../../types';

/**
 * The claims the home and about pages make in figures (SPEC §2.3, §2.4, §9), one per place: each figure once,
 * the same in every language, and its label in each (docs/decisions/078). The about badge reads value then
 * label ('30+ Years of Impact'; in Swahili the label places it: 'Miaka {value} ya Mchango'). Figures that
 * count records (the companies) are not here.
 */
export const homeFigureEntries: SeedEntry<'figure'>[] = [
  {
    kind: 'figure',
    values: { place: 'home.hero.years', value: { kind: 'count', number: 25, plus: true } },
    words: {
      en: { label: 'Years of experience' },
      fr: { label: 'Années d’expérience' },
      sw: { label: 'Miaka ya uzoefu' },
    },
  },
  {
    kind: 'figure',
    values: { place: 'home.hero.beneficiaries', value: { kind: 'count', number: 11_000, plus: true } },
    words: { en: { label: 'Beneficiaries' }, fr: { label: 'Bénéficiaires' }, sw: { label: 'Wanufaika' } },
  },
  {
    kind: 'figure',
    values: { place: 'home.hero.countries', value: { kind: 'count', number: 34 } },
    words: {
      en: { label: 'Countries in our footprint' },
      fr: { label: 'Pays dans notre empreinte' },
      sw: { label: 'Nchi katika mtandao wetu' },
    },
  },
  {
    kind: 'figure',
    values: { place: 'home.about.vision', value: { kind: 'amount', number: 1e9, currency: 'USD', short: true } },
    words: {
      en: { label: 'Valuation vision by 2030' },
      fr: { label: 'Objectif de valorisation d’ici 2030' },
      sw: { label: 'Lengo la thamani ifikapo 2030' },
    },
  },
  {
    kind: 'figure',
    values: { place: 'home.about.lives', value: { kind: 'count', number: 7800, plus: true } },
    words: { en: { label: 'Lives impacted' }, fr: { label: 'Vies transformées' }, sw: { label: 'Maisha yaliyoguswa' } },
  },
  {
    // The map card's total (SPEC §9: 34 countries in total).
    kind: 'figure',
    values: { place: 'home.map.countries', value: { kind: 'count', number: 34 } },
    words: { en: { label: 'Countries in total' }, fr: { label: 'Pays au total' }, sw: { label: 'Jumla ya nchi' } },
  },
  {
    kind: 'figure',
    values: { place: 'home.expansion.countries', value: { kind: 'count', number: 12, plus: true } },
    words: { en: { label: 'Countries by 2030' }, fr: { label: 'Pays d’ici 2030' }, sw: { label: 'Nchi ifikapo 2030' } },
  },
  {
    kind: 'figure',
    values: { place: 'home.expansion.vision', value: { kind: 'amount', number: 1e9, currency: 'USD', short: true } },
    words: {
      en: { label: 'Valuation vision for 2030' },
      fr: { label: 'Objectif de valorisation pour 2030' },
      sw: { label: 'Lengo la thamani kwa 2030' },
    },
  },
  {
    kind: 'figure',
    values: { place: 'home.expansion.rollout', value: { kind: 'years', number: 5 } },
    words: {
      en: { label: 'Rollout across East and Southern Africa' },
      fr: { label: 'De déploiement en Afrique de l’Est et australe' },
      sw: { label: 'Ya upanuzi Afrika Mashariki na Kusini' },
    },
  },
  {
    kind: 'figure',
    values: { place: 'about.story.badge', value: { kind: 'count', number: 30, plus: true } },
    words: {
      en: { label: 'Years of Impact' },
      fr: { label: 'ans d’impact' },
      sw: { label: 'Miaka {value} ya Mchango' },
    },
  },
  {
    kind: 'figure',
    values: { place: 'about.story.countries', value: { kind: 'count', number: 2 } },
    words: {
      en: { label: 'countries of operation' },
      fr: { label: 'pays d’activité' },
      sw: { label: 'nchi tunazofanya kazi' },
    },
  },
  {
    kind: 'figure',
    values: { place: 'about.story.trained', value: { kind: 'count', number: 11_000, plus: true } },
    words: { en: { label: 'people trained' }, fr: { label: 'personnes formées' }, sw: { label: 'watu waliofunzwa' } },
  },
  {
    kind: 'figure',
    values: { place: 'about.vision.valuation', value: { kind: 'amount', number: 1e9, currency: 'USD', short: true } },
    words: {
      en: { label: 'Valuation target' },
      fr: { label: 'Objectif de valorisation' },
      sw: { label: 'Lengo la thamani' },
    },
  },
  {
    kind: 'figure',
    values: { place: 'about.vision.countries', value: { kind: 'count', number: 12, plus: true } },
    words: { en: { label: 'African countries' }, fr: { label: 'Pays africains' }, sw: { label: 'Nchi za Afrika' } },
  },
  {
    kind: 'figure',
    values: { place: 'about.vision.lives', value: { kind: 'count', number: 50_000, plus: true, short: true } },
    words: { en: { label: 'Lives impacted' }, fr: { label: 'Vies transformées' }, sw: { label: 'Maisha yaliyoguswa' } },
  },
];
