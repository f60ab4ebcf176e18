import { contact } from '@common/content/locales/sw/contact';
import type { Messages } from '@/i18n/types';
import type { settings as en } from '../en/settings';

export const settings: Messages<typeof en> = {
  title: 'Mipangilio',
  identity: {
    title: 'Utambulisho wa tovuti',
    shareImage: 'Picha chaguo-msingi ya kushiriki',
    shareImageHint:
      'Kile ambacho kiungo cha tovuti huonyesha kwenye mitandao ya kijamii na katika jumbe, kwa kila ukurasa isipokuwa makala (kila makala hushiriki kadi yake). Iache tupu ili kila ukurasa ushiriki kadi yake iliyotengenezwa.',
    intro:
      'Kile ambacho tovuti ya umma inasema kuhusu kundi na jinsi ya kulifikia: sehemu ya chini ya kila ukurasa, ukurasa wa mawasiliano, viungo vya barua pepe vya “Omba” kwenye ukurasa wa ajira na taarifa ambazo injini za utafutaji husoma. Badiliko huonekana kwenye tovuti mara moja.',
    none: 'Bado hakuna utambulisho wa tovuti uliohifadhiwa: tovuti haionyeshi taarifa za mawasiliano, masanduku ya barua wala viungo vya mitandao ya kijamii hadi utakapohifadhi.',
    groupName: 'Jina la kundi',
    contact: 'Taarifa za jumla za mawasiliano',
    phone: 'Namba ya simu',
    phoneHint: 'Jinsi wageni wanavyopaswa kuisoma, kama +27 11 555 0140.',
    email: 'Anwani ya barua pepe',
    address: 'Anwani ya posta',
    addressHint: 'Kila mstari wa anwani kwenye mstari wake, bila nchi; isizidi mistari {max}.',
    country: 'Nchi (Kiingereza)',
    countryFr: 'Nchi (Kifaransa)',
    countrySw: 'Nchi (Kiswahili)',
    mailboxes: 'Masanduku ya barua ya maombi',
    careersEmail: 'Sanduku la barua la ajira',
    careersHint: 'Mahali ambapo “Omba Sasa” kwenye nafasi ya kazi huandikia.',
    internshipsEmail: 'Sanduku la barua la mafunzo kwa vitendo',
    internshipsHint: 'Mahali ambapo “Omba Programu Hii” kwenye mafunzo kwa vitendo huandikia.',
    legal: 'Kurasa za kisheria',
    legalName: 'Jina la kampuni lililosajiliwa',
    legalNameHint:
      'Kampuni inayoendesha tovuti, kama inavyotajwa kwenye taarifa ya faragha na masharti ya matumizi. Likiachwa tupu, jina la kundi hutumika.',
    privacyOfficer: 'Afisa wa Taarifa',
    privacyEmail: 'Sanduku la barua la faragha',
    privacyEmailHint: 'Mahali ambapo taarifa ya faragha inawaomba wageni watume maombi kuhusu taarifa zao binafsi.',
    legalEmail: 'Sanduku la barua la kisheria',
    legalEmailHint: 'Mahali ambapo masharti ya matumizi hupeleka maswali kuyahusu.',
    social: 'Wasifu wa mitandao ya kijamii',
    networks: { linkedin: 'Ukurasa wa LinkedIn', x: 'Wasifu wa X (Twitter)', facebook: 'Ukurasa wa Facebook' },
    emptyHint: 'Jina la kundi pekee ndilo la lazima. Chochote kinachoachwa tupu hakionyeshwi kwenye tovuti.',
    save: 'Hifadhi utambulisho wa tovuti',
    saved: 'Utambulisho wa tovuti umehifadhiwa. Tovuti inauonyesha sasa.',
    invalid: 'Tafadhali sahihisha sehemu zilizoangaziwa.',
  },
  timeZone: {
    title: 'Saa za eneo',
    intro:
      'Kila tarehe na saa katika eneo la usimamizi, na katika barua pepe zinazotumwa kwa wafanyakazi, huonyeshwa kwa saa za eneo hili pamoja na jina lake (kama SAST). Tarehe na saa ambazo wafanyakazi huandika, kama ratiba ya makala, husomwa kwa saa hizi pia.',
    label: 'Saa za eneo la usimamizi',
    now: 'Sasa katika {zone}: {time}',
    save: 'Hifadhi saa za eneo',
    saved: 'Saa za eneo sasa ni {zone}.',
    regions: {
      Africa: 'Afrika',
      America: 'Amerika',
      Antarctica: 'Antaktika',
      Arctic: 'Aktiki',
      Asia: 'Asia',
      Atlantic: 'Bahari ya Atlantiki',
      Australia: 'Australia',
      Europe: 'Ulaya',
      Indian: 'Bahari ya Hindi',
      Pacific: 'Bahari ya Pasifiki',
      other: 'Nyingine',
    },
  },
  notify: {
    title: 'Arifa za fomu ya mawasiliano',
    intro:
      'Ujumbe unapofika, anwani hizi hupokea barua pepe yenye ujumbe huo na kiungo chake kwenye kikasha. Kujibu barua pepe hiyo humwandikia mgeni aliyetuma.',
    fallback: 'Aina zilizoachwa tupu hutumia chaguo-msingi la seva (CONTACT_NOTIFY_TO): {addresses}.',
    noFallback:
      'Seva haina chaguo-msingi (CONTACT_NOTIFY_TO haijawekwa): jumbe za aina iliyoachwa tupu hazimjulishi mtu yeyote.',
    hint: 'Tenganisha anwani kwa koma, zisizozidi 10.',
    usesFallback: 'Tupu: inatumia chaguo-msingi',
    nobody: 'Tupu: hakuna anayejulishwa',
    types: contact.form.inquiryTypes,
    save: 'Hifadhi anwani za arifa',
    saved: 'Anwani za arifa zimehifadhiwa.',
    invalid: 'Tafadhali sahihisha anwani zilizoangaziwa.',
  },
};
