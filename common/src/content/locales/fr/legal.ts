import type { Messages } from '../../../messages';
import type { legal as en } from '../en/legal';

export const legal: Messages<typeof en> = {
  meta: {
    title: 'Mentions légales',
    description: 'La politique de confidentialité et les conditions d’utilisation du site de VEB Group.',
  },
  lastUpdated: 'Dernière mise à jour :',
  contents: 'Sommaire',
  contactCard: {
    officer: 'Responsable de l’information',
    email: 'Courriel',
    post: 'Adresse postale',
    country: 'Afrique du Sud',
  },
  privacy: {
    meta: {
      title: 'Politique de confidentialité',
      description:
        'Ce que le site de VEB Group recueille par ses formulaires de contact et de lettre d’information, pourquoi, pour combien de temps, qui y a accès et vos droits selon la POPIA et la loi ougandaise sur la protection des données.',
    },
    heading: 'Politique de confidentialité',
    intro:
      'Nous recueillons le moins possible, uniquement pour vous répondre, et nous ne vendons jamais vos données. Voici précisément ce que deviennent les informations que vous nous confiez.',
    sections: {
      'who-we-are': {
        title: 'Qui sommes-nous',
        blocks: [
          'VEB Group est un groupe de dix sociétés présentes en Afrique du Sud et en Ouganda. VEB Group (Pty) Ltd, à Johannesburg, exploite ce site et décide de l’usage des données personnelles qu’il recueille. Au sens du droit sud-africain, elle est la « partie responsable » ; au sens du droit ougandais, le « responsable du traitement ».',
          'Cette politique explique ce que nous recueillons sur ce site, pourquoi, combien de temps nous le conservons, qui y a accès et ce que vous pouvez nous demander. Elle ne concerne que ce site ; le site de chaque société du Groupe a sa propre politique.',
        ],
      },
      'what-we-collect': {
        title: 'Ce que nous recueillons',
        blocks: [
          'Nous ne recueillons que ce que vous saisissez dans nos deux formulaires, et le strict minimum que notre serveur enregistre pour rester sûr :',
          [
            'Formulaire de contact : votre nom, votre adresse électronique, votre numéro de téléphone, votre entreprise (facultatif), le type de demande choisi et votre message.',
            'Formulaire de la lettre d’information : votre adresse électronique.',
            'Journaux du serveur : votre adresse IP, la page demandée, l’heure et la description que votre navigateur donne de lui-même. Notre serveur les enregistre à chaque requête pour détecter les abus et corriger les pannes.',
          ],
          'Nous ne demandons aucune donnée sensible (santé, religion, opinions politiques, etc.). Merci de ne pas en inclure dans votre message.',
        ],
      },
      'why-we-use-it': {
        title: 'Pourquoi nous les utilisons',
        blocks: [
          [
            'Pour répondre à votre demande et la transmettre à la société ou à l’équipe du Groupe la mieux placée pour vous aider.',
            'Pour vous envoyer la lettre d’information que vous avez demandée. Chaque numéro contient un lien de désabonnement.',
            'Pour protéger le site : limiter les envois répétés et enquêter sur les attaques.',
          ],
          'Nous utilisons vos données sur la base de votre consentement (vous nous envoyez le formulaire) et de notre intérêt légitime à vous répondre et à sécuriser le site. Nous ne prenons jamais de décision automatisée à votre sujet et n’utilisons jamais votre message à des fins de prospection.',
        ],
      },
      'how-long-we-keep-it': {
        title: 'Combien de temps nous les conservons',
        blocks: [
          [
            'Messages de contact : 24 mois après notre dernier échange, puis suppression. Si votre demande aboutit à un contrat, nous conservons ce que la loi exige pour ce contrat.',
            'Adresse d’abonnement : jusqu’à votre désabonnement. Nous la supprimons dans les 30 jours suivant votre demande.',
            'Journaux du serveur : 30 jours, sauf s’ils sont nécessaires à l’examen d’un incident de sécurité précis.',
          ],
        ],
      },
      'who-sees-it': {
        title: 'Qui y a accès',
        blocks: [
          [
            'Le personnel du Groupe qui traite votre demande, dans la société ou le bureau concerné, et seulement dans la mesure nécessaire.',
            'Notre hébergeur, qui exploite les serveurs pour notre compte en tant que « sous-traitant » : il ne traite les données que sur nos instructions écrites et doit en garantir la sécurité et la confidentialité.',
            'Les autorités, uniquement lorsque la loi nous oblige à les leur communiquer.',
          ],
          'Nous ne vendons, ne louons ni n’échangeons vos données personnelles, et ne les cédons à personne pour ses propres actions commerciales.',
        ],
      },
      cookies: {
        title: 'Cookies et services tiers',
        blocks: [
          'Ce site dépose un seul cookie, veb-lang, qui retient pendant un an la langue choisie (anglais, français ou kiswahili) afin que les pages s’ouvrent dans votre langue. Le même choix est conservé dans le stockage local de votre navigateur sous l’entrée veb-language. Aucun des deux ne contient d’information sur vous.',
          'Nous n’utilisons aucun cookie de mesure d’audience, de publicité ou de suivi. Le site ne charge aucun service, police, script, carte, outil d’analyse ni traceur tiers : chaque fichier provient de notre propre serveur.',
        ],
      },
      security: {
        title: 'Comment nous les protégeons',
        blocks: [
          'Le site est servi par une connexion chiffrée. Les données enregistrées ne sont accessibles qu’au personnel qui en a besoin, avec des comptes individuels. Nous revoyons régulièrement les accès et signalons toute atteinte à la sécurité aux autorités de contrôle et à vous-même, comme la loi l’exige.',
        ],
      },
      'cross-border': {
        title: 'Entre l’Afrique du Sud et l’Ouganda',
        blocks: [
          'Le Groupe étant présent dans les deux pays, votre demande peut être traitée par une équipe de l’autre pays. Les deux pays disposent de lois sur la protection des données qui vous accordent les droits décrits ici, et nos sociétés appliquent cette politique où qu’elles se trouvent.',
        ],
      },
      'your-rights': {
        title: 'Vos droits',
        blocks: [
          'En vertu de la loi sud-africaine sur la protection des informations personnelles (Protection of Personal Information Act 4 of 2013, POPIA), vous pouvez :',
          [
            'demander si nous détenons des données vous concernant et en recevoir une copie ;',
            'faire corriger des données inexactes ou incomplètes ;',
            'faire supprimer des données que nous n’avons plus de raison de conserver ;',
            'vous opposer à l’utilisation de vos données et retirer votre consentement à tout moment ;',
            'vous opposer à la prospection, par exemple en vous désabonnant de la lettre d’information ;',
            'porter plainte auprès de l’Information Regulator (inforegulator.org.za).',
          ],
          'En vertu de la loi ougandaise sur la protection des données et de la vie privée (Data Protection and Privacy Act, 2019), vous pouvez de même accéder à vos données, les faire corriger ou supprimer, et nous demander de cesser ou de ne pas commencer leur traitement. Vous pouvez porter plainte auprès du Personal Data Protection Office (pdpo.go.ug).',
          'Vos demandes sont gratuites. Nous y répondons sous 30 jours et pouvons d’abord vous demander de confirmer votre identité. Nous apprécierions de pouvoir régler une préoccupation avant que vous ne saisissiez une autorité, mais rien ne vous oblige à nous contacter d’abord.',
        ],
      },
      children: {
        title: 'Enfants',
        blocks: [
          'Ce site s’adresse aux adultes. Nous ne recueillons pas sciemment de données de personnes de moins de 18 ans ; si vous pensez qu’un enfant nous a transmis ses coordonnées, prévenez-nous et nous les supprimerons.',
        ],
      },
      changes: {
        title: 'Modifications de cette politique',
        blocks: [
          'Nous mettrons cette politique à jour lorsque nos pratiques ou la loi évolueront, et la date de la dernière version figure en haut de cette page.',
        ],
      },
      contact: {
        title: 'Contacter notre responsable de l’information',
        blocks: [
          'Pour toute question, demande ou réclamation concernant vos données personnelles, écrivez à notre responsable de l’information :',
        ],
      },
    },
  },
  terms: {
    meta: {
      title: 'Conditions d’utilisation',
      description:
        'Les conditions d’utilisation du site de VEB Group en langage clair : nos contenus, les chiffres prévisionnels, les liens, la responsabilité et le droit applicable.',
    },
    heading: 'Conditions d’utilisation',
    intro: 'Les règles d’utilisation de ce site, en termes simples.',
    privacyLink: 'Lire notre politique de confidentialité',
    sections: {
      'about-these-terms': {
        title: 'À propos de ces conditions',
        blocks: [
          'Ces conditions s’appliquent à votre utilisation de ce site, exploité par VEB Group (Pty) Ltd, Johannesburg, Afrique du Sud. En utilisant le site, vous les acceptez. Si vous n’êtes pas d’accord, merci de ne pas utiliser le site.',
        ],
      },
      'using-our-content': {
        title: 'Utilisation de nos contenus',
        blocks: [
          'Les textes, images, logos et la conception de ce site appartiennent à VEB Group ou à ceux qui nous ont autorisés à les utiliser. Vous pouvez :',
          [
            'lire, télécharger et imprimer des pages pour votre information personnelle ;',
            'partager des liens vers nos pages et citer de courts extraits en indiquant la source.',
          ],
          'Vous ne pouvez pas copier, modifier ni republier nos contenus à des fins commerciales, ni utiliser nos noms et logos d’une manière qui laisserait croire à un lien avec nous, sans notre autorisation écrite.',
        ],
      },
      'acceptable-use': {
        title: 'Utilisation acceptable',
        blocks: [
          'N’utilisez pas le site à des fins illicites, n’envoyez pas d’informations fausses ou trompeuses par nos formulaires, n’envoyez pas de publicité non sollicitée, ne tentez pas d’accéder à des systèmes auxquels vous n’avez pas droit et ne perturbez pas le site, par exemple par des requêtes automatisées qui le surchargent.',
        ],
      },
      'figures-and-forecasts': {
        title: 'Chiffres et prévisions',
        blocks: [
          'Les chiffres présentés sur ce site, comme le nombre de personnes formées, les objectifs de croissance, l’ambition de valorisation pour 2030 ou les montants et rendements des opportunités d’investissement, sont des estimations ou des déclarations prospectives. Ils décrivent de bonne foi nos projets et nos attentes, mais ne constituent pas des promesses, et les résultats réels peuvent différer.',
          'Rien sur ce site ne constitue une offre d’actions ou d’autres titres, ni un conseil financier, juridique ou fiscal. Avant d’investir, demandez la documentation complète et consultez un conseiller professionnel indépendant.',
        ],
      },
      'no-warranties': {
        title: 'Absence de garantie',
        blocks: [
          'Nous nous efforçons de garder le site exact, à jour et disponible, mais nous le fournissons « tel quel » : nous ne garantissons pas qu’il soit complet, exempt d’erreurs ou toujours accessible, et nous pouvons modifier ou retirer des contenus à tout moment.',
        ],
      },
      'links-to-other-websites': {
        title: 'Liens vers les sites des sociétés et d’autres sites',
        blocks: [
          'Le site contient des liens vers les sites de nos sociétés et vers d’autres sites. Ceux-ci sont exploités séparément, selon leurs propres conditions et politiques de confidentialité. Nous ne sommes pas responsables des contenus que nous ne maîtrisons pas, et un lien ne vaut pas approbation.',
        ],
      },
      liability: {
        title: 'Limites de notre responsabilité',
        blocks: [
          'Dans la mesure permise par la loi, VEB Group et ses sociétés ne sont pas responsables des pertes ou dommages résultant de votre utilisation de ce site ou de la confiance accordée à son contenu, y compris les pertes indirectes.',
          'Rien dans ces conditions ne limite une responsabilité que la loi interdit de limiter, ni ne vous prive d’un droit dont vous disposez en tant que consommateur, notamment en vertu de la loi sud-africaine sur la protection des consommateurs (Consumer Protection Act).',
        ],
      },
      'your-personal-information': {
        title: 'Vos données personnelles',
        blocks: [
          'La manière dont nous traitons les informations que vous nous envoyez par le site est expliquée dans notre politique de confidentialité.',
        ],
      },
      'governing-law': {
        title: 'Droit applicable',
        blocks: [
          'Ces conditions sont régies par le droit de la République d’Afrique du Sud. Tout litige relève de la compétence des tribunaux sud-africains, de préférence à Johannesburg, sans préjudice de votre droit impératif de saisir les tribunaux de votre lieu de résidence.',
        ],
      },
      changes: {
        title: 'Modifications de ces conditions',
        blocks: [
          'Nous pouvons mettre ces conditions à jour de temps à autre. La date en haut de cette page indique la dernière version ; c’est la version publiée au moment où vous utilisez le site qui s’applique.',
        ],
      },
      contact: {
        title: 'Nous contacter',
        blocks: ['Une question sur ces conditions ? Écrivez-nous :'],
      },
    },
  },
};
