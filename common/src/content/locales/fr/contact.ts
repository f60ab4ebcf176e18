import type { Messages } from '../../../messages';
import type { contact as en } from '../en/contact';

export const contact: Messages<typeof en> = {
  meta: {
    title: 'Nous contacter',
    description:
      'Joignez VEB Group à Johannesburg, Durban, Kampala ou Benoni : partenariats, investissements, presse et demandes générales, avec une réponse sous 24 heures.',
  },
  hero: {
    eyebrow: 'Parlons-en',
    title: 'Nous contacter',
    intro:
      'Que vous souhaitiez devenir partenaire, investir dans notre croissance ou simplement mieux connaître nos entreprises, notre équipe est là pour vous aider.',
    statsLabel: 'En bref',
    stats: {
      response: { value: '24 h', label: 'Délai de réponse' },
      offices: 'Bureaux',
      areas: { value: '10', label: "Domaines d'activité" },
    },
  },
  quick: {
    heading: 'Contacts rapides',
    intro: "Adressez-vous directement à l'équipe la mieux placée pour vous répondre.",
    email: 'E-mail',
    emailLabel: 'E-mail au service {title}',
    callLabel: 'Appeler le service {title} au {phone}',
    mailSubject: 'Demande depuis le site du groupe',
    items: {
      partnership: {
        title: 'Partenariats',
        description: "Coentreprises, contrats d'approvisionnement et collaborations avec l'une de nos dix entreprises.",
      },
      investment: {
        title: 'Relations investisseurs',
        description: "Opportunités d'investissement, informations financières et rendez-vous avec notre équipe.",
      },
      media: {
        title: 'Presse et médias',
        description: 'Communiqués, interviews, photos et déclarations de nos porte-parole.',
      },
    },
  },
  form: {
    heading: 'Envoyez-nous un message',
    intro:
      'Dites-nous comment nous pouvons vous aider : la bonne personne vous répondra sous 24 heures, jours ouvrables.',
    direct: 'Vous préférez nous appeler ou nous écrire directement ?',
    requiredNote: 'Les champs marqués * sont obligatoires.',
    name: 'Nom complet',
    namePlaceholder: 'Votre nom complet',
    email: 'Adresse e-mail',
    emailPlaceholder: 'vous@exemple.com',
    phone: 'Numéro de téléphone',
    phonePlaceholder: '+27 82 123 4567',
    company: 'Entreprise / organisation',
    optional: '(facultatif)',
    companyPlaceholder: 'Votre entreprise ou organisation',
    subject: 'Type de demande',
    subjectPlaceholder: 'Choisissez un type de demande',
    message: 'Message',
    messagePlaceholder: 'Comment pouvons-nous vous aider ?',
    submit: 'Envoyer le message',
    sending: 'Envoi en cours...',
    successTitle: 'Message envoyé !',
    successText: 'Merci pour votre demande. Nous vous répondrons sous 24 heures.',
    errorTitle: "Échec de l'envoi du message",
    errorText: 'Veuillez réessayer ou nous contacter directement par téléphone ou par e-mail.',
    inquiryTypes: {
      general: 'Demande générale',
      partnership: 'Proposition de partenariat',
      investment: "Intérêt pour l'investissement",
      careers: 'Offre de carrière',
      media: 'Presse et médias',
      supplier: 'Informations fournisseurs',
      customer: 'Service client',
      other: 'Autre',
    },
    errors: {
      nameMin: 'Le nom doit comporter au moins 2 caractères',
      nameMax: 'Le nom doit comporter au plus 100 caractères',
      email: 'Veuillez saisir une adresse e-mail valide',
      phone: 'Veuillez saisir un numéro de téléphone valide',
      companyMax: "Le nom de l'entreprise doit comporter au plus 200 caractères",
      subject: 'Veuillez choisir un type de demande',
      messageMin: 'Le message doit comporter au moins 10 caractères',
      messageMax: 'Le message doit comporter au plus 5000 caractères',
    },
  },
  offices: {
    heading: 'Nos bureaux',
    intro: 'Rendez-nous visite ou appelez le bureau le plus proche, en Afrique du Sud ou en Ouganda.',
    headquarters: 'Siège',
    hours: 'Du lundi au vendredi, 08h00-17h00',
    hoursLabel: "Heures d'ouverture",
    departmentsLabel: 'Services',
    callLabel: '{office} : appeler le {phone}',
    emailLabel: '{office} : écrire à {email}',
    items: {
      johannesburg: {
        name: 'Siège de Johannesburg',
        address: ['VEB Group House, 14 Kingfisher Avenue', 'Bryanston, Johannesburg 2146', 'Gauteng, Afrique du Sud'],
      },
      durban: {
        name: 'Bureau régional de Durban',
        address: ['Suite 302, 19 Ncondo Place', 'Umhlanga Ridge, Durban 4319', 'KwaZulu-Natal, Afrique du Sud'],
      },
      kampala: {
        name: 'Bureau international de Kampala',
        address: ['Plot 7, Kololo Hill Drive', 'Kololo, Kampala', 'Ouganda'],
      },
      benoni: {
        name: 'Site de production de Benoni',
        address: ['22 Tom Jones Street', 'Benoni Industrial, Benoni 1501', 'Gauteng, Afrique du Sud'],
      },
    },
    departments: {
      executive: 'Direction générale',
      finance: 'Finances',
      investorRelations: 'Relations investisseurs',
      humanResources: 'Ressources humaines',
      sales: 'Ventes',
      skillsDevelopment: 'Développement des compétences',
      agriculture: 'Agriculture',
      operations: 'Opérations',
      partnerships: 'Partenariats',
      manufacturing: 'Production',
      logistics: 'Logistique',
      qualityControl: 'Contrôle qualité',
    },
  },
  assistance: {
    heading: "Besoin d'une aide immédiate ?",
    text: 'Pour toute question urgente, joignez directement notre direction générale aux heures de bureau.',
    call: 'Appeler',
    email: 'Envoyer un e-mail',
    mailSubject: 'Demande urgente depuis le site du groupe',
  },
};
