import type { Messages } from '../../../messages';
import type { careers as en } from '../en/careers';

export const careers: Messages<typeof en> = {
  meta: {
    title: 'Carrières',
    description:
      'Construisez votre carrière chez VEB Group : postes ouverts, stages et avantages dans dix sociétés en Afrique du Sud et en Ouganda.',
  },
  hero: {
    eyebrow: 'Carrières chez VEB Group',
    title: 'Faites grandir votre carrière en faisant grandir l’Afrique',
    subtitle:
      'Rejoignez un groupe de dix sociétés dirigé par des femmes, actif dans l’agriculture, l’industrie, la formation, l’immobilier, le droit et les technologies.',
    cta: 'Voir les postes ouverts',
    figures: {
      companies: 'Sociétés',
      positions: 'Postes ouverts',
      countries: 'Pays',
    },
  },
  benefits: {
    heading: 'Pourquoi nous rejoindre',
    intro: 'Nous prenons soin de nos équipes pour qu’elles puissent prendre soin de nos clients et de nos communautés.',
    empty: 'Les avantages de travailler avec nous seront bientôt présentés ici.',
  },
  jobs: {
    heading: 'Postes à pourvoir',
    intro: 'Les postes ouverts en ce moment dans le groupe.',
    listLabel: 'Offres d’emploi',
    company: 'Société',
    location: 'Lieu',
    type: 'Contrat',
    level: 'Niveau',
    salary: 'Salaire',
    place: '{city}, {country}',
    salaryFrom: 'À partir de {salary}',
    salaryUpTo: 'Jusqu’à {salary}',
    periods: { MONTH: '{salary} par mois', YEAR: '{salary} par an', HOUR: '{salary} de l’heure' },
    requirements: 'Profil recherché',
    postedLabel: 'Publié',
    applyNow: 'Postuler',
    applyLabel: 'Postuler au poste de {title} (ouvre votre messagerie)',
    learnMore: 'En savoir plus',
    learnMoreLabel: 'En savoir plus sur le poste de {title}',
    mailSubject: 'Candidature pour le poste n° {id}',
    mailBody:
      'Madame, Monsieur,\n\nLe poste de {title} (offre n° {id}) m’intéresse et je souhaite y postuler. Vous trouverez mes coordonnées ci-dessous et mon CV en pièce jointe.\n\nNom complet :\nTéléphone :\nPoste actuel :\n\nCordialement,',
    types: {
      FULL_TIME: 'Temps plein',
      PART_TIME: 'Temps partiel',
      CONTRACTOR: 'Prestation',
      TEMPORARY: 'Contrat temporaire',
      INTERN: 'Stage',
    },
    levels: { entry: 'Débutant', mid: 'Confirmé', senior: 'Expérimenté' },
    empty: 'Aucun poste n’est ouvert en ce moment. Les nouvelles offres sont publiées ici dès leur ouverture.',
  },
  internships: {
    heading: 'Programmes de stage',
    intro:
      'Des programmes rémunérés et encadrés pour les jeunes diplômés et les étudiants qui veulent apprendre sur le terrain.',
    duration: '{n} mois',
    hostedBy: 'Société d’accueil :',
    apply: 'Postuler au programme',
    applyLabel: 'Postuler au programme {title} (ouvre votre messagerie)',
    mailSubject: 'Candidature de stage - {title}',
    mailBody:
      'Madame, Monsieur,\n\nJe souhaite postuler au programme « {title} ». Vous trouverez mes coordonnées ci-dessous, ainsi que mon CV et mes relevés de notes en pièces jointes.\n\nNom complet :\nTéléphone :\nDiplôme et établissement :\n\nCordialement,',
    empty: 'Aucun programme de stage ne reçoit de candidatures en ce moment.',
  },
  process: {
    heading: 'Comment postuler',
    intro: 'Quatre étapes entre votre candidature et votre premier jour.',
    steps: [
      {
        title: 'Candidature en ligne',
        description: 'Choisissez un poste ou un programme et envoyez-nous votre CV par e-mail.',
      },
      {
        title: 'Première sélection',
        description: 'Notre équipe recrutement lit chaque candidature et répond sous deux semaines.',
      },
      {
        title: 'Entretiens',
        description: 'Rencontrez le responsable du recrutement et l’équipe, sur place ou en visioconférence.',
      },
      {
        title: 'Bienvenue à bord',
        description: 'Recevez votre offre et commencez par un parcours d’intégration complet au sein du groupe.',
      },
    ],
  },
  cta: {
    heading: 'Vous ne trouvez pas le poste idéal ?',
    text: 'Présentez-vous. Nous conservons les profils prometteurs et les recontactons dès qu’un poste adapté se libère.',
    button: 'Nous contacter',
  },
};
