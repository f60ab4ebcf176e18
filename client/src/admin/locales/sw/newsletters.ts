import type { Messages } from '@/i18n/types';
import type { newsletters as en } from '../en/newsletters';

/** An issue is "jarida" here: "toleo" means a language version or a saved version (docs/glossary/sw.md). */
export const newsletters: Messages<typeof en> = {
  title: 'Majarida',
  intro:
    'Andika jarida kwa Kiingereza (Kifaransa na Kiswahili si lazima), lihakiki, jitumie jaribio, kisha tuma kila toleo kwa wajiandikishaji waliothibitisha wa lugha yake; wengine hupokea la Kiingereza ukichagua hivyo tu.',
  write: 'Andika jarida',
  audience:
    '{total, plural, one {Mjiandikishaji # aliyethibitisha} other {Wajiandikishaji # waliothibitisha}} ({en} Kiingereza, {fr} Kifaransa, {sw} Kiswahili). Hutumwa kwa kasi ya {rate} kwa dakika.',
  listCaption: 'Majarida, mapya kwanza',
  none: 'Bado hakuna majarida.',
  columns: {
    subject: 'Kichwa',
    status: 'Hali',
    date: 'Tarehe',
    recipients: 'Wapokeaji',
    queued: 'Zinasubiri',
    sent: 'Zimetumwa',
    failed: 'Zimeshindikana',
    withdrawn: 'Zimeondolewa',
  },
  statuses: { draft: 'Rasimu', sending: 'Linatumwa', sent: 'Limetumwa', inProgress: 'Linatumwa' },
  back: 'Majarida yote',
  newTitle: 'Jarida jipya',
  editTitle: 'Hariri jarida',
  viewTitle: 'Jarida lililotumwa',
  languageHint: {
    en: 'Lazima.',
    fr: 'Si lazima: acha sehemu zote mbili tupu na wasomaji wa Kifaransa watapokea jarida la Kiingereza.',
    sw: 'Si lazima: acha sehemu zote mbili tupu na wasomaji wa Kiswahili watapokea jarida la Kiingereza.',
  },
  subject: 'Kichwa',
  introField: 'Utangulizi',
  introHint: 'Maandishi ya kawaida. Acha mstari mtupu kati ya aya.',
  articles: 'Makala',
  articlesHint:
    'Makala zilizochapishwa hivi karibuni; chagua hadi {max}. Kila moja huonekana na kichwa chake, muhtasari na kiungo.',
  noArticles: 'Bado hakuna makala zilizochapishwa.',
  save: 'Hifadhi rasimu',
  saving: 'Inahifadhi…',
  saved: 'Rasimu imehifadhiwa.',
  checkFields: 'Tafadhali sahihisha sehemu zilizoangaziwa.',
  delete: 'Futa rasimu',
  deleted: 'Rasimu imefutwa.',
  deleteTitle: 'Futa rasimu hii?',
  deleteText: 'Rasimu “{subject}” na kila kilichoandikwa ndani yake vitaondoka. Hili haliwezi kutenduliwa.',
  deleteConfirm: 'Futa rasimu',
  deleting: 'Inafuta…',
  preview: 'Hakiki',
  previewing: 'Inaandaa hakiki…',
  previewTitle: 'Hakiki',
  previewIntro: 'Kila lugha jinsi wasomaji wake watakavyoipokea.',
  fallback: 'Jarida hili halina toleo la {language}: wasomaji wa {language} hupokea la Kiingereza lililo hapa chini.',
  previewSubject: 'Kichwa: {subject}',
  formatted: 'Kama barua pepe iliyopangiliwa',
  frameTitle: 'Barua pepe kwa {language}, ikiwa imepangiliwa',
  plainText: 'Toleo la maandishi ya kawaida',
  test: 'Nitumie jaribio',
  testLanguage: 'Lugha ya jaribio',
  testing: 'Inatuma jaribio…',
  tested: 'Jaribio kwa {language} liko njiani kwenda {email}.',
  send: 'Tuma kwa wajiandikishaji',
  sendTitle: 'Tuma jarida hili?',
  sendText:
    'Litatumwa kwa {total, plural, one {mjiandikishaji #} other {wajiandikishaji #}} kwa kasi ya {rate} kwa dakika (takriban {minutes, plural, one {dakika #} other {dakika #}}). Halitaweza kubadilishwa wala kusimamishwa baadaye.',
  sendVersions: 'Matoleo ya kutuma',
  sendFallbackChoice: 'Tuma toleo la Kiingereza kwa wajiandikishaji wengine wote waliothibitisha',
  audienceTitle: 'Nani atalipokea',
  audienceGets:
    '{language}: {count, plural, one {mjiandikishaji #} other {wajiandikishaji #}}, toleo litakalotumwa: {version}',
  audienceNone: '{language}: {count, plural, one {mjiandikishaji #} other {wajiandikishaji #}}, hakuna litakalotumwa',
  noChosenAudience:
    'Hakuna mjiandikishaji aliyethibitisha anayesoma matoleo yaliyochaguliwa: chagua mengine, au tuma toleo la Kiingereza kwa wengine.',
  sendOutdated:
    'Toleo la {languages} limepitwa na wakati (Kiingereza kilibadilika baada ya toleo hilo kuandikwa): wajiandikishaji hao watalipokea kama lilivyo.',
  sendConfirm: 'Tuma sasa',
  sending: 'Inatuma…',
  sentNotice: 'Jarida liko njiani kwenda kwa {recipients, plural, one {mjiandikishaji #} other {wajiandikishaji #}}.',
  noAudience: 'Hakuna wa kumtumia: bado hakuna wajiandikishaji waliothibitisha.',
  unsaved: 'Hifadhi rasimu kwanza: majaribio na utumaji hutumia toleo lililohifadhiwa.',
  progress: 'Uwasilishaji',
  progressText:
    '{sent} zimetumwa, {queued} zinasubiri, {failed} zimeshindikana, {withdrawn} zimeondolewa, kati ya {recipients, plural, one {mpokeaji #} other {wapokeaji #}}.',
  withdrawnHint:
    'Zimeondolewa: mjiandikishaji alijiondoa, aliondolewa au taarifa zake zilifutwa kabisa kabla ya zamu yake.',
};
