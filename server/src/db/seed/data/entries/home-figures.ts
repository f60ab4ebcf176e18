import type { SeedEntry } from '../../types';

/**
 * The claims the home and about pages make in figures (SPEC §2.3, §2.4, §9), one per place. The about badge
 * reads "{value} {label}" ('30+ Years of Impact'). Figures that count records (the companies) are not here.
 */
export const homeFigureEntries: SeedEntry<'figure'>[] = [
  {
    kind: 'figure',
    values: {
      place: 'home.hero.years',
      value: '25+',
      label: 'Years of experience',
    },
    translations: {
      fr: {
        value: '25+',
        label: 'Années d’expérience',
      },
      sw: {
        value: '25+',
        label: 'Miaka ya uzoefu',
      },
    },
  },
  {
    kind: 'figure',
    values: {
      place: 'home.hero.beneficiaries',
      value: '11,000+',
      label: 'Beneficiaries',
    },
    translations: {
      fr: {
        value: '11 000+',
        label: 'Bénéficiaires',
      },
      sw: {
        value: '11,000+',
        label: 'Wanufaika',
      },
    },
  },
  {
    kind: 'figure',
    values: {
      place: 'home.hero.countries',
      value: '34',
      label: 'Countries in our footprint',
    },
    translations: {
      fr: {
        value: '34',
        label: 'Pays dans notre empreinte',
      },
      sw: {
        value: '34',
        label: 'Nchi katika mtandao wetu',
      },
    },
  },
  {
    kind: 'figure',
    values: {
      place: 'home.about.vision',
      value: '$1B',
      label: 'Valuation vision by 2030',
    },
    translations: {
      fr: {
        value: '1 Md $',
        label: 'Objectif de valorisation d’ici 2030',
      },
      sw: {
        value: '$1 bilioni',
        label: 'Lengo la thamani ifikapo 2030',
      },
    },
  },
  {
    kind: 'figure',
    values: {
      place: 'home.about.lives',
      value: '7800+',
      label: 'Lives impacted',
    },
    translations: {
      fr: {
        value: '7 800+',
        label: 'Vies transformées',
      },
      sw: {
        value: '7800+',
        label: 'Maisha yaliyoguswa',
      },
    },
  },
  {
    kind: 'figure',
    values: {
      place: 'home.expansion.countries',
      value: '12+',
      label: 'Countries by 2030',
    },
    translations: {
      fr: {
        value: '12+',
        label: 'Pays d’ici 2030',
      },
      sw: {
        value: '12+',
        label: 'Nchi ifikapo 2030',
      },
    },
  },
  {
    kind: 'figure',
    values: {
      place: 'home.expansion.vision',
      value: '$1B',
      label: 'Valuation vision for 2030',
    },
    translations: {
      fr: {
        value: '1 Md $',
        label: 'Objectif de valorisation pour 2030',
      },
      sw: {
        value: '$1 bilioni',
        label: 'Lengo la thamani kwa 2030',
      },
    },
  },
  {
    kind: 'figure',
    values: {
      place: 'home.expansion.rollout',
      value: '5-year',
      label: 'Rollout across East and Southern Africa',
    },
    translations: {
      fr: {
        value: '5 ans',
        label: 'De déploiement en Afrique de l’Est et australe',
      },
      sw: {
        value: 'Miaka 5',
        label: 'Ya upanuzi Afrika Mashariki na Kusini',
      },
    },
  },
  {
    kind: 'figure',
    values: {
      place: 'about.story.badge',
      value: '30+',
      label: 'Years of Impact',
    },
    translations: {
      fr: {
        value: 'Plus de 30',
        label: 'ans d’impact',
      },
      sw: {
        value: 'Zaidi ya Miaka 30',
        label: 'ya Mchango',
      },
    },
  },
  {
    kind: 'figure',
    values: {
      place: 'about.story.countries',
      value: '2',
      label: 'countries of operation',
    },
    translations: {
      fr: {
        value: '2',
        label: 'pays d’activité',
      },
      sw: {
        value: '2',
        label: 'nchi tunazofanya kazi',
      },
    },
  },
  {
    kind: 'figure',
    values: {
      place: 'about.story.trained',
      value: '11,000+',
      label: 'people trained',
    },
    translations: {
      fr: {
        value: '11,000+',
        label: 'personnes formées',
      },
      sw: {
        value: '11,000+',
        label: 'watu waliofunzwa',
      },
    },
  },
  {
    kind: 'figure',
    values: {
      place: 'about.vision.valuation',
      value: '$1B',
      label: 'Valuation target',
    },
    translations: {
      fr: {
        value: '1 Md $',
        label: 'Objectif de valorisation',
      },
      sw: {
        value: 'Dola bilioni 1',
        label: 'Lengo la thamani',
      },
    },
  },
  {
    kind: 'figure',
    values: {
      place: 'about.vision.countries',
      value: '12+',
      label: 'African countries',
    },
    translations: {
      fr: {
        value: '12+',
        label: 'Pays africains',
      },
      sw: {
        value: '12+',
        label: 'Nchi za Afrika',
      },
    },
  },
  {
    kind: 'figure',
    values: {
      place: 'about.vision.lives',
      value: '50K+',
      label: 'Lives impacted',
    },
    translations: {
      fr: {
        value: '50 000+',
        label: 'Vies transformées',
      },
      sw: {
        value: '50,000+',
        label: 'Maisha yaliyoguswa',
      },
    },
  },
];
