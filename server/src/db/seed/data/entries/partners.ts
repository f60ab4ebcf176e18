import type { SeedEntry } from '../../types';

/**
 * Partners and investors (SPEC §3.2), government and private sector; four are in the site search
 * (`inSearch`). Staff: replace with the real partners.
 */
export const partnerEntries: SeedEntry<'partner'>[] = [
  {
    kind: 'partner',
    key: 'ubuntu-capital',
    values: { name: 'Ubuntu Growth Capital', type: 'Investment Partner', sector: 'private', inSearch: true },
    words: {
      en: {
        description: 'Growth capital for the Benoni manufacturing hub and the next phase of our regional expansion.',
      },
      fr: {
        description:
          'Capital de croissance pour le site de production de Benoni et la prochaine phase de notre expansion régionale.',
      },
      sw: { description: 'Mtaji wa ukuaji kwa kituo cha viwanda cha Benoni na awamu ijayo ya upanuzi wetu kikanda.' },
    },
  },
  {
    kind: 'partner',
    key: 'mzansi-living',
    values: { name: 'Mzansi Home & Living Stores', type: 'Retail Partner', sector: 'private', inSearch: true },
    words: {
      en: {
        description:
          'Stocks EcoCraft Interiors furniture and mattresses in its stores across Gauteng and KwaZulu-Natal.',
      },
      fr: {
        description:
          'Distribue les meubles et matelas d’EcoCraft Interiors dans ses magasins du Gauteng et du KwaZulu-Natal.',
      },
      sw: {
        description: 'Huuza samani na magodoro ya EcoCraft Interiors katika maduka yake ya Gauteng na KwaZulu-Natal.',
      },
    },
  },
  {
    kind: 'partner',
    key: 'enterprise-fund',
    values: {
      name: 'Southern Africa Enterprise Development Fund',
      type: 'Development Partner',
      sector: 'private',
      inSearch: false,
    },
    words: {
      en: { description: 'Co-funds enterprise development for the cooperatives and small businesses we mentor.' },
      fr: {
        description: 'Cofinance le développement des coopératives et des petites entreprises que nous accompagnons.',
      },
      sw: { description: 'Hushirikiana nasi kufadhili maendeleo ya vyama vya ushirika na biashara ndogo tunazozilea.' },
    },
  },
  {
    kind: 'partner',
    key: 'provincial-agriculture',
    values: {
      name: 'Provincial Department of Agriculture',
      type: 'Government Partner',
      sector: 'government',
      inSearch: true,
    },
    words: {
      en: {
        description:
          'Works with VEB Greenharvest and Agri-Extension Services on farmer support and food security projects.',
      },
      fr: {
        description:
          'Travaille avec VEB Greenharvest et Agri-Extension Services sur l’appui aux agriculteurs et la sécurité alimentaire.',
      },
      sw: {
        description:
          'Hushirikiana na VEB Greenharvest na Agri-Extension Services katika kusaidia wakulima na miradi ya usalama wa chakula.',
      },
    },
  },
  {
    kind: 'partner',
    key: 'agriskills-seta',
    values: {
      name: 'AgriSkills Sector Training Authority',
      type: 'Training Authority',
      sector: 'government',
      inSearch: true,
    },
    words: {
      en: { description: 'Accredits our agricultural and trades training and co-funds learnerships for young people.' },
      fr: {
        description:
          'Agrée nos formations agricoles et techniques et cofinance des contrats d’apprentissage pour les jeunes.',
      },
      sw: {
        description: 'Huidhinisha mafunzo yetu ya kilimo na ufundi na kuchangia ufadhili wa mafunzo kazini kwa vijana.',
      },
    },
  },
  {
    kind: 'partner',
    key: 'municipal-led',
    values: {
      name: 'Municipal Local Economic Development Office',
      type: 'Public Sector',
      sector: 'government',
      inSearch: false,
    },
    words: {
      en: { description: 'Partners on township enterprise programmes, free legal advice days and local job creation.' },
      fr: {
        description:
          'Partenaire des programmes d’entrepreneuriat dans les townships, des journées de conseil juridique gratuit et de la création d’emplois locaux.',
      },
      sw: {
        description:
          'Hushirikiana nasi katika programu za ujasiriamali mitaani, siku za ushauri wa kisheria bure na ubunifu wa ajira za ndani.',
      },
    },
  },
  {
    kind: 'partner',
    key: 'east-africa-trade',
    values: {
      name: 'East African Trade Facilitation Network',
      type: 'International',
      sector: 'private',
      inSearch: false,
    },
    words: {
      en: {
        description:
          'Supports our cross-border logistics and market entry in Uganda and the wider East African region.',
      },
      fr: {
        description:
          'Soutient notre logistique transfrontalière et notre implantation en Ouganda et dans toute l’Afrique de l’Est.',
      },
      sw: {
        description:
          'Husaidia usafirishaji wetu wa mipakani na kuingia kwetu katika soko la Uganda na Afrika Mashariki kwa ujumla.',
      },
    },
  },
];
