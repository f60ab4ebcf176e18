import type { Messages } from '@/i18n/types';
import type { dashboard as en } from '../en/dashboard';

export const dashboard: Messages<typeof en> = {
  title: 'Dashibodi',
  greeting: 'Karibu, {name}',
  attentionTitle: 'Yanayohitaji uangalizi wako',
  nothing: 'Hakuna kinachohitaji uangalizi wako kwa sasa.',
  mailNotConfigured: 'Barua pepe haijasanidiwa (SMTP_URL): barua zinasubiri kwenye kikasha toezi.',
  openOutbox: 'Fungua kikasha toezi',
  attention: {
    mail_failed: '{count, plural, one {Barua pepe # imeshindikana} other {Barua pepe # zimeshindikana}}',
    inbox: {
      unread:
        '{count, plural, one {Ujumbe # ambao haujasomwa kwenye kikasha} other {Jumbe # ambazo hazijasomwa kwenye kikasha}}',
      assigned: '{count, plural, one {Ujumbe # umekabidhiwa kwako} other {Jumbe # zimekabidhiwa kwako}}',
      notifications_not_configured:
        '{count, plural, one {Arifa za mawasiliano hazijasanidiwa kwa aina # ya maombi: jumbe za aina hiyo hazimjulishi mtu yeyote} other {Arifa za mawasiliano hazijasanidiwa kwa aina # za maombi: jumbe za aina hizo hazimjulishi mtu yeyote}}',
    },
    newsletter: {
      scheduled: 'Jarida “{subject}” limeratibiwa kutumwa mnamo {date}',
      held: 'Jarida “{subject}” limesitishwa: lilipaswa kutumwa mnamo {date}, na linasubiri uendeleze au ughairi ratiba yake',
    },
    news: {
      scheduled: '{count, plural, one {Makala # imeratibiwa} other {Makala # zimeratibiwa}}',
      draft: '{count, plural, one {Makala # ni rasimu} other {Makala # ni rasimu}}',
      review:
        '{count, plural, one {Makala # inasubiri ukaguzi tangu {date}} other {Makala # zinasubiri ukaguzi, ya zamani zaidi tangu {date}}}',
      returned: '{count, plural, one {Makala # yako imerudishwa} other {Makala # zako zimerudishwa}}',
    },
    /** Per section and language: records whose translation is missing or out of date. */
    translations: {
      news: {
        fr: '{count, plural, one {Makala # haina tafsiri ya Kifaransa au tafsiri yake imepitwa na wakati} other {Makala # hazina tafsiri ya Kifaransa au tafsiri zake zimepitwa na wakati}}',
        sw: '{count, plural, one {Makala # haina tafsiri ya Kiswahili au tafsiri yake imepitwa na wakati} other {Makala # hazina tafsiri ya Kiswahili au tafsiri zake zimepitwa na wakati}}',
      },
      metrics: {
        fr: '{count, plural, one {Kipimo # cha matokeo hakina tafsiri ya Kifaransa au tafsiri yake imepitwa na wakati} other {Vipimo # vya matokeo havina tafsiri ya Kifaransa au tafsiri zake zimepitwa na wakati}}',
        sw: '{count, plural, one {Kipimo # cha matokeo hakina tafsiri ya Kiswahili au tafsiri yake imepitwa na wakati} other {Vipimo # vya matokeo havina tafsiri ya Kiswahili au tafsiri zake zimepitwa na wakati}}',
      },
      stories: {
        fr: '{count, plural, one {Hadithi # ya mafanikio haina tafsiri ya Kifaransa au tafsiri yake imepitwa na wakati} other {Hadithi # za mafanikio hazina tafsiri ya Kifaransa au tafsiri zake zimepitwa na wakati}}',
        sw: '{count, plural, one {Hadithi # ya mafanikio haina tafsiri ya Kiswahili au tafsiri yake imepitwa na wakati} other {Hadithi # za mafanikio hazina tafsiri ya Kiswahili au tafsiri zake zimepitwa na wakati}}',
      },
      content: {
        fr: '{kind}: {count, plural, one {Rekodi # haina tafsiri ya Kifaransa au tafsiri yake imepitwa na wakati} other {Rekodi # hazina tafsiri ya Kifaransa au tafsiri zake zimepitwa na wakati}}',
        sw: '{kind}: {count, plural, one {Rekodi # haina tafsiri ya Kiswahili au tafsiri yake imepitwa na wakati} other {Rekodi # hazina tafsiri ya Kiswahili au tafsiri zake zimepitwa na wakati}}',
      },
    },
    content: {
      openingsClosing:
        '{count, plural, one {Nafasi # ya kazi inafungwa wiki hii} other {Nafasi # za kazi zinafungwa wiki hii}}',
      review:
        '{kind}: {count, plural, one {Badiliko # linasubiri kupitiwa tangu {date}} other {Mabadiliko # yanasubiri kupitiwa, la zamani zaidi tangu {date}}}',
      returned: '{kind}: {count, plural, one {Badiliko # lako limerudishwa} other {Mabadiliko # yako yamerudishwa}}',
    },
  },
};
