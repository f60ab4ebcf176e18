import type { Messages } from '@/i18n/types';
import type { staff as en } from '../en/staff';

export const staff: Messages<typeof en> = {
  title: 'Wafanyakazi',
  intro:
    'Kila mtu anayeweza kuingia kwenye eneo hili la usimamizi. Kuzima akaunti humtoa mtu huyo kila mahali mara moja; kubadilisha jukumu humtoa ili aingie tena na kupata kile ambacho jukumu jipya linaruhusu.',
  table: {
    caption: 'Akaunti za wafanyakazi',
    name: 'Jina',
    email: 'Barua pepe',
    role: 'Jukumu',
    status: 'Hali',
    twoFactor: 'Hatua mbili',
    lastSignIn: 'Aliingia mwisho',
    actions: 'Vitendo',
  },
  you: '(wewe)',
  active: 'Inatumika',
  disabled: 'Imezimwa',
  twoFactorOn: 'Kumewashwa',
  twoFactorOff: 'Kumezimwa',
  waiting: 'Anasubiri hadi {time}',
  waitingHelp:
    '{count, plural, one {Jaribio # la kuingia limeshindikana} other {Majaribio # ya kuingia yameshindikana}}: kuingia kumesimamishwa kwa muda kwa anwani hii.',
  failures:
    '{count, plural, one {Jaribio # la kuingia limeshindikana} other {Majaribio # ya kuingia yameshindikana}} hivi karibuni',
  liftWait: 'Ondoa muda wa kusubiri',
  liftWaitLabel: 'Ondoa muda wa kusubiri kwa {name}',
  waitLifted: '{name} anaweza kuingia tena sasa.',
  roleLabel: 'Jukumu la {name}',
  roleChanged: '{name} sasa ni {role}. Atahitaji kuingia tena ili kulitumia.',
  disable: 'Zima',
  enable: 'Washa',
  disableLabel: 'Zima akaunti ya {name}',
  enableLabel: 'Washa akaunti ya {name}',
  resetTwoFactor: 'Weka upya hatua mbili',
  resetTwoFactorLabel: 'Weka upya hatua mbili kwa {name}',
  sendReset: 'Tuma kiungo cha nenosiri jipya',
  sendResetLabel: 'Tuma kiungo cha nenosiri jipya kwa {name}',
  sessions: 'Vipindi',
  sessionsLabel: 'Vipindi vya {name}',
  confirm: {
    disableTitle: 'Zima akaunti ya {name}?',
    disableText:
      'Hataweza kuingia tena, na kila kipindi alichofungua kinakwisha sasa hivi. Jina lake linabaki kwenye daftari la ukaguzi. Unaweza kuwasha akaunti tena baadaye.',
    disableButton: 'Zima akaunti',
    enableTitle: 'Washa akaunti ya {name}?',
    enableText: 'Ataweza kuingia tena kwa nenosiri lake (na msimbo, ikiwa anatumia kuingia kwa hatua mbili).',
    enableButton: 'Washa akaunti',
    resetTitle: 'Weka upya kuingia kwa hatua mbili kwa {name}?',
    resetText:
      'Programu yake ya uthibitishaji na misimbo yake ya urejeshaji itaacha kufanya kazi, na vipindi vyake vitakwisha. Tumia hii akipoteza simu yake. Wamiliki huweka kuingia kwa hatua mbili tena wanapoingia wakati ujao.',
    resetButton: 'Weka upya hatua mbili',
    resetLinkTitle: 'Mtumie {name} kiungo cha nenosiri jipya?',
    resetLinkText:
      'Atapokea barua pepe yenye kiungo cha kuchagua nenosiri jipya, kinachofanya kazi mara moja tu, kwa dakika 30. Nenosiri lake linabaki kama lilivyo hadi atakapokitumia; kisha kila kipindi chake kinakwisha. Kiungo hakionyeshwi kwako.',
    resetLinkButton: 'Tuma kiungo',
    working: 'Inashughulikia…',
  },
  disabledDone: 'Akaunti ya {name} imezimwa na ametolewa kila mahali.',
  enabledDone: '{name} anaweza kuingia tena.',
  resetDone: 'Kuingia kwa hatua mbili kwa {name} kumewekwa upya, na vipindi vyake vimekwisha.',
  resetLinkSent: 'Kiungo cha nenosiri jipya kiko njiani kwenda {email}. Hufanya kazi mara moja tu, kwa dakika 30.',
  resetLinkNotSent:
    'Barua pepe haijasanidiwa kwenye seva hii (SMTP_URL), kwa hiyo kiungo kinasubiri kwenye kikasha toezi na {email} hawezi kukipokea. Badala yake, weka nenosiri jipya kwenye seva: npm run staff -- reset-password --email {email}',
  colleagueSessions: {
    title: 'Vipindi vya {name}',
    intro:
      'Mahali ambapo {name} ameingia sasa. Maliza kipindi kwenye kifaa kilichopotea au kuibwa: kitatolewa mara moja.',
    caption: 'Vipindi vya {name}',
    close: 'Funga',
    closeLabel: 'Funga vipindi vya {name}',
    none: '{name} hajaingia mahali popote.',
    yours: 'Kipindi chako cha sasa',
    end: 'Maliza kipindi',
    endLabel: 'Maliza kipindi cha {name} kwenye {device}, alionekana mwisho {time}',
    endTitle: 'Maliza kipindi hiki cha {name}?',
    endText:
      '{device}, kutoka {ip}, kitatolewa mara moja. Ikiwa kifaa kimepotea au kimeibwa, mtumie {name} pia kiungo cha nenosiri jipya au zima akaunti yake, ili kisiweze kuingia tena.',
    endButton: 'Maliza kipindi',
    ended: 'Kipindi cha {name} kwenye {device} kimekwisha.',
  },
  none: 'Bado hakuna akaunti za wafanyakazi.',
  invite: {
    title: 'Mwalike mwenzako',
    intro:
      'Mwaliko ni kiungo kinachofanya kazi mara moja tu, kwa saa 72. Hutumwa kwa mwenzako kwa barua pepe, na huonyeshwa kwako mara moja ili ukinakili endapo barua pepe haitafika; atachagua jina lake na nenosiri atakapokifungua.',
    email: 'Barua pepe',
    role: 'Jukumu',
    language: 'Lugha yake',
    languageHint:
      'Barua pepe ya mwaliko huandikwa kwa lugha hii, na eneo lake la wafanyakazi huanza kwa lugha hii; anaweza kuibadilisha baadaye.',
    submit: 'Unda mwaliko',
    submitting: 'Inaunda…',
    created: 'Mwaliko kwa {email} umeundwa.',
    mailed:
      'Barua pepe ya mwaliko yenye kiungo hiki iko njiani kwenda {email}. Mialiko inayosubiri hapa chini inaonyesha ilipotumwa.',
    notMailed:
      'Barua pepe haijasanidiwa kwenye seva hii (SMTP_URL): barua pepe ya mwaliko inasubiri kwenye kikasha toezi na haitafika kwa {email}. Mpelekee kiungo wewe mwenyewe.',
    linkLabel: 'Kiungo cha mwaliko kwa {email}',
    linkHelp: 'Kiungo kinaonyeshwa sasa tu. Hufanya kazi mara moja tu, hadi {time}.',
    copy: 'Nakili kiungo',
  },
  pending: {
    title: 'Mialiko inayosubiri',
    caption: 'Mialiko ambayo bado haijakubaliwa',
    email: 'Barua pepe',
    role: 'Jukumu',
    invitedBy: 'Aliyealika',
    language: 'Lugha',
    expires: 'Muda unaisha',
    mail: 'Barua pepe ya mwaliko',
    actions: 'Vitendo',
    none: 'Hakuna mialiko inayosubiri.',
    expired: 'Muda uliisha {time}',
    mailStatus: {
      none: 'Hakuna',
      queued: 'Inatumwa',
      sending: 'Inatumwa',
      sent: 'Ilitumwa {time}',
      failed: 'Haikuwasilishwa: angalia Kikasha toezi',
      cancelled: 'Ilighairiwa {time}',
    },
    resend: 'Tuma tena',
    resendLabel: 'Tuma tena kwa {email}',
    resendTitle: 'Tuma tena mwaliko kwa {email}?',
    resendText:
      'Barua pepe mpya yenye kiungo kipya itatumwa kwa {email}, halali kwa saa 72 kuanzia sasa. Kiungo cha zamani kitaacha kufanya kazi; ikiwa barua pepe ya zamani bado haijaondoka, itaghairiwa.',
    resendButton: 'Tuma tena',
    resent: 'Mwaliko kwa {email} umetumwa tena na kiungo kipya; kiungo cha zamani hakifanyi kazi tena.',
    withdraw: 'Batilisha',
    withdrawLabel: 'Batilisha mwaliko kwa {email}',
    withdrawTitle: 'Batilisha mwaliko kwa {email}?',
    withdrawText:
      'Kiungo chake kitaacha kufanya kazi mara moja. Ikiwa barua pepe yake bado haijaondoka, barua pepe hiyo itaghairiwa.',
    withdrawButton: 'Batilisha mwaliko',
    withdrawn: {
      cancelled:
        'Mwaliko kwa {email} umebatilishwa; kiungo chake hakifanyi kazi tena, na barua pepe yake ilighairiwa kabla ya kutumwa.',
      sent: 'Mwaliko kwa {email} umebatilishwa; barua pepe yake ilikuwa imeshatumwa, lakini kiungo kilichomo hakifanyi kazi tena.',
      sending:
        'Mwaliko kwa {email} umebatilishwa; barua pepe yake ilikuwa ikitumwa wakati huo na huenda bado ikafika, lakini kiungo kilichomo hakifanyi kazi tena.',
      none: 'Mwaliko kwa {email} umebatilishwa; kiungo chake hakifanyi kazi tena.',
    },
  },
};
