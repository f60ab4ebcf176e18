import type { SeedEntry } from '../../types';
import { longtext as text } from './longtext';

/** The privacy notice and the terms of use, section by section, in reading order. */
export const legalSectionEntries: SeedEntry<'legalSection'>[] = [
  {
    kind: 'legalSection',
    values: { page: 'privacy', anchor: 'who-we-are' },
    words: {
      en: {
        title: 'Who we are',
        body: text(
          'VEB Group is a group of ten companies working in South Africa and Uganda. VEB Group (Pty) Ltd, Johannesburg, runs this website and decides how the personal information collected through it is used. Under South African law it is the “responsible party”; under Ugandan law, the “data controller”.',
          'This notice explains what we collect on this website, why, how long we keep it, who sees it and what you can ask of us. It covers this website only; each group company’s own website has its own notice.',
        ),
      },
      fr: {
        title: 'Qui sommes-nous',
        body: text(
          'VEB Group est un groupe de dix sociétés présentes en Afrique du Sud et en Ouganda. VEB Group (Pty) Ltd, à Johannesburg, exploite ce site et décide de l’usage des données personnelles qu’il recueille. Au sens du droit sud-africain, elle est la « partie responsable » ; au sens du droit ougandais, le « responsable du traitement ».',
          'Cette politique explique ce que nous recueillons sur ce site, pourquoi, combien de temps nous le conservons, qui y a accès et ce que vous pouvez nous demander. Elle ne concerne que ce site ; le site de chaque société du Groupe a sa propre politique.',
        ),
      },
      sw: {
        title: 'Sisi ni nani',
        body: text(
          'VEB Group ni kundi la kampuni kumi zinazofanya kazi Afrika Kusini na Uganda. VEB Group (Pty) Ltd, ya Johannesburg, inaendesha tovuti hii na kuamua jinsi taarifa binafsi zinazokusanywa kupitia tovuti hii zinavyotumika. Kwa sheria ya Afrika Kusini ndiyo “mhusika anayewajibika”; kwa sheria ya Uganda, ndiyo “mdhibiti wa data”.',
          'Taarifa hii inaeleza tunachokusanya kwenye tovuti hii, kwa nini, tunakihifadhi kwa muda gani, nani hukiona na unachoweza kutuomba. Inahusu tovuti hii peke yake; tovuti ya kila kampuni ya kundi ina taarifa yake.',
        ),
      },
    },
  },
  {
    kind: 'legalSection',
    values: { page: 'privacy', anchor: 'what-we-collect' },
    words: {
      en: {
        title: 'What we collect',
        body: text(
          'We only collect what you type into our two forms, plus the minimum our server records to stay secure:',
          [
            'Contact form: your name, e-mail address, phone number, company (optional), the type of inquiry you choose and your message.',
            'Newsletter form: your e-mail address.',
            'Server records: your IP address, the page requested, the time and your browser’s description of itself. Our server writes these for every request to detect abuse and fix faults.',
          ],
          'We do not ask for special personal information (such as health, religion or political opinions). Please do not include it in your message.',
        ),
      },
      fr: {
        title: 'Ce que nous recueillons',
        body: text(
          'Nous ne recueillons que ce que vous saisissez dans nos deux formulaires, et le strict minimum que notre serveur enregistre pour rester sûr :',
          [
            'Formulaire de contact : votre nom, votre adresse électronique, votre numéro de téléphone, votre entreprise (facultatif), le type de demande choisi et votre message.',
            'Formulaire de la lettre d’information : votre adresse électronique.',
            'Journaux du serveur : votre adresse IP, la page demandée, l’heure et la description que votre navigateur donne de lui-même. Notre serveur les enregistre à chaque requête pour détecter les abus et corriger les pannes.',
          ],
          'Nous ne demandons aucune donnée sensible (santé, religion, opinions politiques, etc.). Merci de ne pas en inclure dans votre message.',
        ),
      },
      sw: {
        title: 'Tunachokusanya',
        body: text(
          'Tunakusanya tu kile unachoandika katika fomu zetu mbili, pamoja na kiwango cha chini kabisa ambacho seva yetu hurekodi kwa ajili ya usalama:',
          [
            'Fomu ya mawasiliano: jina lako, anwani ya barua pepe, namba ya simu, kampuni yako (si lazima), aina ya ombi unayochagua na ujumbe wako.',
            'Fomu ya jarida: anwani yako ya barua pepe.',
            'Kumbukumbu za seva: anwani yako ya IP, ukurasa ulioombwa, muda na maelezo ambayo kivinjari chako hutoa kuhusu chenyewe. Seva yetu huziandika kwa kila ombi ili kugundua matumizi mabaya na kurekebisha hitilafu.',
          ],
          'Hatuombi taarifa nyeti (kama za afya, dini au maoni ya kisiasa). Tafadhali usiziweke katika ujumbe wako.',
        ),
      },
    },
  },
  {
    kind: 'legalSection',
    values: { page: 'privacy', anchor: 'why-we-use-it' },
    words: {
      en: {
        title: 'Why we use it',
        body: text(
          [
            'To answer your inquiry, and to pass it to the group company or team best placed to help.',
            'To send you our newsletter, which you asked for. Every issue has a link to unsubscribe.',
            'To protect the website: to limit repeated submissions and to investigate attacks.',
          ],
          'We use your information on the basis of your consent (you send us the form) and our legitimate interest in answering you and keeping the website safe. We never use it for decisions made automatically about you, and we never use your contact message for marketing.',
        ),
      },
      fr: {
        title: 'Pourquoi nous les utilisons',
        body: text(
          [
            'Pour répondre à votre demande et la transmettre à la société ou à l’équipe du Groupe la mieux placée pour vous aider.',
            'Pour vous envoyer la lettre d’information que vous avez demandée. Chaque numéro contient un lien de désabonnement.',
            'Pour protéger le site : limiter les envois répétés et enquêter sur les attaques.',
          ],
          'Nous utilisons vos données sur la base de votre consentement (vous nous envoyez le formulaire) et de notre intérêt légitime à vous répondre et à sécuriser le site. Nous ne prenons jamais de décision automatisée à votre sujet et n’utilisons jamais votre message à des fins de prospection.',
        ),
      },
      sw: {
        title: 'Kwa nini tunazitumia',
        body: text(
          [
            'Kujibu ombi lako, na kulipeleka kwa kampuni au timu ya kundi inayoweza kukusaidia vizuri zaidi.',
            'Kukutumia jarida letu uliloliomba. Kila toleo lina kiungo cha kujiondoa.',
            'Kulinda tovuti: kudhibiti maombi yanayorudiwa mara nyingi na kuchunguza mashambulizi.',
          ],
          'Tunatumia taarifa zako kwa msingi wa ridhaa yako (unapotutumia fomu) na maslahi yetu halali ya kukujibu na kuweka tovuti salama. Hatufanyi maamuzi ya kiotomatiki kukuhusu, na hatutumii kamwe ujumbe wako kwa matangazo.',
        ),
      },
    },
  },
  {
    kind: 'legalSection',
    values: { page: 'privacy', anchor: 'how-long-we-keep-it' },
    words: {
      en: {
        title: 'How long we keep it',
        body: text([
          'Contact messages: 24 months after our last exchange with you, then deleted. If your inquiry leads to a contract, we keep what the law requires for that contract.',
          'Newsletter address: until you unsubscribe. We delete it within 30 days of your request.',
          'Server records: 30 days, unless they are needed to investigate a specific security incident.',
        ]),
      },
      fr: {
        title: 'Combien de temps nous les conservons',
        body: text([
          'Messages de contact : 24 mois après notre dernier échange, puis suppression. Si votre demande aboutit à un contrat, nous conservons ce que la loi exige pour ce contrat.',
          'Adresse d’abonnement : jusqu’à votre désabonnement. Nous la supprimons dans les 30 jours suivant votre demande.',
          'Journaux du serveur : 30 jours, sauf s’ils sont nécessaires à l’examen d’un incident de sécurité précis.',
        ]),
      },
      sw: {
        title: 'Tunazihifadhi kwa muda gani',
        body: text([
          'Ujumbe wa mawasiliano: miezi 24 baada ya mawasiliano yetu ya mwisho, kisha unafutwa. Ombi lako likizaa mkataba, tunahifadhi kile ambacho sheria inadai kwa mkataba huo.',
          'Anwani ya jarida: hadi utakapojiondoa. Tunaifuta ndani ya siku 30 baada ya ombi lako.',
          'Kumbukumbu za seva: siku 30, isipokuwa zikihitajika kuchunguza tukio mahususi la usalama.',
        ]),
      },
    },
  },
  {
    kind: 'legalSection',
    values: { page: 'privacy', anchor: 'who-sees-it' },
    words: {
      en: {
        title: 'Who sees it',
        body: text(
          [
            'The group staff who handle your inquiry, in the company or office concerned, and only as far as they need to.',
            'Our hosting provider, which runs the servers for us as an “operator”: it processes the information only on our written instructions and must keep it secure and confidential.',
            'Authorities, only when the law obliges us to disclose it.',
          ],
          'We do not sell, rent or trade your personal information, and we do not give it to anyone for their own marketing.',
        ),
      },
      fr: {
        title: 'Qui y a accès',
        body: text(
          [
            'Le personnel du Groupe qui traite votre demande, dans la société ou le bureau concerné, et seulement dans la mesure nécessaire.',
            'Notre hébergeur, qui exploite les serveurs pour notre compte en tant que « sous-traitant » : il ne traite les données que sur nos instructions écrites et doit en garantir la sécurité et la confidentialité.',
            'Les autorités, uniquement lorsque la loi nous oblige à les leur communiquer.',
          ],
          'Nous ne vendons, ne louons ni n’échangeons vos données personnelles, et ne les cédons à personne pour ses propres actions commerciales.',
        ),
      },
      sw: {
        title: 'Nani huziona',
        body: text(
          [
            'Wafanyakazi wa kundi wanaoshughulikia ombi lako, katika kampuni au ofisi husika, na kwa kiasi wanachohitaji tu.',
            'Mtoa huduma wetu wa uhifadhi wa tovuti, anayeendesha seva kwa niaba yetu kama “mchakataji”: anashughulikia taarifa kwa maelekezo yetu ya maandishi tu na lazima azilinde na kuzitunza kwa siri.',
            'Mamlaka za serikali, pale tu sheria inapotulazimisha kuzitoa.',
          ],
          'Hatuuzi, hatukodishi wala hatubadilishani taarifa zako binafsi, na hatumpi mtu yeyote kwa ajili ya matangazo yake mwenyewe.',
        ),
      },
    },
  },
  {
    kind: 'legalSection',
    values: { page: 'privacy', anchor: 'cookies' },
    words: {
      en: {
        title: 'Cookies and third parties',
        body: text(
          'This website sets one cookie, veb-lang, which remembers the language you chose (English, French or Kiswahili) for one year, so that pages open in your language. The same choice is kept in your browser’s local storage under the entry veb-language. Neither contains anything about you.',
          'We use no analytics, advertising or tracking cookies. The website loads no third-party services, fonts, scripts, maps, analytics or trackers: every file comes from our own server.',
        ),
      },
      fr: {
        title: 'Cookies et services tiers',
        body: text(
          'Ce site dépose un seul cookie, veb-lang, qui retient pendant un an la langue choisie (anglais, français ou kiswahili) afin que les pages s’ouvrent dans votre langue. Le même choix est conservé dans le stockage local de votre navigateur sous l’entrée veb-language. Aucun des deux ne contient d’information sur vous.',
          'Nous n’utilisons aucun cookie de mesure d’audience, de publicité ou de suivi. Le site ne charge aucun service, police, script, carte, outil d’analyse ni traceur tiers : chaque fichier provient de notre propre serveur.',
        ),
      },
      sw: {
        title: 'Vidakuzi na huduma za wengine',
        body: text(
          'Tovuti hii huweka kidakuzi kimoja tu, veb-lang, kinachokumbuka lugha uliyochagua (Kiingereza, Kifaransa au Kiswahili) kwa mwaka mmoja, ili kurasa zifunguke kwa lugha yako. Chaguo hilo hilo huhifadhiwa pia katika hifadhi ya ndani ya kivinjari chako chini ya jina veb-language. Hakuna kati ya hivi kinachobeba taarifa kukuhusu.',
          'Hatutumii vidakuzi vya takwimu, matangazo wala ufuatiliaji. Tovuti haipakii huduma, fonti, hati, ramani, zana za takwimu wala vifuatiliaji vya watu wengine: kila faili hutoka kwenye seva yetu wenyewe.',
        ),
      },
    },
  },
  {
    kind: 'legalSection',
    values: { page: 'privacy', anchor: 'security' },
    words: {
      en: {
        title: 'How we protect it',
        body: text(
          'The website is served over an encrypted connection. Stored information is accessible only to the staff who need it, with individual accounts. We review who has access and report any security compromise to the regulators and to you as the law requires.',
        ),
      },
      fr: {
        title: 'Comment nous les protégeons',
        body: text(
          'Le site est servi par une connexion chiffrée. Les données enregistrées ne sont accessibles qu’au personnel qui en a besoin, avec des comptes individuels. Nous revoyons régulièrement les accès et signalons toute atteinte à la sécurité aux autorités de contrôle et à vous-même, comme la loi l’exige.',
        ),
      },
      sw: {
        title: 'Jinsi tunavyozilinda',
        body: text(
          'Tovuti hutumwa kupitia muunganisho uliosimbwa. Taarifa zilizohifadhiwa zinapatikana tu kwa wafanyakazi wanaozihitaji, kila mmoja kwa akaunti yake. Tunakagua mara kwa mara nani ana ruhusa ya kuziona, na tunaripoti uvunjaji wowote wa usalama kwa mamlaka husika na kwako kama sheria inavyotaka.',
        ),
      },
    },
  },
  {
    kind: 'legalSection',
    values: { page: 'privacy', anchor: 'cross-border' },
    words: {
      en: {
        title: 'Between South Africa and Uganda',
        body: text(
          'Because the group works in both countries, an inquiry may be handled by a team in the other country. Both countries have data protection laws that give you the rights described here, and our companies apply this notice wherever they are.',
        ),
      },
      fr: {
        title: 'Entre l’Afrique du Sud et l’Ouganda',
        body: text(
          'Le Groupe étant présent dans les deux pays, votre demande peut être traitée par une équipe de l’autre pays. Les deux pays disposent de lois sur la protection des données qui vous accordent les droits décrits ici, et nos sociétés appliquent cette politique où qu’elles se trouvent.',
        ),
      },
      sw: {
        title: 'Kati ya Afrika Kusini na Uganda',
        body: text(
          'Kwa kuwa kundi linafanya kazi katika nchi zote mbili, ombi lako linaweza kushughulikiwa na timu ya nchi nyingine. Nchi zote mbili zina sheria za ulinzi wa data zinazokupa haki zilizoelezwa hapa, na kampuni zetu hufuata taarifa hii popote zilipo.',
        ),
      },
    },
  },
  {
    kind: 'legalSection',
    values: { page: 'privacy', anchor: 'your-rights' },
    words: {
      en: {
        title: 'Your rights',
        body: text(
          'Under South Africa’s Protection of Personal Information Act 4 of 2013 (POPIA) you may:',
          [
            'ask whether we hold information about you and receive a copy of it;',
            'ask us to correct information that is wrong or incomplete;',
            'ask us to delete information we no longer have a reason to keep;',
            'object to our use of your information, and withdraw your consent at any time;',
            'object to direct marketing, for example by unsubscribing from the newsletter;',
            'complain to the Information Regulator (inforegulator.org.za).',
          ],
          'Under Uganda’s Data Protection and Privacy Act, 2019 you may likewise access your information, have it corrected or deleted, and ask us to stop or not begin processing it. You may complain to the Personal Data Protection Office (pdpo.go.ug).',
          'Requests are free. We answer within 30 days and may ask you to confirm your identity first. We would appreciate the chance to resolve a concern before you go to a regulator, but you do not have to contact us first.',
        ),
      },
      fr: {
        title: 'Vos droits',
        body: text(
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
        ),
      },
      sw: {
        title: 'Haki zako',
        body: text(
          'Chini ya Sheria ya Ulinzi wa Taarifa Binafsi ya Afrika Kusini (Protection of Personal Information Act 4 of 2013, POPIA) unaweza:',
          [
            'kuuliza kama tuna taarifa zako na kupata nakala yake;',
            'kutuomba kusahihisha taarifa zisizo sahihi au zisizokamilika;',
            'kutuomba kufuta taarifa ambazo hatuna tena sababu ya kuzihifadhi;',
            'kupinga matumizi ya taarifa zako, na kuondoa ridhaa yako wakati wowote;',
            'kukataa matangazo ya moja kwa moja, kwa mfano kwa kujiondoa kwenye jarida;',
            'kuwasilisha malalamiko kwa Mdhibiti wa Taarifa (Information Regulator, inforegulator.org.za).',
          ],
          'Chini ya Sheria ya Ulinzi wa Data na Faragha ya Uganda (Data Protection and Privacy Act, 2019) vilevile unaweza kuona taarifa zako, kuzisahihisha au kuzifuta, na kutuomba tuache au tusianze kuzishughulikia. Unaweza kuwasilisha malalamiko kwa Ofisi ya Ulinzi wa Data Binafsi (Personal Data Protection Office, pdpo.go.ug).',
          'Maombi ni bure. Tunajibu ndani ya siku 30 na tunaweza kwanza kukuomba uthibitishe utambulisho wako. Tungependa kupata nafasi ya kutatua tatizo kabla hujaenda kwa mamlaka, lakini si lazima uwasiliane nasi kwanza.',
        ),
      },
    },
  },
  {
    kind: 'legalSection',
    values: { page: 'privacy', anchor: 'children' },
    words: {
      en: {
        title: 'Children',
        body: text(
          'This website is meant for adults. We do not knowingly collect information from anyone under 18; if you believe a child has sent us their details, tell us and we will delete them.',
        ),
      },
      fr: {
        title: 'Enfants',
        body: text(
          'Ce site s’adresse aux adultes. Nous ne recueillons pas sciemment de données de personnes de moins de 18 ans ; si vous pensez qu’un enfant nous a transmis ses coordonnées, prévenez-nous et nous les supprimerons.',
        ),
      },
      sw: {
        title: 'Watoto',
        body: text(
          'Tovuti hii imekusudiwa watu wazima. Hatukusanyi kwa makusudi taarifa za mtu yeyote aliye chini ya miaka 18; ukiamini kuwa mtoto ametutumia taarifa zake, tujulishe nasi tutazifuta.',
        ),
      },
    },
  },
  {
    kind: 'legalSection',
    values: { page: 'privacy', anchor: 'changes' },
    words: {
      en: {
        title: 'Changes to this notice',
        body: text(
          'We will update this notice when our practices or the law change, and show the date of the latest version at the top of this page.',
        ),
      },
      fr: {
        title: 'Modifications de cette politique',
        body: text(
          'Nous mettrons cette politique à jour lorsque nos pratiques ou la loi évolueront, et la date de la dernière version figure en haut de cette page.',
        ),
      },
      sw: {
        title: 'Mabadiliko ya taarifa hii',
        body: text(
          'Tutasasisha taarifa hii pale desturi zetu au sheria zinapobadilika, na tarehe ya toleo la karibuni zaidi inaonyeshwa juu ya ukurasa huu.',
        ),
      },
    },
  },
  {
    kind: 'legalSection',
    values: { page: 'privacy', anchor: 'contact' },
    words: {
      en: {
        title: 'Contact our Information Officer',
        body: text(
          'For any question, request or complaint about your personal information, write to our Information Officer:',
        ),
      },
      fr: {
        title: 'Contacter notre responsable de l’information',
        body: text(
          'Pour toute question, demande ou réclamation concernant vos données personnelles, écrivez à notre responsable de l’information :',
        ),
      },
      sw: {
        title: 'Wasiliana na Afisa wetu wa Taarifa',
        body: text(
          'Kwa swali, ombi au malalamiko yoyote kuhusu taarifa zako binafsi, mwandikie Afisa wetu wa Taarifa:',
        ),
      },
    },
  },
  {
    kind: 'legalSection',
    values: { page: 'terms', anchor: 'about-these-terms' },
    words: {
      en: {
        title: 'About these terms',
        body: text(
          'These terms apply to your use of this website, run by VEB Group (Pty) Ltd, Johannesburg, South Africa. By using the website you accept them. If you do not agree, please do not use the website.',
        ),
      },
      fr: {
        title: 'À propos de ces conditions',
        body: text(
          'Ces conditions s’appliquent à votre utilisation de ce site, exploité par VEB Group (Pty) Ltd, Johannesburg, Afrique du Sud. En utilisant le site, vous les acceptez. Si vous n’êtes pas d’accord, merci de ne pas utiliser le site.',
        ),
      },
      sw: {
        title: 'Kuhusu masharti haya',
        body: text(
          'Masharti haya yanahusu matumizi yako ya tovuti hii, inayoendeshwa na VEB Group (Pty) Ltd, Johannesburg, Afrika Kusini. Kwa kutumia tovuti, unayakubali. Ikiwa hukubaliani nayo, tafadhali usitumie tovuti hii.',
        ),
      },
    },
  },
  {
    kind: 'legalSection',
    values: { page: 'terms', anchor: 'using-our-content' },
    words: {
      en: {
        title: 'Using our content',
        body: text(
          'The text, images, logos and design of this website belong to VEB Group or to those who allowed us to use them. You may:',
          [
            'read, download and print pages for your own information;',
            'share links to our pages and quote short extracts with a reference to the source.',
          ],
          'You may not copy, change or republish our content for commercial purposes, or use our names and logos in a way that suggests a connection with us, without our written permission.',
        ),
      },
      fr: {
        title: 'Utilisation de nos contenus',
        body: text(
          'Les textes, images, logos et la conception de ce site appartiennent à VEB Group ou à ceux qui nous ont autorisés à les utiliser. Vous pouvez :',
          [
            'lire, télécharger et imprimer des pages pour votre information personnelle ;',
            'partager des liens vers nos pages et citer de courts extraits en indiquant la source.',
          ],
          'Vous ne pouvez pas copier, modifier ni republier nos contenus à des fins commerciales, ni utiliser nos noms et logos d’une manière qui laisserait croire à un lien avec nous, sans notre autorisation écrite.',
        ),
      },
      sw: {
        title: 'Kutumia maudhui yetu',
        body: text(
          'Maandishi, picha, nembo na muundo wa tovuti hii ni mali ya VEB Group au ya wale walioturuhusu kuyatumia. Unaweza:',
          [
            'kusoma, kupakua na kuchapisha kurasa kwa taarifa yako binafsi;',
            'kushiriki viungo vya kurasa zetu na kunukuu sehemu fupi ukitaja chanzo.',
          ],
          'Huruhusiwi kunakili, kubadilisha au kuchapisha upya maudhui yetu kwa madhumuni ya kibiashara, wala kutumia majina na nembo zetu kwa namna inayoashiria uhusiano nasi, bila ruhusa yetu ya maandishi.',
        ),
      },
    },
  },
  {
    kind: 'legalSection',
    values: { page: 'terms', anchor: 'acceptable-use' },
    words: {
      en: {
        title: 'Acceptable use',
        body: text(
          'Please do not use the website for anything unlawful, send false or misleading information through our forms, send unsolicited advertising, try to gain access to systems you are not allowed to use, or disrupt the website, for example with automated requests that overload it.',
        ),
      },
      fr: {
        title: 'Utilisation acceptable',
        body: text(
          'N’utilisez pas le site à des fins illicites, n’envoyez pas d’informations fausses ou trompeuses par nos formulaires, n’envoyez pas de publicité non sollicitée, ne tentez pas d’accéder à des systèmes auxquels vous n’avez pas droit et ne perturbez pas le site, par exemple par des requêtes automatisées qui le surchargent.',
        ),
      },
      sw: {
        title: 'Matumizi yanayokubalika',
        body: text(
          'Tafadhali usitumie tovuti kwa jambo lolote lisilo halali, usitume taarifa za uongo au za kupotosha kupitia fomu zetu, usitume matangazo yasiyoombwa, usijaribu kuingia kwenye mifumo usiyoruhusiwa, wala usivuruge tovuti, kwa mfano kwa maombi ya kiotomatiki yanayoielemea.',
        ),
      },
    },
  },
  {
    kind: 'legalSection',
    values: { page: 'terms', anchor: 'figures-and-forecasts' },
    words: {
      en: {
        title: 'Figures and forecasts',
        body: text(
          'Figures on this website, such as the number of people trained, growth targets, the valuation vision for 2030 or the ranges and returns of investment opportunities, are estimates or forward-looking statements. They describe our plans and expectations in good faith, but they are not promises and actual results may differ.',
          'Nothing on this website is an offer of shares or other securities, or financial, legal or tax advice. Before investing, ask for the full documentation and take independent professional advice.',
        ),
      },
      fr: {
        title: 'Chiffres et prévisions',
        body: text(
          'Les chiffres présentés sur ce site, comme le nombre de personnes formées, les objectifs de croissance, l’ambition de valorisation pour 2030 ou les montants et rendements des opportunités d’investissement, sont des estimations ou des déclarations prospectives. Ils décrivent de bonne foi nos projets et nos attentes, mais ne constituent pas des promesses, et les résultats réels peuvent différer.',
          'Rien sur ce site ne constitue une offre d’actions ou d’autres titres, ni un conseil financier, juridique ou fiscal. Avant d’investir, demandez la documentation complète et consultez un conseiller professionnel indépendant.',
        ),
      },
      sw: {
        title: 'Takwimu na makadirio',
        body: text(
          'Takwimu zilizo kwenye tovuti hii, kama idadi ya watu waliopata mafunzo, malengo ya ukuaji, maono ya thamani ya kundi ifikapo 2030, au viwango na faida za fursa za uwekezaji, ni makadirio au kauli za matarajio ya baadaye. Zinaeleza kwa nia njema mipango na matarajio yetu, lakini si ahadi, na matokeo halisi yanaweza kutofautiana.',
          'Hakuna chochote kwenye tovuti hii kilicho ofa ya hisa au dhamana nyingine, wala ushauri wa kifedha, kisheria au wa kodi. Kabla ya kuwekeza, omba nyaraka kamili na upate ushauri huru wa kitaalamu.',
        ),
      },
    },
  },
  {
    kind: 'legalSection',
    values: { page: 'terms', anchor: 'no-warranties' },
    words: {
      en: {
        title: 'No warranties',
        body: text(
          'We work to keep the website accurate, current and available, but we provide it “as is”: we do not guarantee that it is complete, free of errors or always available, and we may change or remove content at any time.',
        ),
      },
      fr: {
        title: 'Absence de garantie',
        body: text(
          'Nous nous efforçons de garder le site exact, à jour et disponible, mais nous le fournissons « tel quel » : nous ne garantissons pas qu’il soit complet, exempt d’erreurs ou toujours accessible, et nous pouvons modifier ou retirer des contenus à tout moment.',
        ),
      },
      sw: {
        title: 'Hakuna dhamana',
        body: text(
          'Tunajitahidi kuifanya tovuti iwe sahihi, ya kisasa na ipatikane, lakini tunaitoa “kama ilivyo”: hatuhakikishi kuwa imekamilika, haina makosa au inapatikana wakati wote, na tunaweza kubadilisha au kuondoa maudhui wakati wowote.',
        ),
      },
    },
  },
  {
    kind: 'legalSection',
    values: { page: 'terms', anchor: 'links-to-other-websites' },
    words: {
      en: {
        title: 'Links to company and other websites',
        body: text(
          'The website links to the websites of our group companies and to other sites. Those sites are run separately, under their own terms and privacy notices. We are not responsible for content we do not control, and a link is not an endorsement.',
        ),
      },
      fr: {
        title: 'Liens vers les sites des sociétés et d’autres sites',
        body: text(
          'Le site contient des liens vers les sites de nos sociétés et vers d’autres sites. Ceux-ci sont exploités séparément, selon leurs propres conditions et politiques de confidentialité. Nous ne sommes pas responsables des contenus que nous ne maîtrisons pas, et un lien ne vaut pas approbation.',
        ),
      },
      sw: {
        title: 'Viungo vya tovuti za kampuni na nyinginezo',
        body: text(
          'Tovuti ina viungo vya tovuti za kampuni za kundi letu na za wengine. Tovuti hizo zinaendeshwa kivyake, chini ya masharti na taarifa zao za faragha. Hatuwajibiki kwa maudhui tusiyoyadhibiti, na kiungo hakimaanishi kuwa tunaunga mkono tovuti hiyo.',
        ),
      },
    },
  },
  {
    kind: 'legalSection',
    values: { page: 'terms', anchor: 'liability' },
    words: {
      en: {
        title: 'Limits of our liability',
        body: text(
          'As far as the law allows, VEB Group and its companies are not liable for any loss or damage arising from your use of this website or from relying on its content, including indirect or consequential loss.',
          'Nothing in these terms limits any liability that cannot be limited by law, or takes away any right you have as a consumer, including under South Africa’s Consumer Protection Act.',
        ),
      },
      fr: {
        title: 'Limites de notre responsabilité',
        body: text(
          'Dans la mesure permise par la loi, VEB Group et ses sociétés ne sont pas responsables des pertes ou dommages résultant de votre utilisation de ce site ou de la confiance accordée à son contenu, y compris les pertes indirectes.',
          'Rien dans ces conditions ne limite une responsabilité que la loi interdit de limiter, ni ne vous prive d’un droit dont vous disposez en tant que consommateur, notamment en vertu de la loi sud-africaine sur la protection des consommateurs (Consumer Protection Act).',
        ),
      },
      sw: {
        title: 'Mipaka ya dhima yetu',
        body: text(
          'Kwa kadiri sheria inavyoruhusu, VEB Group na kampuni zake hazitawajibika kwa hasara au madhara yoyote yatokanayo na matumizi yako ya tovuti hii au kutegemea maudhui yake, ikiwemo hasara zisizo za moja kwa moja.',
          'Hakuna kitu katika masharti haya kinachopunguza dhima ambayo sheria haiiruhusu kupunguzwa, wala kukuondolea haki uliyo nayo kama mtumiaji, ikiwemo chini ya Sheria ya Ulinzi wa Watumiaji ya Afrika Kusini (Consumer Protection Act).',
        ),
      },
    },
  },
  {
    kind: 'legalSection',
    values: { page: 'terms', anchor: 'your-personal-information' },
    words: {
      en: {
        title: 'Your personal information',
        body: text('How we handle the information you send us through the website is explained in our privacy notice.'),
      },
      fr: {
        title: 'Vos données personnelles',
        body: text(
          'La manière dont nous traitons les informations que vous nous envoyez par le site est expliquée dans notre politique de confidentialité.',
        ),
      },
      sw: {
        title: 'Taarifa zako binafsi',
        body: text(
          'Jinsi tunavyoshughulikia taarifa unazotutumia kupitia tovuti imeelezwa katika taarifa yetu ya faragha.',
        ),
      },
    },
  },
  {
    kind: 'legalSection',
    values: { page: 'terms', anchor: 'governing-law' },
    words: {
      en: {
        title: 'Governing law',
        body: text(
          'These terms are governed by the law of the Republic of South Africa. Any dispute is subject to the jurisdiction of the South African courts, with Johannesburg as the preferred venue, without affecting any mandatory right to go to the courts where you live.',
        ),
      },
      fr: {
        title: 'Droit applicable',
        body: text(
          'Ces conditions sont régies par le droit de la République d’Afrique du Sud. Tout litige relève de la compétence des tribunaux sud-africains, de préférence à Johannesburg, sans préjudice de votre droit impératif de saisir les tribunaux de votre lieu de résidence.',
        ),
      },
      sw: {
        title: 'Sheria inayotumika',
        body: text(
          'Masharti haya yanaongozwa na sheria za Jamhuri ya Afrika Kusini. Mgogoro wowote utasikilizwa na mahakama za Afrika Kusini, Johannesburg ikiwa mahali panapopendelewa, bila kuathiri haki yako ya lazima ya kwenda kwenye mahakama za mahali unapoishi.',
        ),
      },
    },
  },
  {
    kind: 'legalSection',
    values: { page: 'terms', anchor: 'changes' },
    words: {
      en: {
        title: 'Changes to these terms',
        body: text(
          'We may update these terms from time to time. The date at the top of this page shows the latest version; the version published when you use the website applies.',
        ),
      },
      fr: {
        title: 'Modifications de ces conditions',
        body: text(
          'Nous pouvons mettre ces conditions à jour de temps à autre. La date en haut de cette page indique la dernière version ; c’est la version publiée au moment où vous utilisez le site qui s’applique.',
        ),
      },
      sw: {
        title: 'Mabadiliko ya masharti haya',
        body: text(
          'Tunaweza kusasisha masharti haya mara kwa mara. Tarehe iliyo juu ya ukurasa huu inaonyesha toleo la karibuni zaidi; toleo lililochapishwa wakati unapotumia tovuti ndilo linalotumika.',
        ),
      },
    },
  },
  {
    kind: 'legalSection',
    values: { page: 'terms', anchor: 'contact' },
    words: {
      en: { title: 'Contact us', body: text('Questions about these terms? Write to us:') },
      fr: { title: 'Nous contacter', body: text('Une question sur ces conditions ? Écrivez-nous :') },
      sw: { title: 'Wasiliana nasi', body: text('Una swali kuhusu masharti haya? Tuandikie:') },
    },
  },
];
