import type { SeedEntry } from '../../types';

/** The contact page's quick contacts (SPEC §2.6, §3.2). */
export const quickContactEntries: SeedEntry<'quickContact'>[] = [
  {
    kind: 'quickContact',
    values: {
      email: 'partnerships@veb-group.co.za',
      phone: '+27 11 555 0110',
      icon: 'Handshake',
      purpose: 'partnerships',
    },
    words: {
      en: {
        title: 'Partnership Inquiries',
        description: 'Joint ventures, supply agreements and collaborations with any of our ten companies.',
      },
      fr: {
        title: 'Partenariats',
        description: "Coentreprises, contrats d'approvisionnement et collaborations avec l'une de nos dix entreprises.",
      },
      sw: {
        title: 'Maombi ya Ushirikiano',
        description: 'Ubia, mikataba ya ugavi na ushirikiano na kampuni yoyote kati ya kampuni zetu kumi.',
      },
    },
  },
  {
    kind: 'quickContact',
    values: {
      email: 'investments@veb-group.co.za',
      phone: '+27 11 555 0120',
      icon: 'TrendingUp',
      purpose: 'investment',
    },
    words: {
      en: {
        title: 'Investment Relations',
        description: 'Investment opportunities, financial information and meetings with our investment team.',
      },
      fr: {
        title: 'Relations investisseurs',
        description: "Opportunités d'investissement, informations financières et rendez-vous avec notre équipe.",
      },
      sw: {
        title: 'Mahusiano na Wawekezaji',
        description: 'Fursa za uwekezaji, taarifa za kifedha na mikutano na timu yetu ya uwekezaji.',
      },
    },
  },
  {
    kind: 'quickContact',
    values: { email: 'media@veb-group.co.za', phone: '+27 11 555 0130', icon: 'Newspaper', purpose: 'media' },
    words: {
      en: {
        title: 'Media & Press',
        description: 'Press releases, interviews, images and comment from our spokespeople.',
      },
      fr: {
        title: 'Presse et médias',
        description: 'Communiqués, interviews, photos et déclarations de nos porte-parole.',
      },
      sw: {
        title: 'Vyombo vya Habari',
        description: 'Taarifa kwa vyombo vya habari, mahojiano, picha na kauli za wasemaji wetu.',
      },
    },
  },
];

/** The group's four offices (SPEC §2.6, §3.2). */
export const officeEntries: SeedEntry<'office'>[] = [
  {
    kind: 'office',
    values: { phone: '+27 11 555 0140', email: 'info@veb-group.co.za', headquarters: true },
    words: {
      en: {
        name: 'Johannesburg Headquarters',
        address: ['VEB Group House, 14 Kingfisher Avenue', 'Bryanston, Johannesburg 2146', 'Gauteng, South Africa'],
        hours: 'Monday to Friday 08h00-17h00',
        departments: ['Executive Office', 'Finance', 'Investor Relations', 'Human Resources'],
      },
      fr: {
        name: 'Siège de Johannesburg',
        address: ['VEB Group House, 14 Kingfisher Avenue', 'Bryanston, Johannesburg 2146', 'Gauteng, Afrique du Sud'],
        hours: 'Du lundi au vendredi, 08h00-17h00',
        departments: ['Direction générale', 'Finances', 'Relations investisseurs', 'Ressources humaines'],
      },
      sw: {
        name: 'Makao Makuu, Johannesburg',
        address: ['VEB Group House, 14 Kingfisher Avenue', 'Bryanston, Johannesburg 2146', 'Gauteng, Afrika Kusini'],
        hours: 'Jumatatu hadi Ijumaa 08h00-17h00',
        departments: ['Ofisi ya Mtendaji', 'Fedha', 'Mahusiano na Wawekezaji', 'Rasilimali Watu'],
      },
    },
  },
  {
    kind: 'office',
    values: { phone: '+27 31 555 0180', email: 'durban@veb-group.co.za', headquarters: false },
    words: {
      en: {
        name: 'Durban Regional Office',
        address: ['Suite 302, 19 Ncondo Place', 'Umhlanga Ridge, Durban 4319', 'KwaZulu-Natal, South Africa'],
        hours: 'Monday to Friday 08h00-17h00',
        departments: ['Sales', 'Skills Development', 'Agriculture'],
      },
      fr: {
        name: 'Bureau régional de Durban',
        address: ['Suite 302, 19 Ncondo Place', 'Umhlanga Ridge, Durban 4319', 'KwaZulu-Natal, Afrique du Sud'],
        hours: 'Du lundi au vendredi, 08h00-17h00',
        departments: ['Ventes', 'Développement des compétences', 'Agriculture'],
      },
      sw: {
        name: 'Ofisi ya Kanda, Durban',
        address: ['Suite 302, 19 Ncondo Place', 'Umhlanga Ridge, Durban 4319', 'KwaZulu-Natal, Afrika Kusini'],
        hours: 'Jumatatu hadi Ijumaa 08h00-17h00',
        departments: ['Mauzo', 'Ukuzaji wa Ujuzi', 'Kilimo'],
      },
    },
  },
  {
    kind: 'office',
    values: { phone: '+256 41 555 0190', email: 'uganda@veb-group.co.za', headquarters: false },
    words: {
      en: {
        name: 'Kampala International Office',
        address: ['Plot 7, Kololo Hill Drive', 'Kololo, Kampala', 'Uganda'],
        hours: 'Monday to Friday 08h00-17h00',
        departments: ['Operations', 'Partnerships', 'Skills Development'],
      },
      fr: {
        name: 'Bureau international de Kampala',
        address: ['Plot 7, Kololo Hill Drive', 'Kololo, Kampala', 'Ouganda'],
        hours: 'Du lundi au vendredi, 08h00-17h00',
        departments: ['Opérations', 'Partenariats', 'Développement des compétences'],
      },
      sw: {
        name: 'Ofisi ya Kimataifa, Kampala',
        address: ['Plot 7, Kololo Hill Drive', 'Kololo, Kampala', 'Uganda'],
        hours: 'Jumatatu hadi Ijumaa 08h00-17h00',
        departments: ['Uendeshaji', 'Ushirikiano', 'Ukuzaji wa Ujuzi'],
      },
    },
  },
  {
    kind: 'office',
    values: { phone: '+27 11 555 0170', email: 'benoni@veb-group.co.za', headquarters: false },
    words: {
      en: {
        name: 'Benoni Manufacturing Hub',
        address: ['22 Tom Jones Street', 'Benoni Industrial, Benoni 1501', 'Gauteng, South Africa'],
        hours: 'Monday to Friday 08h00-17h00',
        departments: ['Manufacturing', 'Logistics', 'Quality Control'],
      },
      fr: {
        name: 'Site de production de Benoni',
        address: ['22 Tom Jones Street', 'Benoni Industrial, Benoni 1501', 'Gauteng, Afrique du Sud'],
        hours: 'Du lundi au vendredi, 08h00-17h00',
        departments: ['Production', 'Logistique', 'Contrôle qualité'],
      },
      sw: {
        name: 'Kituo cha Uzalishaji, Benoni',
        address: ['22 Tom Jones Street', 'Benoni Industrial, Benoni 1501', 'Gauteng, Afrika Kusini'],
        hours: 'Jumatatu hadi Ijumaa 08h00-17h00',
        departments: ['Uzalishaji', 'Usafirishaji', 'Udhibiti wa Ubora'],
      },
    },
  },
];
