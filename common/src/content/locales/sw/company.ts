import type { Messages } from '../../../messages';
import type { company as en } from '../en/company';

export const company: Messages<typeof en> = {
  meta: {
    description: '{company}, kampuni ya VEB Group: {tagline}',
  },
  hero: {
    eyebrow: 'Kampuni ya VEB Group',
    website: 'Tembelea tovuti',
    websiteLabel: 'Tembelea tovuti ya {company} (kichupo kipya)',
    contact: 'Wasiliana na {company}',
  },
  story: {
    heading: 'Kuhusu {company}',
  },
  services: {
    heading: 'Tunachotoa',
  },
  figures: {
    heading: '{company} kwa takwimu',
  },
  people: {
    heading: 'Watu wa kuzungumza nao',
    intro: 'Watu wanaoongoza {company} na kuwajibu washirika, wateja na wanahabari wake.',
  },
  offices: {
    heading: 'Mahali tulipo',
  },
  openings: {
    heading: 'Fanya kazi {company}',
    intro: 'Nafasi za kazi na mafunzo kwa vitendo zilizo wazi {company} sasa.',
    none: 'Hakuna nafasi zilizo wazi {company} kwa sasa. Ukurasa wa Ajira unaonyesha za kundi zima.',
    internship: 'Mafunzo kwa vitendo',
    months: { one: 'mwezi {n}', other: 'miezi {n}' },
    closes: 'Omba kabla ya {date}',
    details: 'Maelezo na jinsi ya kuomba',
    detailsLabel: 'Maelezo na jinsi ya kuomba: {title}',
    all: 'Nafasi zote za kundi',
  },
  news: {
    heading: 'Habari za {company}',
    intro: 'Matangazo na hadithi za hivi karibuni kuhusu {company}.',
    all: 'Habari zote za {company}',
  },
  stories: {
    heading: 'Maisha yaliyobadilika',
  },
  contact: {
    heading: 'Iandikie {company}',
    intro: 'Ujumbe wako unafika moja kwa moja kwa timu ya {company}.',
  },
  notFound: {
    title: 'Kampuni haikupatikana',
    text: 'Hakuna kampuni ya kundi katika anwani hii. Ukurasa wa mwanzo unaorodhesha zote kumi.',
    back: 'Tazama kampuni zetu',
  },
  breadcrumb: 'Kampuni zetu',
};
