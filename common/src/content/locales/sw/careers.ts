import type { Messages } from '../../../messages';
import type { careers as en } from '../en/careers';

export const careers: Messages<typeof en> = {
  meta: {
    title: 'Ajira',
    description:
      'Jenga taaluma yako pamoja na VEB Group: nafasi za kazi, mafunzo kwa vitendo na marupurupu katika kampuni kumi nchini Afrika Kusini na Uganda.',
  },
  hero: {
    eyebrow: 'Ajira katika VEB Group',
    title: 'Kuza taaluma yako huku ukiikuza Afrika',
    subtitle:
      'Jiunge na kundi la kampuni kumi linaloongozwa na wanawake, katika kilimo, viwanda, kukuza ujuzi, mali isiyohamishika, huduma za kisheria na teknolojia.',
    cta: 'Tazama Nafasi za Kazi',
    figures: {
      companies: 'Kampuni',
      positions: 'Nafasi za kazi',
      countries: 'Nchi',
    },
  },
  benefits: {
    heading: 'Kwa Nini Ufanye Kazi Nasi',
    intro: 'Tunawatunza watu wetu ili nao wawatunze wateja na jamii zetu.',
    empty: 'Manufaa ya kufanya kazi nasi yataorodheshwa hapa hivi karibuni.',
  },
  jobs: {
    heading: 'Nafasi Zilizo Wazi',
    intro: 'Nafasi zilizo wazi sasa katika kundi zima.',
    listLabel: 'Nafasi za kazi',
    company: 'Kampuni',
    location: 'Mahali',
    type: 'Aina ya ajira',
    level: 'Ngazi',
    salary: 'Mshahara',
    place: '{city}, {country}',
    salaryFrom: 'Kuanzia {salary}',
    salaryUpTo: 'Hadi {salary}',
    periods: { MONTH: '{salary} kwa mwezi', YEAR: '{salary} kwa mwaka', HOUR: '{salary} kwa saa' },
    requirements: 'Sifa zinazohitajika',
    postedLabel: 'Ilitangazwa',
    applyNow: 'Omba Sasa',
    applyLabel: 'Omba Sasa: {title} (inafungua programu yako ya barua pepe)',
    learnMore: 'Soma Zaidi',
    learnMoreLabel: 'Soma zaidi kuhusu nafasi ya {title}',
    mailSubject: 'Maombi ya Kazi Namba {id}',
    mailBody:
      'Kwa Timu ya Ajira ya VEB Group,\n\nNinavutiwa na nafasi ya {title} (kazi namba {id}) na ningependa kuiomba. Taarifa zangu ziko hapa chini na wasifu wangu (CV) umeambatishwa.\n\nJina kamili:\nNamba ya simu:\nKazi ya sasa:\n\nWako kwa dhati,',
    types: {
      FULL_TIME: 'Muda wote',
      PART_TIME: 'Nusu muda',
      CONTRACTOR: 'Mkataba',
      TEMPORARY: 'Ya muda mfupi',
      INTERN: 'Mafunzo kwa vitendo',
    },
    levels: { entry: 'Ngazi ya kuanzia', mid: 'Ngazi ya kati', senior: 'Ngazi ya juu' },
    empty: 'Hakuna nafasi za kazi zilizo wazi kwa sasa. Nafasi mpya hutangazwa hapa zinapofunguliwa.',
  },
  internships: {
    heading: 'Programu za Mafunzo kwa Vitendo',
    intro: 'Programu zenye malipo na mpangilio maalum kwa wahitimu na wanafunzi walio tayari kujifunza kwa vitendo.',
    duration: 'Miezi {n}',
    hostedBy: 'Inaendeshwa na',
    apply: 'Omba Programu Hii',
    applyLabel: 'Omba Programu Hii: {title} (inafungua programu yako ya barua pepe)',
    mailSubject: 'Maombi ya Mafunzo kwa Vitendo - {title}',
    mailBody:
      'Kwa Timu ya Mafunzo kwa Vitendo ya VEB Group,\n\nNingependa kuomba nafasi katika programu ya {title}. Taarifa zangu ziko hapa chini, na wasifu wangu (CV) pamoja na matokeo yangu ya masomo vimeambatishwa.\n\nJina kamili:\nNamba ya simu:\nSifa ya elimu na chuo:\n\nWako kwa dhati,',
    empty: 'Hakuna programu ya mafunzo kwa vitendo inayopokea maombi kwa sasa.',
  },
  process: {
    heading: 'Jinsi ya Kuomba',
    intro: 'Hatua nne kutoka maombi yako hadi siku yako ya kwanza kazini.',
    steps: [
      {
        title: 'Omba Mtandaoni',
        description: 'Chagua nafasi au programu kisha ututumie wasifu wako kwa barua pepe.',
      },
      {
        title: 'Uchambuzi wa Awali',
        description: 'Timu yetu ya ajira husoma kila ombi na hujibu ndani ya wiki mbili.',
      },
      {
        title: 'Usaili',
        description: 'Kutana na meneja anayeajiri na timu, ana kwa ana au kwa simu ya video.',
      },
      {
        title: 'Karibu Kazini',
        description: 'Pokea barua ya ajira na uanze kwa utambulisho kamili ndani ya kundi.',
      },
    ],
  },
  cta: {
    heading: 'Hujaona nafasi inayokufaa?',
    text: 'Tuambie kukuhusu. Tunahifadhi wasifu wenye matumaini na tunawasiliana nao nafasi inayofaa inapopatikana.',
    button: 'Wasiliana Nasi',
  },
};
