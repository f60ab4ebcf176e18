import { contact } from '@common/content/locales/fr/contact';
import type { Messages } from '@/i18n/types';
import type { settings as en } from '../en/settings';

export const settings: Messages<typeof en> = {
  title: 'Paramètres',
  identity: {
    title: 'Identité du site',
    shareImage: 'Image de partage par défaut',
    shareImageHint:
      'Ce qu’affiche un lien vers le site sur les réseaux sociaux et dans les messageries, pour toutes les pages sauf les articles (chaque article partage sa propre carte). Laissez vide pour partager la carte générée de chaque page.',
    intro:
      'Ce que le site public dit du groupe et comment le joindre : le pied de page de chaque page, la page Contact, les liens e-mail « Postuler » de la page Carrières et les informations lues par les moteurs de recherche. Toute modification apparaît aussitôt sur le site.',
    none: 'Aucune identité du site n’est encore enregistrée : le site n’affiche ni coordonnées, ni adresses de candidature, ni liens vers les réseaux sociaux tant que vous n’en enregistrez pas une.',
    groupName: 'Nom du groupe',
    contact: 'Coordonnées générales',
    phone: 'Numéro de téléphone',
    phoneHint: 'Tel que les visiteurs doivent le lire, par exemple +27 11 555 0140.',
    email: 'Adresse e-mail',
    address: 'Adresse postale',
    addressHint: 'Une ligne par ligne d’adresse, sans le pays ; {max} lignes au plus.',
    country: 'Pays (anglais)',
    countryFr: 'Pays (français)',
    countrySw: 'Pays (swahili)',
    mailboxes: 'Adresses de candidature',
    careersEmail: 'Adresse des candidatures aux offres d’emploi',
    careersHint: 'L’adresse à laquelle écrit « Postuler » sur une offre d’emploi.',
    internshipsEmail: 'Adresse des candidatures aux stages',
    internshipsHint: 'L’adresse à laquelle écrit « Postuler au programme » sur un stage.',
    legal: 'Pages juridiques',
    legalName: 'Raison sociale',
    legalNameHint:
      'La société qui exploite le site, telle que la nomment la politique de confidentialité et les conditions d’utilisation. Si ce champ est vide, elles utilisent le nom du groupe.',
    privacyOfficer: 'Responsable de l’information',
    privacyEmail: 'Adresse pour la confidentialité',
    privacyEmailHint:
      'L’adresse à laquelle la politique de confidentialité invite les visiteurs à envoyer leurs demandes sur leurs informations personnelles.',
    legalEmail: 'Adresse pour les questions juridiques',
    legalEmailHint: 'L’adresse à laquelle les conditions d’utilisation renvoient les questions à leur sujet.',
    social: 'Réseaux sociaux',
    networks: { linkedin: 'Page LinkedIn', x: 'Profil X (Twitter)', facebook: 'Page Facebook' },
    emptyHint: 'Seul le nom du groupe est obligatoire. Ce qui reste vide n’apparaît pas sur le site.',
    save: 'Enregistrer l’identité du site',
    saved: 'Identité du site enregistrée. Le site l’affiche dès maintenant.',
    invalid: 'Veuillez corriger les champs signalés.',
  },
  timeZone: {
    title: 'Fuseau horaire',
    intro:
      'Toutes les dates et heures de l’administration, et des e-mails envoyés au personnel, sont affichées dans ce fuseau horaire, avec son nom (par exemple SAST). Les dates et heures saisies par le personnel, comme la programmation d’un article, y sont aussi interprétées.',
    label: 'Fuseau horaire de l’administration',
    now: 'Heure actuelle ({zone}) : {time}',
    save: 'Enregistrer le fuseau horaire',
    saved: 'Le fuseau horaire est désormais {zone}.',
    regions: {
      Africa: 'Afrique',
      America: 'Amériques',
      Antarctica: 'Antarctique',
      Arctic: 'Arctique',
      Asia: 'Asie',
      Atlantic: 'Océan Atlantique',
      Australia: 'Australie',
      Europe: 'Europe',
      Indian: 'Océan Indien',
      Pacific: 'Océan Pacifique',
      other: 'Autres',
    },
  },
  notify: {
    title: 'Notifications du formulaire de contact',
    intro:
      'À l’arrivée d’un message, les personnes et les adresses choisies ici reçoivent un e-mail contenant le message et un lien vers la boîte de réception, chaque personne dans sa langue. Répondre à cet e-mail écrit directement au visiteur.',
    notChosen:
      'Personne n’a encore été choisi : chaque propriétaire est donc prévenu de chaque message. Choisissez ci-dessous qui est prévenu de quoi.',
    notChosenFallback:
      'Personne n’a encore été choisi : les messages vont aux adresses avec lesquelles le serveur a été configuré ({addresses}). Choisissez ci-dessous qui est prévenu de quoi.',
    people: 'Personnes',
    peopleIntro:
      'Les membres de l’équipe qui peuvent ouvrir la boîte de réception. Une personne limitée à des sociétés n’est prévenue que des messages adressés à ses sociétés.',
    noPeople:
      'Personne ne peut encore ouvrir la boîte de réception : invitez quelqu’un avec le rôle Propriétaire ou Boîte de réception.',
    person: '{name}, {role}',
    typesLegend: 'Prévenu de',
    companiesLegend: 'Messages adressés à',
    allCompanies: 'Le groupe et toutes les sociétés',
    someCompanies: 'Seulement ces sociétés',
    theirCompanies: 'Ses sociétés : {companies}',
    pickCompany: 'Choisissez au moins une société, ou le groupe et toutes les sociétés.',
    others: 'Autres adresses',
    othersIntro: 'Une boîte partagée, par exemple : ces adresses sont prévenues de chaque message de leur type.',
    fallback:
      'Un message dont personne n’est prévenu ici va aux adresses avec lesquelles le serveur a été configuré : {addresses}.',
    noFallback: 'Un message dont personne n’est prévenu ici ne prévient personne.',
    hint: 'Séparez les adresses par des virgules, 10 au plus.',
    types: contact.form.inquiryTypes,
    save: 'Enregistrer les notifications',
    saved: 'Notifications enregistrées.',
    invalid: 'Veuillez corriger les champs signalés.',
  },
};
