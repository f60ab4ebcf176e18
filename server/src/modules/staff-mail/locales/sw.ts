import type { Messages } from '@common/messages';
import type { StaffMailWords } from './en';

/** The staff e-mails in Swahili, in the plain office Swahili of East Africa. */
export const sw: Messages<StaffMailWords> = {
  invitation: {
    subject: '{inviter} anakualika kwenye eneo la usimamizi la VEB Group',
    intro: '{inviter} anakualika ujiunge na eneo la usimamizi la tovuti ya VEB Group {role}.',
    asRole: {
      owner: 'kama mmiliki (kila kitu, zikiwemo akaunti za wafanyakazi na mipangilio)',
      editor: 'kama mhariri (habari, matokeo, hadithi, majarida na maandishi yote ya tovuti ya umma)',
      inbox: 'kwa jukumu la Kikasha (jumbe za mawasiliano na wajiandikishaji wa jarida)',
      careers: 'kwa jukumu la Ajira (nafasi za kazi, mafunzo kwa vitendo na faida za kufanya kazi nasi)',
      writer: 'kwa jukumu la Mwandishi (makala za habari, zinazowasilishwa kwa ukaguzi kabla mhariri hajazichapisha)',
    },
    openLink: 'Ili kukubali, fungua kiungo hiki kisha uchague jina lako na nenosiri:',
    button: 'Kubali mwaliko',
    expiry:
      'Kiungo hiki kinafanya kazi mara moja tu, na muda wake utaisha mnamo {expiry}. Ikiwa muda wake umekwisha, muombe {inviter} akutumie kingine.',
    ignore: 'Ikiwa hukutarajia mwaliko huu, puuza barua pepe hii: hakuna kitakachotokea hadi kiungo kitumike.',
  },
  reset: {
    subject: 'Chagua nenosiri jipya la eneo la usimamizi la VEB Group',
    sentByOwner:
      '{owner}, mmiliki wa tovuti ya VEB Group, amekutumia kiungo cha kuchagua nenosiri jipya la akaunti yako {email}.',
    asked:
      'Mtu fulani ameomba kiungo cha kuchagua nenosiri jipya la akaunti {email} ya eneo la usimamizi la VEB Group.',
    openLink: 'Ili kuchagua nenosiri jipya, fungua kiungo hiki:',
    button: 'Chagua nenosiri jipya',
    expiry:
      'Kiungo hiki kinafanya kazi mara moja tu, kwa {minutes, plural, one {dakika #} other {dakika #}}: hadi {expiry}.',
    effect:
      'Nenosiri jipya litamaliza kila kipindi cha akaunti yako, kwenye kila kifaa. Ikiwa unatumia kuingia kwa hatua mbili, bado utaweka msimbo wako wa uthibitishaji unapoingia.',
    unchanged: 'Nenosiri lako litabaki kama lilivyo hadi kiungo kitumike.',
    ignore: 'Ikiwa si wewe uliyeomba kiungo hiki, puuza barua pepe hii: nenosiri lako litabaki kama lilivyo.',
  },
  contact: {
    subject: 'Ujumbe mpya: {type} kutoka kwa {name}',
    intro: 'Ujumbe mpya umefika kupitia fomu ya mawasiliano ya tovuti.',
    fields: {
      toCompany: 'Umetumwa kwa: {value}',
      type: 'Aina ya ombi: {value}',
      name: 'Jina: {value}',
      email: 'Barua pepe: {value}',
      phone: 'Simu: {value}',
      company: 'Kampuni: {value}',
      received: 'Ulipokelewa: {value}',
    },
    noCompany: '(haikutajwa)',
    message: 'Ujumbe:',
    open: 'Fungua ujumbe huu kwenye kikasha:',
    replying:
      'Ukijibu barua pepe hii, utamwandikia aliyetuma ujumbe moja kwa moja. Ili jibu lako libaki pamoja na ujumbe, jibu kutoka kwenye kikasha.',
  },
  reviewReturned: {
    subject: 'Makala yako “{title}” imerudishwa',
    intro: '{reviewer} amesoma makala yako “{title}” na kuirudisha pamoja na maoni haya:',
    open: 'Fungua makala ufanye mabadiliko, kisha uiwasilishe tena:',
    button: 'Fungua makala',
  },
  changeReturned: {
    subject: 'Badiliko lako la “{title}” limerudishwa',
    intro: '{reviewer} amesoma badiliko ulilopendekeza kwa “{title}” na kulirudisha pamoja na maoni haya:',
    open: 'Lifungue ufanye mabadiliko, kisha uliwasilishe tena:',
    button: 'Fungua badiliko lako',
  },
  newsletterTest: {
    subject: '[Jaribio] {subject}',
  },
};
