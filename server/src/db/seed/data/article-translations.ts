import type { TranslatedLocale } from '@common/locale';
import type { SeedArticleTranslation } from '../types';

/**
 * French and Swahili versions of the demo articles, keyed by the English article's slug: the three
 * featured on the home page (common/src/content/home-news.ts, whose titles and excerpts they repeat) and
 * the newest. Each keeps the English structure (headings, paragraphs, list items, links), its figures and
 * its proper nouns. French follows the site's conventions (’ apostrophes, « » quotation marks, a plain
 * space before : ; ! ?); Swahili is standard Kiswahili with “ ” quotation marks.
 */
export const seedArticleTranslations: Record<string, Record<TranslatedLocale, SeedArticleTranslation>> = {
  'veb-group-launches-uganda-operations-kampala-office': {
    fr: {
      slug: 'veb-group-lance-ses-activites-en-ouganda-avec-un-bureau-a-kampala',
      title: 'VEB Group lance ses activités en Ouganda avec un nouveau bureau à Kampala',
      excerpt:
        'Le premier bureau du groupe hors d’Afrique du Sud ouvre à Kampala : il sera la base de ses activités agricoles, de formation et de logistique en Afrique de l’Est.',
      content: [
        '<p>VEB Group a officiellement lancé ses activités en Ouganda en ouvrant un nouveau bureau à Kampala. C’est la première implantation permanente du groupe hors d’Afrique du Sud, et le point de départ de son expansion panafricaine.</p>',
        '<h2>Le rôle du bureau de Kampala</h2>',
        '<p>Le bureau coordonnera les premières activités du groupe en Afrique de l’Est :</p>',
        '<ul>',
        '<li>l’accompagnement technique et l’accès aux marchés pour les producteurs de café et les horticulteurs, par l’intermédiaire d’Agri-Extension Services et de VEB Greenharvest ;</li>',
        '<li>des formations courtes aux métiers et au numérique, dispensées par VEB Cele &amp; Associates avec des organismes de formation locaux ;</li>',
        '<li>des services de fret et de TIC entre l’Ouganda et l’Afrique du Sud, pilotés par VEB Global Link.</li>',
        '</ul>',
        '<p>Le bureau démarre avec une équipe de douze personnes, presque toutes recrutées en Ouganda. « Nous ne voulions pas faire venir une équipe de Johannesburg, explique Brian Mugisha, du bureau ougandais du groupe. Ceux qui connaissent ces marchés et ces communautés sont ici. »</p>',
        '<h2>Une étape vers la Vision 2030</h2>',
        '<p>L’Ouganda est le deuxième pays d’implantation du groupe, qui vise 34 pays et une valorisation d’un milliard de dollars américains d’ici à 2030. L’Angola, le Kenya et la République démocratique du Congo sont les prochaines étapes de cette expansion. Les partenaires et les investisseurs qui souhaitent y prendre part peuvent <a href="/contact?subject=investment">contacter notre équipe chargée des investissements</a>, et les postes ouverts à Kampala sont publiés sur notre <a href="/careers">page Carrières</a>.</p>',
      ].join('\n'),
    },
    sw: {
      slug: 'veb-group-yaanzisha-shughuli-zake-uganda-kwa-ofisi-mpya-kampala',
      title: 'VEB Group yaanzisha shughuli zake Uganda kwa ofisi mpya jijini Kampala',
      excerpt:
        'Ofisi ya kwanza ya kundi nje ya Afrika Kusini imefunguliwa Kampala, na itakuwa kitovu cha kazi zake za kilimo, ujuzi na usafirishaji Afrika Mashariki.',
      content: [
        '<p>VEB Group imezindua rasmi shughuli zake nchini Uganda kwa kufungua ofisi mpya jijini Kampala. Hii ni mara ya kwanza kwa kundi hili kuwa na uwepo wa kudumu nje ya Afrika Kusini, na ndio mwanzo wa upanuzi wake barani Afrika.</p>',
        '<h2>Kazi za ofisi ya Kampala</h2>',
        '<p>Ofisi hii itaratibu shughuli za kwanza za kundi katika Afrika Mashariki:</p>',
        '<ul>',
        '<li>huduma za ugani na upatikanaji wa masoko kwa wakulima wa kahawa na wa mazao ya bustani, kupitia Agri-Extension Services na VEB Greenharvest;</li>',
        '<li>kozi fupi za ufundi stadi na ujuzi wa kidijitali, zitakazotolewa na VEB Cele &amp; Associates kwa kushirikiana na watoa mafunzo wa ndani;</li>',
        '<li>huduma za usafirishaji wa mizigo na TEHAMA kati ya Uganda na Afrika Kusini, chini ya uongozi wa VEB Global Link.</li>',
        '</ul>',
        '<p>Ofisi inaanza na timu ya watu kumi na wawili, karibu wote wakiwa wameajiriwa nchini Uganda. “Hatukutaka kuleta timu kutoka Johannesburg,” alisema Brian Mugisha wa ofisi ya kundi nchini Uganda. “Watu wanaoyajua masoko haya na jamii hizi wako hapa.”</p>',
        '<h2>Hatua kuelekea Dira 2030</h2>',
        '<p>Uganda ni nchi ya pili ambako kundi linafanya kazi, katika safari ya kufikia lengo lake la nchi 34 na thamani ya dola bilioni 1 za Marekani ifikapo mwaka 2030. Angola, Kenya na Jamhuri ya Kidemokrasia ya Kongo ndizo zinazofuata katika mpango wa upanuzi. Washirika na wawekezaji wanaotaka kushiriki wanaweza <a href="/contact?subject=investment">kuwasiliana na timu yetu ya uwekezaji</a>, na nafasi za kazi zilizo wazi Kampala zimeorodheshwa kwenye <a href="/careers">ukurasa wetu wa Ajira</a>.</p>',
      ].join('\n'),
    },
  },

  'handyperson-skills-programme-trains-5059-participants': {
    fr: {
      slug: 'le-programme-homme-a-tout-faire-forme-plus-de-5059-participants',
      title: 'Le programme d’homme à tout faire forme plus de 5 059 participants',
      excerpt:
        'Plus de 5 059 personnes ont appris les métiers de l’entretien des bâtiments : 3 259 au Gauteng et 1 800 au Mpumalanga.',
      content: [
        '<p>Le programme « homme à tout faire » de VEB Cele &amp; Associates a désormais formé plus de 5 059 participants : 3 259 au Gauteng et 1 800 au Mpumalanga. C’est l’un des plus grands programmes de formation aux métiers manuels jamais menés par le groupe.</p>',
        '<h2>Ce que l’on y apprend</h2>',
        '<p>Le programme associe cours théoriques en salle et pratique en atelier. Les participants suivent des modules consacrés à :</p>',
        '<ul>',
        '<li>la plomberie de base : fuites, robinets, chauffe-eau et évacuations ;</li>',
        '<li>la sécurité électrique et le dépannage simple ;</li>',
        '<li>le carrelage, le plâtrage et la peinture ;</li>',
        '<li>la menuiserie et la réparation des portes, des fenêtres et des placards ;</li>',
        '<li>le chiffrage d’un chantier, l’établissement d’un devis et la gestion d’une petite entreprise.</li>',
        '</ul>',
        '<h2>Se former pour gagner sa vie</h2>',
        '<p>En fin de parcours, chaque participant reçoit une caisse à outils de base et un certificat. Beaucoup travaillent aujourd’hui pour des gestionnaires immobiliers et des municipalités ; d’autres ont créé leur propre entreprise d’entretien, accompagnés par AK Business Enterprises.</p>',
        '<p>« L’objectif n’a jamais été un simple certificat, souligne Zanele Khumalo, responsable du programme. Il s’agissait de donner aux gens un métier qu’ils puissent exercer dès le lundi matin. » Les résultats du programme sont intégrés aux chiffres de notre <a href="/impact">page Impact</a>.</p>',
      ].join('\n'),
    },
    sw: {
      slug: 'programu-ya-mafundi-wa-matengenezo-yawafunza-washiriki-5059',
      title: 'Programu ya mafundi wa matengenezo yawafunza washiriki 5,059+',
      excerpt:
        'Zaidi ya watu 5,059 wamejifunza ufundi wa matengenezo ya nyumba: 3,259 mkoani Gauteng na 1,800 mkoani Mpumalanga.',
      content: [
        '<p>Programu ya mafunzo kwa mafundi wa matengenezo inayoendeshwa na VEB Cele &amp; Associates sasa imewafunza washiriki zaidi ya 5,059: 3,259 mkoani Gauteng na 1,800 mkoani Mpumalanga. Ni mojawapo ya programu kubwa zaidi za mafunzo ya ufundi kwa vitendo ambazo kundi limewahi kutekeleza.</p>',
        '<h2>Washiriki hujifunza nini</h2>',
        '<p>Programu inachanganya nadharia darasani na mazoezi karakana. Washiriki hukamilisha moduli za:</p>',
        '<ul>',
        '<li>ufundi bomba wa msingi: uvujaji, koki, hita za maji na mifereji ya maji taka;</li>',
        '<li>usalama wa umeme na utambuzi wa hitilafu ndogondogo;</li>',
        '<li>kuweka vigae, kupiga plasta na kupaka rangi;</li>',
        '<li>useremala na ukarabati wa milango, madirisha na kabati;</li>',
        '<li>kupanga bei ya kazi, kumpa mteja makadirio ya gharama na kuendesha biashara ndogo.</li>',
        '</ul>',
        '<h2>Kutoka mafunzoni hadi kujipatia kipato</h2>',
        '<p>Wahitimu huondoka na seti ya vifaa vya kuanzia kazi pamoja na cheti. Wengi wao sasa wanafanya kazi na kampuni za usimamizi wa majengo na halmashauri za miji, na wengine wameanzisha biashara zao za matengenezo kwa ushauri na ulezi kutoka AK Business Enterprises.</p>',
        '<p>“Lengo halikuwa kamwe cheti peke yake,” alisema meneja wa programu Zanele Khumalo. “Lilikuwa kumpa mtu ufundi anaoweza kuutumia Jumatatu asubuhi.” Matokeo ya programu ni sehemu ya takwimu zilizo kwenye <a href="/impact">ukurasa wetu wa Matokeo</a>.</p>',
      ].join('\n'),
    },
  },

  'new-benoni-manufacturing-hub': {
    fr: {
      slug: 'le-nouveau-site-de-production-de-benoni-ouvre-ses-portes',
      title: 'Le nouveau site de production de Benoni ouvre avec plus de 14 lignes',
      excerpt:
        'Sur 1,6 hectare, le site réunit plus de 14 lignes de production sous un même toit et crée plus de 150 emplois dans la fabrication de meubles et de matelas.',
      content: [
        '<p>VEB Group a inauguré son nouveau site de production à Benoni, dans l’East Rand, au Gauteng. Sur 1,6 hectare, il accueille plus de 14 lignes de production d’EcoCraft Interiors et a permis de créer plus de 150 emplois.</p>',
        '<h2>À l’intérieur du site</h2>',
        '<p>Le site regroupe en un seul lieu des activités jusqu’ici réparties entre trois locaux loués :</p>',
        '<ul>',
        '<li>des lignes de matelassage, d’assemblage et de finition des matelas ;</li>',
        '<li>un atelier de menuiserie pour les lits, les tables, les étagères et le mobilier scolaire ;</li>',
        '<li>un atelier de tapisserie d’ameublement et une salle de coupe des tissus ;</li>',
        '<li>un magasin de matières premières et une cour d’expédition pour les camions de VEB Global Link.</li>',
        '</ul>',
        '<p>Des panneaux solaires installés sur le toit couvrent une partie des besoins en électricité du site pendant la journée, et les chutes de bois sont collectées pour être réutilisées ou recyclées.</p>',
        '<h2>Des emplois et des compétences d’ici</h2>',
        '<p>La plupart des nouveaux salariés, plus de 150 au total, habitent à moins de 15 kilomètres du site, et beaucoup sont issus des programmes de formation du groupe. « Derrière chaque ligne de ce bâtiment, il y a une équipe de gens qui ont un métier », affirme Johan Botha, directeur de l’usine. Les postes à pourvoir sur le site sont publiés sur notre <a href="/careers">page Carrières</a>, et l’opportunité d’investissement liée à la montée en puissance de la production est présentée sur notre <a href="/investors">page Investisseurs</a>.</p>',
      ].join('\n'),
    },
    sw: {
      slug: 'kituo-kipya-cha-viwanda-cha-benoni-chafunguliwa',
      title: 'Kituo kipya cha viwanda cha Benoni chafunguliwa kikiwa na mistari 14+ ya uzalishaji',
      excerpt:
        'Eneo la hekta 1.6 linaleta zaidi ya mistari 14 ya uzalishaji chini ya paa moja na kubuni zaidi ya ajira 150 katika utengenezaji wa samani na magodoro.',
      content: [
        '<p>VEB Group imefungua kituo chake kipya cha viwanda mjini Benoni, katika eneo la East Rand mkoani Gauteng. Eneo hilo la hekta 1.6 lina zaidi ya mistari 14 ya uzalishaji ya EcoCraft Interiors, na limezalisha zaidi ya ajira 150.</p>',
        '<h2>Ndani ya kituo</h2>',
        '<p>Kituo hiki kinaunganisha mahali pamoja kazi ambazo awali zilikuwa zimetawanyika katika majengo matatu ya kukodi:</p>',
        '<ul>',
        '<li>mistari ya kushona, kuunganisha na kumalizia magodoro;</li>',
        '<li>karakana ya samani inayotengeneza vitanda, meza, rafu na samani za shule;</li>',
        '<li>sehemu ya kufunika samani kwa vitambaa na chumba cha kukata vitambaa;</li>',
        '<li>ghala la malighafi na uwanja wa kupakia mizigo kwenye malori ya VEB Global Link.</li>',
        '</ul>',
        '<p>Paneli za nishati ya jua zilizowekwa juu ya paa zinatoa sehemu ya umeme unaotumika kituoni mchana, na mabaki ya mbao hukusanywa ili yatumike tena au yarejelezwe.</p>',
        '<h2>Ajira kwa wenyeji, ujuzi wa wenyeji</h2>',
        '<p>Wengi wa wafanyakazi wapya, ambao ni zaidi ya 150, wanaishi ndani ya kilomita 15 kutoka kituoni, na idadi kubwa ni wahitimu wa programu za ujuzi za kundi. “Kila mstari katika jengo hili ni timu ya watu wenye ufundi,” alisema meneja wa kiwanda Johan Botha. Nafasi za kazi zilizo wazi kituoni hapa huchapishwa kwenye <a href="/careers">ukurasa wetu wa Ajira</a>, na maelezo kuhusu fursa ya uwekezaji katika kupanua uzalishaji yako kwenye <a href="/investors">ukurasa wetu wa Wawekezaji</a>.</p>',
      ].join('\n'),
    },
  },

  'ecocraft-wins-design-award-school-furniture': {
    fr: {
      slug: 'ecocraft-interiors-primee-pour-son-mobilier-scolaire-modulable',
      title: 'EcoCraft Interiors primée pour son mobilier scolaire modulable',
      excerpt:
        'Conçu et fabriqué à Benoni, un ensemble pupitre-chaise empilable et réparable a remporté la catégorie mobilier d’un grand concours national de design.',
      content: [
        '<p>EcoCraft Interiors a remporté la catégorie mobilier des South African Product Design Awards 2026 avec sa gamme de mobilier scolaire modulable, conçue et fabriquée sur le site de Benoni.</p>',
        '<h2>Ce qui a fait la différence</h2>',
        '<ul>',
        '<li>Pupitres et chaises s’empilent en toute sécurité : une salle de classe se libère en quelques minutes pour un examen ou une manifestation.</li>',
        '<li>Chaque pièce se remplace avec des outils courants : un pied cassé ne condamne plus le pupitre.</li>',
        '<li>Les plateaux sont fabriqués en bois certifié et en panneaux recyclés.</li>',
        '<li>La hauteur se règle pour trois tranches d’âge.</li>',
        '</ul>',
        '<p>La gamme a été mise au point avec les enseignants de six écoles, qui ont testé les prototypes dans leurs classes pendant tout un trimestre.</p>',
        '<h2>Du prototype à la série</h2>',
        '<p>« Les remarques les plus utiles venaient des élèves, qui nous ont montré précisément quel rebord leur écorchait les genoux », raconte la designer Naledi Radebe. La gamme est désormais produite en série sur deux lignes du site. Les établissements scolaires et les services de l’éducation peuvent <a href="/contact">nous contacter</a> pour obtenir un devis.</p>',
      ].join('\n'),
    },
    sw: {
      slug: 'ecocraft-interiors-yashinda-tuzo-ya-ubunifu-kwa-samani-za-shule',
      title: 'EcoCraft Interiors yashinda tuzo ya ubunifu kwa samani zake za shule',
      excerpt:
        'Seti ya dawati na kiti inayopangika na kukarabatika kwa urahisi, iliyobuniwa na kutengenezwa Benoni, imeshinda tuzo katika kipengele cha samani kwenye tuzo za kitaifa za ubunifu.',
      content: [
        '<p>EcoCraft Interiors imeshinda tuzo katika kipengele cha samani kwenye South African Product Design Awards za mwaka 2026, kwa samani zake za shule za vipande vinavyounganishwa, zilizobuniwa na kutengenezwa katika kituo cha Benoni.</p>',
        '<h2>Kilichozitofautisha samani hizi</h2>',
        '<ul>',
        '<li>Madawati na viti hupangwa kimoja juu ya kingine kwa usalama, hivyo darasa linaweza kuondolewa samani haraka kwa ajili ya mitihani na shughuli nyingine.</li>',
        '<li>Kila kipande kinaweza kubadilishwa kwa zana za kawaida, hivyo mguu uliovunjika haumaanishi tena kupoteza dawati zima.</li>',
        '<li>Sehemu za juu zimetengenezwa kwa mbao zilizothibitishwa na bodi za mbao zilizorejelezwa.</li>',
        '<li>Urefu unarekebishika kulingana na makundi matatu ya umri.</li>',
        '</ul>',
        '<p>Samani hizi zilibuniwa kwa kushirikiana na walimu wa shule sita, ambao walizijaribu sampuli za awali madarasani mwao kwa muhula mzima.</p>',
        '<h2>Kutoka sampuli hadi uzalishaji</h2>',
        '<p>“Maoni bora zaidi yalitoka kwa wanafunzi waliotuonyesha hasa ni ukingo upi uliokuwa ukiwakwaruza magoti,” alisema mbunifu Naledi Radebe. Samani hizi sasa zinazalishwa kwa wingi kwenye mistari miwili ya kituo. Shule na idara za elimu zinaweza <a href="/contact">kuwasiliana nasi</a> ili kupata makadirio ya bei.</p>',
      ].join('\n'),
    },
  },

  'expansion-studies-angola-kenya-dr-congo': {
    fr: {
      slug: 'veb-group-lance-des-etudes-de-marche-en-angola-au-kenya-et-en-rd-congo',
      title: 'VEB Group lance des études de marché en Angola, au Kenya et en RD Congo',
      excerpt:
        'Des équipes sur le terrain évalueront les perspectives dans l’agriculture, la logistique et la formation sur les trois prochains marchés du groupe.',
      content: [
        '<p>Après son implantation en Ouganda, VEB Group a entamé des études de marché approfondies en Angola, au Kenya et en République démocratique du Congo, les trois pays retenus pour la prochaine étape de son expansion.</p>',
        '<h2>Ce que couvrent les études</h2>',
        '<ul>',
        '<li>les débouchés pour VEB Greenharvest et Agri-Extension Services dans le manioc, le café et l’horticulture ;</li>',
        '<li>les corridors logistiques susceptibles de se raccorder à la liaison Johannesburg-Kampala de VEB Global Link ;</li>',
        '<li>les besoins en formation professionnelle et numérique ;</li>',
        '<li>la réglementation, les partenaires possibles et les exigences en matière d’actionnariat local.</li>',
        '</ul>',
        '<h2>Un déploiement sur cinq ans</h2>',
        '<p>Ces études s’inscrivent dans un déploiement sur cinq ans en Afrique de l’Est et en Afrique australe, qui doit rapprocher le groupe de son objectif : 34 pays et une valorisation d’un milliard de dollars américains d’ici à 2030. Dans chaque nouveau pays, le groupe commencera, comme en Ouganda, avec une petite équipe locale et une ou deux sociétés, avant que d’autres entreprises du groupe ne suivent.</p>',
        '<p>« Nous nous développons là où nous pouvons apporter quelque chose de concret : des emplois, des compétences et de meilleurs débouchés pour les agriculteurs », explique Chipo Banda, responsable de la stratégie. Les investisseurs et les partenaires de développement trouveront plus d’informations sur notre <a href="/investors">page Investisseurs</a>, et peuvent aussi <a href="/contact?subject=partnership">nous proposer un partenariat</a>.</p>',
      ].join('\n'),
    },
    sw: {
      slug: 'veb-group-yaanza-tafiti-za-masoko-angola-kenya-na-dr-congo',
      title: 'VEB Group yaanza tafiti za masoko nchini Angola, Kenya na DR Congo',
      excerpt:
        'Timu zilizo nyanjani zitatathmini fursa za kilimo, usafirishaji na mafunzo ya ujuzi katika masoko matatu yanayofuata ya upanuzi wa kundi.',
      content: [
        '<p>Baada ya kuanzisha shughuli zake nchini Uganda, VEB Group imeanza tafiti za kina za masoko nchini Angola, Kenya na Jamhuri ya Kidemokrasia ya Kongo, nchi tatu zilizochaguliwa kuwa masoko yake yanayofuata ya upanuzi.</p>',
        '<h2>Tafiti zinahusu nini</h2>',
        '<ul>',
        '<li>fursa kwa VEB Greenharvest na Agri-Extension Services katika kilimo cha mihogo, kahawa na mazao ya bustani;</li>',
        '<li>njia kuu za usafirishaji zinazoweza kuunganishwa na njia ya VEB Global Link kati ya Johannesburg na Kampala;</li>',
        '<li>mahitaji ya mafunzo ya ufundi stadi na ujuzi wa kidijitali;</li>',
        '<li>sheria na kanuni, washirika, na masharti ya umiliki wa wazawa.</li>',
        '</ul>',
        '<h2>Utekelezaji wa miaka mitano</h2>',
        '<p>Tafiti hizi ni sehemu ya mpango wa miaka mitano wa kupanua shughuli katika Afrika Mashariki na Kusini mwa Afrika, unaolenga kulifikisha kundi kwenye lengo lake la nchi 34 na thamani ya dola bilioni 1 za Marekani ifikapo mwaka 2030. Kila nchi mpya itaanza na timu ndogo ya wenyeji na kampuni moja au mbili, kama ilivyokuwa Uganda, kabla ya biashara nyingine za kundi kufuata.</p>',
        '<p>“Tunakua pale tunapoweza kuleta kitu cha maana: ajira, ujuzi na masoko bora kwa wakulima,” alisema meneja wa mikakati Chipo Banda. Wawekezaji na washirika wa maendeleo wanaweza kupata maelezo zaidi kwenye <a href="/investors">ukurasa wetu wa Wawekezaji</a> au <a href="/contact?subject=partnership">kupendekeza ushirikiano</a>.</p>',
      ].join('\n'),
    },
  },

  'cooperative-market-days-connect-farmers-and-buyers': {
    fr: {
      slug: 'les-journees-du-marche-cooperatif-rapprochent-producteurs-et-acheteurs',
      title: 'Les journées du marché coopératif rapprochent petits producteurs, distributeurs et hôtels',
      excerpt:
        'Chaque mois, au Mpumalanga et à Mukono, les membres des coopératives vendent en direct et signent des contrats d’approvisionnement avec des acheteurs institutionnels.',
      content: [
        '<p>VEB Greenharvest et Agri-Extension Services organisent désormais chaque mois des journées du marché coopératif à Mbombela, au Mpumalanga, et à Mukono, aux portes de Kampala. Chaque marché réunit les membres des coopératives, les habitants des environs et des acheteurs de supermarchés, d’hôtels et d’écoles.</p>',
        '<h2>Le déroulement d’une journée de marché</h2>',
        '<ol>',
        '<li>Le matin, les coopératives vendent leurs produits frais directement au public.</li>',
        '<li>À midi, les acheteurs institutionnels participent à des séances de dégustation et de calibrage.</li>',
        '<li>L’après-midi, coopératives et acheteurs se retrouvent pour fixer ensemble les volumes, la qualité et les prix des mois à venir.</li>',
        '</ol>',
        '<p>En quatre mois, ces marchés ont débouché sur 19 nouveaux contrats d’approvisionnement, d’une valeur totale de 4,2 millions de rands par an.</p>',
        '<h2>Des prix justes, des commandes régulières</h2>',
        '<p>« C’est le jour du marché qu’une agricultrice découvre qui mange ses tomates », résume Sarah Nansubuga, conseillère des coopératives à Mukono. Les fournisseurs et les acheteurs qui souhaitent y participer peuvent <a href="/contact">nous contacter</a>.</p>',
      ].join('\n'),
    },
    sw: {
      slug: 'siku-za-soko-za-ushirika-zawaunganisha-wakulima-na-wanunuzi',
      title: 'Siku za soko za vyama vya ushirika zawaunganisha wakulima wadogo na wanunuzi wa maduka makubwa na hoteli',
      excerpt:
        'Siku za soko za kila mwezi mkoani Mpumalanga na Mukono zinawawezesha wanachama wa vyama vya ushirika kuuza moja kwa moja na kusaini mikataba ya kusambaza mazao kwa taasisi.',
      content: [
        '<p>VEB Greenharvest na Agri-Extension Services zimeanzisha siku za soko za vyama vya ushirika kila mwezi mjini Mbombela, mkoani Mpumalanga, na Mukono, nje kidogo ya Kampala. Kila soko huwakutanisha wanachama wa vyama vya ushirika, wakazi wa eneo hilo wanaokuja kununua, na wanunuzi kutoka maduka makubwa, hoteli na shule.</p>',
        '<h2>Siku ya soko huendeshwa vipi</h2>',
        '<ol>',
        '<li>Asubuhi, vyama vya ushirika huuza mazao mabichi moja kwa moja kwa umma.</li>',
        '<li>Mchana, wanunuzi wa taasisi hushiriki katika vikao vya kuonja mazao na kuyapanga kwa madaraja.</li>',
        '<li>Alasiri, vyama vya ushirika na wanunuzi hukutana ili kukubaliana kuhusu kiasi, ubora na bei kwa miezi ijayo.</li>',
        '</ol>',
        '<p>Katika miezi minne ya kwanza, masoko haya yamezaa mikataba mipya 19 ya usambazaji yenye thamani ya jumla ya randi milioni 4.2 kwa mwaka.</p>',
        '<h2>Bei za haki, oda za uhakika</h2>',
        '<p>“Siku ya soko ndipo mkulima anapowaona watu wanaokula nyanya zake,” alisema mshauri wa vyama vya ushirika Sarah Nansubuga akiwa Mukono. Wasambazaji na wanunuzi wanaotaka kushiriki wanaweza <a href="/contact">kuwasiliana nasi</a>.</p>',
      ].join('\n'),
    },
  },

  'samdon-veb-properties-affordable-housing-phase-one': {
    fr: {
      slug: 'samdon-et-veb-properties-lancent-un-ensemble-de-logements-abordables',
      title: 'SAMDON Real Estate et VEB Properties lancent les travaux d’un ensemble de logements abordables',
      excerpt:
        'La première phase d’un quartier à revenus mixtes à Ekurhuleni comptera 320 logements, dont les cuisines et les placards seront fabriqués par EcoCraft.',
      content: [
        '<p>SAMDON Real Estate et VEB Properties ont lancé les travaux d’un quartier à revenus mixtes à Ekurhuleni. La première phase livrera 320 logements en deux ans, entre appartements à louer et maisons pour primo-accédants.</p>',
        '<h2>Le projet</h2>',
        '<ul>',
        '<li>des maisons de deux et trois chambres, à des prix pensés pour les ménages qui gagnent trop pour un logement social mais trop peu pour un prêt immobilier classique ;</li>',
        '<li>un parc, un terrain pour une crèche et des locaux pour de petits commerces ;</li>',
        '<li>des chauffe-eau solaires et des cuves de récupération d’eau de pluie sur chaque maison ;</li>',
        '<li>des cuisines et des placards intégrés fabriqués au pôle d’EcoCraft à Benoni.</li>',
        '</ul>',
        '<h2>Avec le groupe</h2>',
        '<p>Des diplômés du programme de formation aux métiers de l’entretien feront partie des équipes de construction et de finition, et VEB Law Clinic tiendra des séances d’information gratuites sur les contrats et les transferts de propriété pour les primo-accédants.</p>',
        '<p>L’immobilier est l’une des six opportunités d’investissement que propose le groupe. Les détails sont sur notre <a href="/investors">page investisseurs</a>, et les futurs acheteurs peuvent se faire connaître depuis notre <a href="/contact">page de contact</a>.</p>',
      ].join('\n'),
    },
    sw: {
      slug: 'samdon-na-veb-properties-zaanza-ujenzi-wa-nyumba-za-gharama-nafuu',
      title: 'SAMDON Real Estate na VEB Properties zaanza ujenzi wa mtaa wa nyumba za gharama nafuu',
      excerpt:
        'Awamu ya kwanza ya mtaa wa kipato mchanganyiko huko Ekurhuleni itajenga nyumba 320, huku EcoCraft ikitengeneza majiko na kabati.',
      content: [
        '<p>SAMDON Real Estate na VEB Properties zimeanza ujenzi wa mtaa wa nyumba za kipato mchanganyiko huko Ekurhuleni. Awamu ya kwanza itakamilisha nyumba 320 katika miaka miwili, zikiwemo nyumba za kupanga na nyumba za wanunuzi wa mara ya kwanza.</p>',
        '<h2>Mradi wenyewe</h2>',
        '<ul>',
        '<li>nyumba za vyumba viwili na vitatu, kwa bei zinazolenga kaya zinazopata kipato kikubwa mno kwa nyumba za serikali lakini kidogo mno kwa mkopo wa kawaida wa nyumba;</li>',
        '<li>bustani, kiwanja cha kituo cha kulelea watoto na nafasi kwa maduka madogo;</li>',
        '<li>hita za maji za nishati ya jua na matangi ya maji ya mvua kwenye kila nyumba;</li>',
        '<li>majiko na kabati za kujengwa ukutani zinazotengenezwa katika kituo cha EcoCraft huko Benoni.</li>',
        '</ul>',
        '<h2>Kwa kushirikiana na kundi</h2>',
        '<p>Wahitimu wa programu ya mafunzo ya ufundi wa matengenezo watakuwa sehemu ya timu za ujenzi na umaliziaji, na VEB Law Clinic itaendesha vikao vya bure vya maelezo kuhusu mikataba na uhamishaji wa umiliki kwa wanunuzi wa mara ya kwanza.</p>',
        '<p>Majengo ni mojawapo ya fursa sita za uwekezaji ambazo kundi linatoa kwa sasa. Maelezo yako kwenye <a href="/investors">ukurasa wa wawekezaji</a>, na wanunuzi wanaotarajia wanaweza kujiandikisha kupitia <a href="/contact">ukurasa wetu wa mawasiliano</a>.</p>',
      ].join('\n'),
    },
  },

  'eleven-thousand-people-trained-youth-day': {
    fr: {
      slug: 'journee-de-la-jeunesse-veb-group-celebre-plus-de-11000-personnes-formees',
      title: 'Journée de la jeunesse : VEB Group célèbre plus de 11 000 personnes formées',
      excerpt:
        'Les programmes de formation du groupe ont désormais formé plus de 11 000 personnes, pour la plupart de jeunes Sud-Africains et Ougandais en quête d’un premier emploi.',
      content: [
        '<p>En cette Journée de la jeunesse, VEB Group célèbre une étape importante : plus de 11 000 personnes ont désormais suivi ses programmes de formation, pour la plupart âgées de moins de 35 ans.</p>',
        '<h2>D’où viennent ces 11 000 personnes</h2>',
        '<ul>',
        '<li>le programme « homme à tout faire » au Gauteng et au Mpumalanga ;</li>',
        '<li>les formations au numérique du laboratoire de VEB Cele &amp; Associates ;</li>',
        '<li>les formations à la production et à la qualité chez EcoCraft Interiors ;</li>',
        '<li>la formation des agriculteurs assurée par Agri-Extension Services ;</li>',
        '<li>les premières formations professionnelles à Kampala.</li>',
        '</ul>',
        '<p>Plus de 7 800 personnes en ont directement bénéficié, grâce à un emploi, à la création d’une entreprise ou à de meilleurs revenus agricoles, et le groupe suit ces résultats année après année.</p>',
        '<h2>Le prochain objectif</h2>',
        '<p>« Onze mille, c’est un chiffre dont nous sommes fiers, mais ce n’est pas la ligne d’arrivée », affirme Lindani Mthethwa, directeur des programmes. La Vision 2030 du groupe vise 50 000 bénéficiaires dans au moins douze pays africains. Les jeunes qui veulent faire leurs premiers pas dans la vie active trouveront nos stages sur la <a href="/careers">page Carrières</a>, et l’ensemble des chiffres sur notre <a href="/impact">page Impact</a>.</p>',
      ].join('\n'),
    },
    sw: {
      slug: 'siku-ya-vijana-veb-group-yasherehekea-watu-11000-waliopata-mafunzo',
      title: 'Siku ya Vijana: VEB Group yasherehekea zaidi ya watu 11,000 waliopata mafunzo',
      excerpt:
        'Programu za ujuzi za kundi sasa zimewafunza zaidi ya watu 11,000, wengi wao wakiwa vijana wa Afrika Kusini na Uganda wanaotafuta kazi yao ya kwanza.',
      content: [
        '<p>Katika Siku hii ya Vijana, VEB Group inasherehekea hatua muhimu: zaidi ya watu 11,000 sasa wamepata mafunzo kupitia programu zake za ujuzi, wengi wao wakiwa na umri chini ya miaka 35.</p>',
        '<h2>Watu hao 11,000 wametoka wapi</h2>',
        '<ul>',
        '<li>programu ya mafundi wa matengenezo mkoani Gauteng na Mpumalanga;</li>',
        '<li>kozi za ujuzi wa kidijitali katika maabara ya VEB Cele &amp; Associates;</li>',
        '<li>mafunzo ya uzalishaji na udhibiti wa ubora katika EcoCraft Interiors;</li>',
        '<li>mafunzo kwa wakulima kupitia Agri-Extension Services;</li>',
        '<li>kozi za kwanza za ufundi stadi jijini Kampala.</li>',
        '</ul>',
        '<p>Zaidi ya watu 7,800 wamenufaika moja kwa moja kupitia ajira, biashara mpya au mapato makubwa zaidi ya kilimo, na kundi hufuatilia matokeo haya mwaka hadi mwaka.</p>',
        '<h2>Lengo linalofuata</h2>',
        '<p>“Elfu kumi na moja ni idadi tunayojivunia, lakini huu si mstari wa mwisho,” alisema mkurugenzi wa programu Lindani Mthethwa. Dira 2030 ya kundi inalenga kuyafikia maisha ya watu 50,000 katika angalau nchi kumi na mbili za Afrika. Vijana wanaotafuta mahali pa kuanzia wanaweza kuona nafasi zetu za mafunzo kwa vitendo kwenye <a href="/careers">ukurasa wa Ajira</a>, na takwimu kamili ziko kwenye <a href="/impact">ukurasa wetu wa Matokeo</a>.</p>',
      ].join('\n'),
    },
  },
};
