import type { Locale } from '@common/locale';

/** The words of the newsletter's e-mails in each language, written as a native speaker would. */
export interface NewsletterMailText {
  confirm: {
    subject: string;
    greeting: string;
    asked: string;
    openLink: string;
    button: string;
    ignore: string;
  };
  issue: {
    readMore: string;
    /** The plain-text part's link lines, with the language's own punctuation (French: a no-break space before the colon). */
    readMoreAt: string;
    why: string;
    unsubscribe: string;
    unsubscribeAt: string;
  };
  signature: string;
}

export const MAIL_TEXT: Record<Locale, NewsletterMailText> = {
  en: {
    confirm: {
      subject: 'Please confirm your subscription to the VEB Group newsletter',
      greeting: 'Hello,',
      asked: 'Someone, probably you, asked to receive the VEB Group newsletter at {email}.',
      openLink: 'To confirm your subscription, open this link within 7 days:',
      button: 'Confirm my subscription',
      ignore:
        'If you did not ask for this, simply ignore this e-mail: you will not be subscribed, and your address will be deleted in 7 days.',
    },
    issue: {
      readMore: 'Read more',
      readMoreAt: 'Read more: {url}',
      why: 'You are receiving this e-mail because you subscribed to the VEB Group newsletter at {email}.',
      unsubscribe: 'Unsubscribe',
      unsubscribeAt: 'Unsubscribe: {url}',
    },
    signature: 'VEB Group',
  },
  fr: {
    confirm: {
      subject: 'Confirmez votre abonnement à la lettre d’information de VEB Group',
      greeting: 'Bonjour,',
      asked:
        'Quelqu’un, probablement vous, a demandé à recevoir la lettre d’information de VEB Group à l’adresse {email}.',
      openLink: 'Pour confirmer votre abonnement, ouvrez ce lien dans les 7 jours :',
      button: 'Confirmer mon abonnement',
      ignore:
        'Si vous n’êtes pas à l’origine de cette demande, ignorez simplement cet e-mail : vous ne serez pas abonné et votre adresse sera supprimée dans 7 jours.',
    },
    issue: {
      readMore: 'Lire la suite',
      readMoreAt: 'Lire la suite : {url}',
      why: 'Vous recevez cet e-mail parce que vous vous êtes abonné à la lettre d’information de VEB Group avec l’adresse {email}.',
      unsubscribe: 'Se désabonner',
      unsubscribeAt: 'Se désabonner : {url}',
    },
    signature: 'VEB Group',
  },
  sw: {
    confirm: {
      subject: 'Tafadhali thibitisha usajili wako wa jarida la VEB Group',
      greeting: 'Habari,',
      asked: 'Mtu fulani, huenda ni wewe, ameomba kupokea jarida la VEB Group kupitia anwani {email}.',
      openLink: 'Ili kuthibitisha usajili wako, fungua kiungo hiki ndani ya siku 7:',
      button: 'Thibitisha usajili wangu',
      ignore: 'Ikiwa hukuomba hivi, puuza tu barua pepe hii: hutasajiliwa, na anwani yako itafutwa baada ya siku 7.',
    },
    issue: {
      readMore: 'Soma zaidi',
      readMoreAt: 'Soma zaidi: {url}',
      why: 'Unapokea barua pepe hii kwa sababu ulijiandikisha kupokea jarida la VEB Group kupitia anwani {email}.',
      unsubscribe: 'Jiondoe',
      unsubscribeAt: 'Jiondoe: {url}',
    },
    signature: 'VEB Group',
  },
};

export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
