import type { Messages } from '@/i18n/types';
import type { auth as en } from '../en/auth';

export const auth: Messages<typeof en> = {
  signIn: {
    title: 'Ingia',
    intro: 'Wafanyakazi wa VEB Group huingia hapa ili kuendesha tovuti.',
    email: 'Barua pepe',
    password: 'Nenosiri',
    submit: 'Ingia',
    submitting: 'Inaingia…',
    noAccount: 'Bado huna akaunti? Mmiliki wa tovuti huwaalika wafanyakazi kwa barua pepe.',
    forgot: 'Umesahau nenosiri lako?',
  },
  forgot: {
    title: 'Umesahau nenosiri lako?',
    intro:
      'Weka anwani ya barua pepe ya akaunti yako ya mfanyakazi. Tutaitumia anwani hiyo kiungo cha kuchagua nenosiri jipya; kiungo hufanya kazi mara moja tu, kwa dakika 30.',
    email: 'Barua pepe',
    submit: 'Tuma kiungo',
    submitting: 'Inatuma…',
    sentTitle: 'Angalia barua pepe yako',
    sent: 'Ikiwa {email} ni ya akaunti ya mfanyakazi, kiungo cha kuchagua nenosiri jipya kiko njiani kwenda huko. Hufanya kazi mara moja tu, kwa dakika 30. Hakuna kilichofika baada ya dakika chache? Angalia kwenye folda ya taka, au muulize mmiliki wa tovuti.',
    lostPhone:
      'Umepoteza simu yako pia? Ingia kwa mojawapo ya misimbo yako ya urejeshaji kwenye hatua ya msimbo, au muombe mmiliki akuwekee upya kuingia kwa hatua mbili.',
    back: 'Rudi kwenye ukurasa wa kuingia',
  },
  reset: {
    title: 'Chagua nenosiri jipya',
    intro:
      'Kwa akaunti ya mfanyakazi {email}. Likishawekwa, kila kifaa kilichoingia kwenye akaunti hii kitatolewa, nawe utaingia tena kwa nenosiri jipya.',
    submit: 'Weka nenosiri jipya',
    submitting: 'Inahifadhi…',
    doneTitle: 'Nenosiri lako limebadilishwa',
    done: 'Kila kipindi cha akaunti yako kimekwisha. Ingia kwa nenosiri lako jipya, pamoja na msimbo wako wa uthibitishaji ikiwa unatumia kuingia kwa hatua mbili.',
    signIn: 'Ingia',
    invalidTitle: 'Kiungo hiki hakifanyi kazi tena',
    invalid:
      'Kiungo cha kuchagua nenosiri jipya hufanya kazi mara moja tu, kwa dakika 30, na kiungo kipya zaidi kilichotumwa kwako ndicho pekee kinachofanya kazi. Omba kiungo kipya.',
    askAgain: 'Omba kiungo kipya',
  },
  setup: {
    title: 'Weka mmiliki wa kwanza',
    intro:
      'Tovuti hii bado haina mmiliki, nawe umefungua anwani ya usanidi ambayo tovuti ilionyesha ilipoanza. Chagua jina lako, anwani yako ya barua pepe na nenosiri. Kisha utaweka kuingia kwa hatua mbili, kama inavyotakiwa kwa kila mmiliki.',
    name: 'Jina lako',
    email: 'Barua pepe',
    submit: 'Unda akaunti ya mmiliki',
    submitting: 'Inaunda akaunti…',
    doneTitle: 'Tovuti hii tayari ina mmiliki',
    done: 'Anwani ya usanidi hufanya kazi hadi mmiliki wa kwanza atakapoundwa tu. Ingia kwa akaunti yako; mmiliki huwaalika wenzake kutoka sehemu ya Wafanyakazi.',
    signIn: 'Nenda kwenye ukurasa wa kuingia',
    expiredTitle: 'Muda wa anwani hii ya usanidi umekwisha',
    expired:
      'Anwani ya usanidi hufanya kazi kwa saa 24. Anzisha upya tovuti: inaonyesha anwani mpya inapoanza ikiwa bado hakuna mmiliki. Au unda mmiliki wa kwanza kwenye seva kwa amri hii:',
    invalidTitle: 'Anwani hii ya usanidi si halali',
    invalid:
      'Nakili anwani nzima ambayo tovuti ilionyesha ilipoanza mara ya mwisho. Kila inapoanzishwa upya huonyesha anwani mpya, na ile ya awali huacha kufanya kazi.',
    command: 'npm run staff -- create --email EMAIL --name NAME --role owner',
  },
  code: {
    title: 'Weka msimbo wako wa uthibitishaji',
    intro:
      'Fungua programu yako ya uthibitishaji na uweke msimbo wa tarakimu sita inaouonyesha kwa ajili ya VEB Group.',
    label: 'Msimbo wa uthibitishaji',
    hint: 'Umepoteza simu yako? Weka mojawapo ya misimbo yako ya urejeshaji badala yake.',
    submit: 'Thibitisha',
    submitting: 'Inakagua…',
    startOver: 'Ingia kwa akaunti nyingine',
  },
  enrol: {
    title: 'Weka kuingia kwa hatua mbili',
    intro:
      'Wamiliki huingia kwa nenosiri na msimbo kutoka kwenye programu ya uthibitishaji (kama Google Authenticator, Microsoft Authenticator au 1Password). Iweke mara moja sasa.',
    step1: 'Changanua msimbo huu wa QR kwa programu yako ya uthibitishaji.',
    manual: 'Huwezi kuchanganua? Weka ufunguo huu kwenye programu badala yake:',
    step2: 'Weka msimbo wa tarakimu sita ambao programu inaonyesha.',
    label: 'Msimbo wa uthibitishaji',
    submit: 'Washa kuingia kwa hatua mbili',
    submitting: 'Inakagua…',
    qrAlt: 'Msimbo wa QR wa kuongeza VEB Group kwenye programu ya uthibitishaji',
  },
  recovery: {
    title: 'Hifadhi misimbo yako ya urejeshaji',
    intro:
      'Ukipoteza simu yako, kila mmoja wa misimbo hii hukuwezesha kuingia mara moja. Itunze mahali salama, mbali na simu yako (kwenye kidhibiti cha manenosiri, au kwenye karatasi). Inaonyeshwa sasa tu.',
    listLabel: 'Misimbo ya urejeshaji',
    copy: 'Nakili misimbo',
    done: 'Nimeihifadhi',
  },
  invitation: {
    title: 'Jiunge na usimamizi wa VEB Group',
    intro: 'Umealikwa kama {role} kwa anwani {email}. Chagua jina lako jinsi wenzako watakavyoliona, na nenosiri.',
    name: 'Jina lako',
    submit: 'Unda akaunti yangu',
    submitting: 'Inaunda akaunti yako…',
    invalid: 'Kiungo hiki cha mwaliko kimeisha muda wake au kimeshatumika. Muombe mmiliki akupe kingine.',
  },
};
