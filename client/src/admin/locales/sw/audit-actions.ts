import type { Messages } from '@/i18n/types';
import type { auditActions as en } from '../en/audit-actions';

/**
 * A `label` is the action alone, as an infinitive ("Kuunda makala"). In a `sentence`, `{actor}` is a person (a
 * staff member's name, "Mtu kwenye mstari wa amri", "Mtu ambaye hakuwa ameingia"), so verbs take "ali-";
 * only scheduled jobs (`job.*`) are "Kazi ya ratiba", so theirs take "ili-".
 */
export const auditActions: Messages<typeof en> = {
  news: {
    created: { label: 'Kuunda makala', sentence: '{actor} aliunda {target}' },
    saved: { label: 'Kuhifadhi makala', sentence: '{actor} alihifadhi {target}' },
    autosaved: {
      label: 'Kuhariri makala (kuhifadhiwa kiotomatiki)',
      sentence: '{actor} alihariri {target}, ikahifadhiwa kiotomatiki',
    },
    restored: {
      label: 'Kurejesha toleo la awali la makala',
      sentence: '{actor} alirejesha {target} kama ilivyokuwa mnamo {when}',
    },
    published: { label: 'Kuchapisha makala', sentence: '{actor} alichapisha {target} kwa {languages}' },
    scheduled: {
      label: 'Kuratibu makala',
      sentence: '{actor} aliratibu {target} kwa {languages} ichapishwe mnamo {when}',
    },
    unpublished: {
      label: 'Kuondoa makala kwenye tovuti',
      sentence: '{actor} aliondoa {target} kwenye tovuti kwa {languages}',
    },
    featured: {
      label: 'Kuchagua makala teule',
      sentence: '{actor} alichagua makala teule: {count, plural, =0 {hakuna} one {makala #} other {makala #}}',
    },
    deleted: { label: 'Kufuta makala', sentence: '{actor} alifuta {target}' },
    submitted: { label: 'Kuwasilisha makala ikaguliwe', sentence: '{actor} aliwasilisha {target} ikaguliwe' },
    returned: { label: 'Kumrudishia mwandishi makala', sentence: '{actor} alimrudishia mwandishi {target}' },
    approved: { label: 'Kuidhinisha makala', sentence: '{actor} aliidhinisha {target} iliyowasilishwa ikaguliwe' },
  },
  contact: {
    read: { label: 'Kufungua ujumbe', sentence: '{actor} alifungua {target}' },
    status_changed: {
      label: 'Kubadilisha hali ya ujumbe',
      sentence: '{actor} alibadilisha hali ya {target} kutoka {from} hadi {to}',
    },
    assigned: {
      label: 'Kukabidhi ujumbe',
      sentence:
        '{assigned, select, no {{actor} aliondoa ukabidhishaji wa {target}} other {{actor} alikabidhi {target} kwa {to}}}',
    },
    note_added: {
      label: 'Kuongeza dokezo la ndani kwenye ujumbe',
      sentence: '{actor} aliongeza dokezo la ndani kwenye {target}',
    },
    replied: { label: 'Kujibu ujumbe', sentence: '{actor} alijibu {target}: “{subject}”' },
    marked_read: { label: 'Kutia alama kuwa ujumbe umesomwa', sentence: '{actor} alitia alama kuwa {target} umesomwa' },
    marked_unread: {
      label: 'Kutia alama kuwa ujumbe haujasomwa',
      sentence: '{actor} alitia alama kuwa {target} haujasomwa',
    },
    deleted: { label: 'Kufuta ujumbe', sentence: '{actor} alifuta ujumbe wa mawasiliano pamoja na historia yake' },
  },
  job: {
    contact: {
      retention: {
        label: 'Kufuta jumbe za mawasiliano za zamani (kila siku)',
        sentence:
          '{actor} ilifuta jumbe za mawasiliano zenye umri wa zaidi ya {days, plural, one {siku #} other {siku #}}: {deleted, plural, =0 {hakuna} one {ujumbe #} other {jumbe #}}',
      },
    },
    newsletter: {
      delete_unconfirmed: {
        label: 'Kufuta usajili ambao haukuthibitishwa kamwe (kila siku)',
        sentence:
          '{actor} ilifuta usajili ambao haukuthibitishwa kamwe: {deleted, plural, =0 {hakuna} one {usajili #} other {usajili #}}',
      },
    },
  },
  newsletter: {
    created: { label: 'Kuunda jarida', sentence: '{actor} aliunda {target}' },
    updated: { label: 'Kuhariri jarida', sentence: '{actor} alihariri {target}' },
    deleted: { label: 'Kufuta jarida', sentence: '{actor} alifuta {target}' },
    test_sent: {
      label: 'Kutuma jaribio la jarida',
      sentence: '{actor} alituma jaribio la {target} kwa {language} kwenda {to}',
    },
    scheduled: { label: 'Kuratibu jarida', sentence: '{actor} aliratibu {target} litumwe mnamo {when}' },
    unscheduled: { label: 'Kughairi ratiba ya jarida', sentence: '{actor} alighairi ratiba ya {target}' },
    schedule_paused: {
      label: 'Kusitisha ratiba ya jarida',
      sentence: '{actor} alisitisha ratiba ya {target}, lililopaswa kutumwa mnamo {when}',
    },
    schedule_resumed: {
      label: 'Kuendeleza ratiba ya jarida',
      sentence: '{actor} aliendeleza ratiba ya {target}: litatumwa mnamo {when}',
    },
    paused: {
      label: 'Kusitisha jarida kwa muda',
      sentence:
        '{actor} alisitisha {target} kwa muda ({count, plural, one {barua pepe # inasubiri} other {barua pepe # zinasubiri}})',
    },
    resumed: {
      label: 'Kuendelea kutuma jarida',
      sentence:
        '{actor} aliendelea kutuma {target} ({count, plural, one {barua pepe # imebaki} other {barua pepe # zimebaki}})',
    },
    stopped: {
      label: 'Kusimamisha jarida',
      sentence:
        '{actor} alisimamisha {target} ({count, plural, one {barua pepe # imeondolewa} other {barua pepe # zimeondolewa}})',
    },
    sent: {
      label: 'Kutuma jarida',
      sentence: '{actor} alituma {target} kwa {recipients, plural, one {mjiandikishaji #} other {wajiandikishaji #}}',
    },
  },
  subscriber: { removed: { label: 'Kuondoa mjiandikishaji', sentence: '{actor} aliondoa {target}' } },
  subscribers: {
    exported: {
      label: 'Kuhamisha wajiandikishaji',
      sentence:
        '{actor} alihamisha {count, plural, one {mjiandikishaji #} other {wajiandikishaji #}} kama faili ya CSV',
    },
  },
  metric: {
    created: { label: 'Kuunda kipimo cha matokeo', sentence: '{actor} aliunda {target}' },
    updated: { label: 'Kuhariri kipimo cha matokeo', sentence: '{actor} alihariri {target}' },
    activated: { label: 'Kuonyesha kipimo cha matokeo', sentence: '{actor} alionyesha {target} kwenye tovuti' },
    deactivated: { label: 'Kuficha kipimo cha matokeo', sentence: '{actor} alificha {target} kwenye tovuti' },
    restored: {
      label: 'Kurejesha toleo la awali la kipimo cha matokeo',
      sentence: '{actor} alirejesha toleo la awali la {target}',
    },
  },
  metrics: {
    reordered: {
      label: 'Kupanga upya vipimo vya matokeo',
      sentence: '{actor} alipanga upya vipimo vya matokeo vya “{category}”',
    },
  },
  story: {
    created: { label: 'Kuunda hadithi', sentence: '{actor} aliunda {target}' },
    updated: { label: 'Kuhariri hadithi', sentence: '{actor} alihariri {target}' },
    published: { label: 'Kuchapisha hadithi', sentence: '{actor} alichapisha {target}' },
    unpublished: { label: 'Kuondoa hadithi kwenye tovuti', sentence: '{actor} aliondoa {target} kwenye tovuti' },
    restored: {
      label: 'Kurejesha toleo la awali la hadithi',
      sentence: '{actor} alirejesha toleo la awali la {target}',
    },
  },
  stories: {
    reordered: { label: 'Kupanga upya hadithi', sentence: '{actor} alipanga upya hadithi za mafanikio' },
  },
  entry: {
    created: { label: 'Kuongeza maudhui ya tovuti', sentence: '{actor} aliongeza {target} kwenye maudhui ya tovuti' },
    updated: { label: 'Kuhariri maudhui ya tovuti', sentence: '{actor} alihariri {target}' },
    deleted: { label: 'Kufuta maudhui ya tovuti', sentence: '{actor} alifuta {target}' },
    restored: { label: 'Kurejesha toleo la awali', sentence: '{actor} alirejesha toleo la awali la {target}' },
    submitted: {
      label: 'Kupendekeza badiliko lipitiwe',
      sentence: '{actor} alipendekeza badiliko la {target} lipitiwe',
    },
    returned: { label: 'Kurudisha badiliko lililopendekezwa', sentence: '{actor} alirudisha badiliko la {target}' },
    approved: { label: 'Kuidhinisha badiliko lililopendekezwa', sentence: '{actor} aliidhinisha badiliko la {target}' },
  },
  entries: {
    reordered: {
      label: 'Kupanga upya maudhui ya tovuti',
      sentence: '{actor} alipanga upya orodha moja ya maudhui ya tovuti',
    },
  },
  media: {
    uploaded: { label: 'Kupakia picha', sentence: '{actor} alipakia {target}' },
    uploaded_again: {
      label: 'Kupakia picha iliyokuwa imehifadhiwa tayari',
      sentence: '{actor} alipakia {target} tena (ilikuwa imehifadhiwa tayari)',
    },
    alt_changed: {
      label: 'Kubadilisha maelezo ya picha',
      sentence: '{actor} alibadilisha maelezo ya {target}',
    },
    replaced: {
      label: 'Kubadilisha faili ya picha',
      sentence: '{actor} alibadilisha faili ya {target}; kila ukurasa unaoitumia unaonyesha mpya',
    },
    deleted: {
      label: 'Kufuta picha isiyotumika',
      sentence: '{actor} alifuta {target}, ambayo haikutumika popote',
    },
  },
  mail: {
    retried: {
      label: 'Kutuma tena barua pepe iliyoshindikana',
      sentence: '{actor} aliweka {target} kwenye foleni tena',
    },
  },
  privacy: {
    looked_up: {
      label: 'Kutafuta taarifa za mtu',
      sentence: '{actor} alitafuta taarifa zilizohifadhiwa kuhusu {email}',
    },
    exported: {
      label: 'Kuhamisha taarifa za mtu',
      sentence: '{actor} alihamisha taarifa zilizohifadhiwa kuhusu {email}',
    },
    erased: {
      label: 'Kufuta kabisa taarifa za mtu',
      sentence: '{actor} alifuta kabisa taarifa zilizohifadhiwa kuhusu mtu fulani (anwani haihifadhiwi tena)',
    },
  },
  settings: {
    contact_notifications_changed: {
      label: 'Kubadilisha wanaojulishwa kuhusu jumbe za mawasiliano',
      sentence: '{actor} alibadilisha wanaojulishwa kuhusu jumbe za mawasiliano',
    },
    time_zone_changed: {
      label: 'Kubadilisha saa za eneo',
      sentence: '{actor} alibadilisha saa za eneo la usimamizi kutoka {from} hadi {to}',
    },
    site_identity_changed: {
      label: 'Kubadilisha utambulisho wa tovuti',
      sentence:
        '{actor} alibadilisha utambulisho wa tovuti (jina, taarifa za mawasiliano, masanduku ya barua au wasifu wa mitandao ya kijamii)',
    },
  },
  staff: {
    created: {
      label: 'Kuunda akaunti ya mfanyakazi',
      sentence: '{actor} aliunda akaunti ya {target} kama {role}',
    },
    first_owner_created: {
      label: 'Kuweka akaunti ya mmiliki wa kwanza',
      sentence: '{actor} aliweka akaunti ya mmiliki wa kwanza, {target}',
    },
    invitation_resent: {
      label: 'Kutuma mwaliko tena',
      sentence: '{actor} alituma tena mwaliko kwa {email}',
    },
    invited: { label: 'Kumwalika mwenzake', sentence: '{actor} alimwalika {email} kama {role}' },
    invitation_revoked: {
      label: 'Kubatilisha mwaliko',
      sentence: '{actor} alibatilisha mwaliko kwa {email}',
    },
    invitation_accepted: {
      label: 'Kukubali mwaliko',
      sentence: '{actor} alikubali mwaliko na kujiunga kama {role}',
    },
    role_changed: {
      label: 'Kubadilisha jukumu',
      sentence: '{actor} alibadilisha jukumu la {target} kutoka {from} hadi {to}',
    },
    companies_changed: {
      label: 'Kubadilisha kampuni za akaunti',
      sentence: '{actor} alibadilisha kampuni za {target} kutoka {from} hadi {to}',
    },
    disabled: { label: 'Kuzima akaunti', sentence: '{actor} alizima akaunti ya {target}' },
    enabled: { label: 'Kuwasha akaunti', sentence: '{actor} aliwasha akaunti ya {target}' },
    signed_in: { label: 'Kuingia', sentence: '{actor} aliingia' },
    signed_out: { label: 'Kutoka', sentence: '{actor} alitoka' },
    sign_in_wait_lifted: {
      label: 'Kuondoa muda wa kusubiri kabla ya kuingia',
      sentence: '{actor} aliondoa muda wa kusubiri wa {target} kabla ya kuingia',
    },
    address_block_lifted: {
      label: 'Kuondoa kizuizi cha kuingia kwenye anwani',
      sentence: '{actor} aliondoa kizuizi cha kuingia kwenye {target}',
    },
    password_changed: { label: 'Kubadilisha nenosiri lake', sentence: '{actor} alibadilisha nenosiri lake' },
    password_reset: { label: 'Kuweka upya nenosiri', sentence: '{actor} aliweka upya nenosiri la {target}' },
    password_reset_sent: {
      label: 'Kutuma kiungo cha kuchagua nenosiri jipya',
      sentence: '{actor} alimtumia {target} kiungo cha kuchagua nenosiri jipya',
    },
    password_reset_requested: {
      label: 'Kuomba kiungo cha kuchagua nenosiri jipya',
      sentence: '{actor} aliomba kiungo cha kuchagua nenosiri jipya kwa ajili ya {email}',
    },
    password_reset_completed: {
      label: 'Kuchagua nenosiri jipya kwa kiungo',
      sentence: '{actor} alichagua nenosiri jipya kwa kiungo',
    },
    identity_confirmed: {
      label: 'Kuthibitisha utambulisho',
      sentence: '{actor} alithibitisha kuwa ni yeye kwa msimbo au nenosiri lake, kwa mabadiliko nyeti',
    },
    two_factor_enabled: {
      label: 'Kuwasha kuingia kwa hatua mbili',
      sentence: '{actor} aliwasha kuingia kwa hatua mbili',
    },
    two_factor_disabled: {
      label: 'Kuzima kuingia kwa hatua mbili',
      sentence: '{actor} alizima kuingia kwa hatua mbili',
    },
    language_changed: {
      label: 'Kuchagua lugha ya eneo lake la usimamizi',
      sentence: '{actor} alichagua {language} kwa eneo lake la usimamizi na barua pepe zake',
    },
    two_factor_reset: {
      label: 'Kuweka upya kuingia kwa hatua mbili',
      sentence: '{actor} aliweka upya kuingia kwa hatua mbili kwa {target}',
    },
    recovery_codes_replaced: {
      label: 'Kubadilisha misimbo yake ya urejeshaji',
      sentence: '{actor} alibadilisha misimbo yake ya urejeshaji',
    },
    session_ended: {
      label: 'Kumaliza mojawapo ya vipindi vyake',
      sentence: '{actor} alitoka kwenye mojawapo ya vipindi vyake vingine',
    },
    other_sessions_ended: {
      label: 'Kumaliza vipindi vyake vingine',
      sentence: '{actor} alitoka kila mahali pengine',
    },
    colleague_session_ended: {
      label: 'Kumaliza kipindi cha mwenzake',
      sentence: '{actor} alimtoa {email} kwenye mojawapo ya vipindi vyake',
    },
  },
};
