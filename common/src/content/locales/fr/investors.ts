import type { Messages } from '../../../messages';
import type { investors as en } from '../en/investors';

export const investors: Messages<typeof en> = {
  meta: {
    title: 'Investisseurs',
    description:
      'Investissez dans l’avenir de l’Afrique avec VEB Group : six opportunités d’investissement dès 5 millions de rands, quatre formules et plus de 25 ans de croissance dans dix entreprises.',
  },
  hero: {
    eyebrow: 'Relations investisseurs',
    title: 'Investissez dans l’avenir de l’Afrique',
    intro:
      'Rejoignez un groupe panafricain diversifié de dix entreprises en route vers une valorisation d’un milliard de dollars d’ici 2030, avec des rendements qui font grandir les communautés autant que le capital.',
    statsLabel: 'VEB Group en chiffres',
  },
  actions: {
    explore: 'Découvrir les investissements',
    schedule: 'Prendre rendez-vous',
    scheduleLabel: 'Demander un rendez-vous par e-mail à l’équipe investissement',
    mailSubject: 'Demande de rendez-vous d’investissement',
    mailBody:
      'Bonjour à l’équipe investissement de VEB Group,\n\nLes opportunités d’investissement de VEB Group m’intéressent et je souhaiterais convenir d’un rendez-vous pour en discuter.\n\nPourriez-vous m’indiquer les dates et horaires qui vous conviennent ?\n\nBien cordialement,',
  },
  opportunities: {
    heading: 'Opportunités d’investissement',
    intro:
      'Six projets de croissance dans nos entreprises, chacun avec une fourchette d’investissement et un rendement attendu clairs.',
    investment: 'Investissement',
    returns: 'Rendement attendu',
    impact: 'Impact',
    detailsLabel: 'Points clés',
    empty: 'Aucune opportunité d’investissement n’est présentée pour le moment.',
  },
  structures: {
    heading: 'Formules d’investissement',
    intro: 'Choisissez la formule adaptée à votre mandat, à votre horizon et au degré d’implication souhaité.',
    minimum: 'Minimum',
    minimumValue: '{n} millions de rands',
    fixedReturns: 'Rendement fixe de {returns}',
    benefitsLabel: 'Avantages',
    empty: 'Nos formules d’investissement seront bientôt présentées ici.',
  },
  why: {
    heading: 'Pourquoi investir dans VEB Group ?',
    intro: 'Un groupe solide, une vision claire, des partenaires fiables et un fort potentiel de croissance.',
    empty: 'Les raisons d’investir avec nous seront bientôt présentées ici.',
  },
  cta: {
    heading: 'Prêt à investir dans l’avenir de l’Afrique ?',
    text: 'Parlez à notre équipe investissement de l’opportunité et de la formule qui vous conviennent.',
    contactHeading: 'Équipe investissement',
    emailLabel: 'Écrire à l’équipe investissement à {email}',
    phoneLabel: 'Appeler l’équipe investissement au {phone}',
  },
};
