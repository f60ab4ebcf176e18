import type { Messages } from '../../../messages';
import type { about as en } from '../en/about';

export const about: Messages<typeof en> = {
  meta: {
    title: 'Historia Yetu',
    description:
      'Tangu 1994 VEB Group imekua kutoka biashara ya familia hadi kampuni kumi zinazoongozwa na wanawake nchini Afrika Kusini na Uganda, ikiwa na dira ya thamani ya dola bilioni moja ifikapo 2030.',
  },
  hero: {
    eyebrow: 'Kuhusu VEB Group',
    title: 'Historia Yetu',
    subtitle:
      'Miongo mitatu ya kujenga biashara zinazolisha familia, kuwafunza vijana na kutengeneza ajira Kusini na Mashariki mwa Afrika.',
    sectionsLabel: 'Katika ukurasa huu',
    sections: {
      story: 'Historia Yetu',
      journey: 'Safari Yetu',
      values: 'Maadili Yetu',
      leadership: 'Uongozi Wetu',
    },
  },
  story: {
    heading: 'Kutoka biashara moja ya familia hadi kampuni kumi',
    paragraphs: [
      'VEB Group ilianza mwaka 1994 kama biashara ndogo ya familia mkoani Gauteng, ikiwa na imani rahisi: biashara ya Kiafrika inayoendeshwa kwa nidhamu na kujali inaweza kuinua jamii nzima.',
      'Mwaka 2000 tulirasimisha kitengo chetu cha kukuza ujuzi, kinachowafunza mafundi, mafundi wa kazi mbalimbali na wajasiriamali vijana. Tangu hapo, zaidi ya watu 11,000 wamepitia programu zetu.',
      'Kisha yakafuata mashamba yetu, yanayolima mboga na kusaidia vyama vya ushirika vya wakulima wadogo, na baadaye viwanda: samani na magodoro yanayotengenezwa na mikono ya wenyeji katika karakana zetu za Benoni.',
      'Kundi letu linaongozwa kwa fahari na wanawake. Mwanzilishi na mtendaji mkuu wetu ameunda timu ya uongozi ambamo wanawake wanashika nafasi nyingi za juu, na tunapima mafanikio kwa riziki tunazozalisha sawa na kwa mapato.',
      'Mwaka 2025 tulifungua ofisi yetu jijini Kampala, tukipeleka mfumo wetu nchini Uganda kama hatua ya kwanza ya upanuzi mpana zaidi barani Afrika.',
    ],
    badge: 'Zaidi ya Miaka 30 ya Mchango',
    badgeText: 'Ilianzishwa mwaka 1994',
    highlights: {
      companies: 'kampuni',
      countries: 'nchi tunazofanya kazi',
      trained: 'watu waliofunzwa',
    },
  },
  journey: {
    heading: 'Safari Yetu',
    intro: 'Hatua muhimu zilizoliunda kundi letu kama lilivyo leo.',
    entries: {
      foundation: {
        title: 'Kuanzishwa',
        description:
          'VEB Cele & Associates inasajiliwa kama kitengo cha kundi cha kukuza ujuzi, na kufunza awamu yake ya kwanza ya mafundi mkoani Gauteng.',
      },
      firstExpansion: {
        title: 'Upanuzi wa Kwanza',
        description:
          'VEB Greenharvest inaanza kilimo, ikisambaza mazao mabichi kwa masoko ya karibu na kuvilea vyama vyake vya kwanza vya ushirika vya wakulima wadogo.',
      },
      diversification: {
        title: 'Kupanua Wigo wa Biashara',
        description:
          'Kundi linaingia katika utengenezaji wa samani na magodoro, huduma za kisheria na mali isiyohamishika, likigawanya hatari zake na kupanua ufikiaji wake.',
      },
      regionalGrowth: {
        title: 'Ukuaji wa Kikanda',
        description:
          'Shughuli mpya KwaZulu-Natal, Mpumalanga na Rasi ya Magharibi; sasa vyama 33 vya ushirika vya kilimo vinasaidiwa.',
      },
      technology: {
        title: 'Kuunganisha Teknolojia',
        description:
          'VEB Global Link inaleta huduma za TEHAMA na usafirishaji kwenye kundi, ikiweka mafunzo, kumbukumbu za mashamba na usambazaji katika mfumo wa kidijitali.',
      },
      international: {
        title: 'Upanuzi wa Kimataifa',
        description:
          'Ofisi yetu ya Kampala inafunguliwa, ikilipeleka kundi nchini Uganda, nje ya mipaka ya Afrika Kusini.',
      },
    },
  },
  vision: {
    eyebrow: 'Dira 2030',
    heading: 'Kundi la Kiafrika lenye thamani ya dola bilioni moja ifikapo 2030',
    text: 'Tunajenga kundi linaloleta thamani kwa wawekezaji na fursa za kudumu kwa jamii tunazozihudumia.',
    figures: {
      valuation: { value: 'Dola bilioni 1', label: 'Lengo la thamani' },
      countries: { value: '12+', label: 'Nchi za Afrika' },
      lives: { value: '50,000+', label: 'Maisha yaliyoguswa' },
    },
  },
  values: {
    heading: 'Maadili Yetu',
    intro: 'Ahadi nne zinaongoza kila kampuni ya kundi letu.',
    items: {
      innovation: {
        title: 'Ubunifu',
        description:
          'Tunatafuta njia bora za kulima, kujenga, kufunza na kuhudumia, na tunatumia teknolojia inayoleta mabadiliko halisi.',
      },
      community: {
        title: 'Mchango kwa Jamii',
        description:
          'Kila biashara tunayoiendesha lazima iwaache watu wanaoizunguka katika hali bora zaidi, kupitia ajira, ujuzi na ushirikiano wa haki.',
      },
      sustainability: {
        title: 'Ukuaji Endelevu',
        description:
          'Tunakua kwa uangalifu, tunalinda ardhi tunayoilima na tunawekeza kwa ajili ya kizazi kijacho, si kwa ajili ya robo mwaka ijayo.',
      },
      excellence: {
        title: 'Ubora',
        description: 'Tunajiwekea viwango vya juu vya ubora, utawala bora na huduma, na tunatimiza ahadi zetu.',
      },
    },
  },
  leadership: {
    heading: 'Timu ya Uongozi',
    intro: 'Timu ya watendaji inayoongozwa na wanawake, yenye mizizi imara Afrika Kusini na Uganda.',
    contact: 'Wasiliana',
    contactLabel: 'Wasiliana na {name} kwa barua pepe',
    linkedin: 'LinkedIn',
    linkedinLabel: 'Wasifu wa {name} kwenye LinkedIn (unafunguka kwenye kichupo kipya)',
    people: {
      ceo: {
        role: 'Mtendaji Mkuu wa Kundi',
        bio: 'Nomvula ameliongoza kundi kwa zaidi ya miongo miwili, akilikuza kutoka biashara ya familia hadi kampuni kumi. Anatetea wanawake katika biashara na ujuzi kwa maeneo ya vijijini.',
      },
      cfo: {
        role: 'Afisa Mkuu wa Fedha',
        bio: 'Akiwa mhasibu aliyesajiliwa, Thabo anasimamia fedha, ukaguzi na upatikanaji wa mitaji, na anaongoza safari ya kundi kuelekea lengo lake la thamani la 2030.',
      },
      cco: {
        role: 'Afisa Mkuu wa Biashara',
        bio: 'Lerato hujenga ushirikiano na mikataba inayofikisha bidhaa na huduma zetu katika masoko mapya na njia mpya za rejareja.',
      },
      csmo: {
        role: 'Afisa Mkuu wa Mauzo na Masoko',
        bio: 'Sipho anaongoza mauzo na masoko katika kampuni zote kumi, akiyaunganisha mashamba na viwanda vyetu na wateja.',
      },
      pro: {
        role: 'Afisa Mkuu wa Uhusiano wa Umma wa Kundi',
        bio: 'Zanele anasimamia uhusiano na serikali, jamii na vyombo vya habari, na anasimulia mchango wa kundi kwa jamii.',
      },
      ccbo: {
        role: 'Afisa Mkuu wa Mawasiliano na Chapa',
        bio: 'Ayanda analinda chapa ya VEB na kuongoza mawasiliano ya ndani na nje katika kila soko tunalolihudumia.',
      },
      uganda: {
        role: 'Meneja wa Nchi, Uganda',
        bio: 'Akiwa Kampala, Grace anaongoza shughuli zetu nchini Uganda, akijenga ushirikiano wa ndani katika kilimo na mafunzo ya ujuzi.',
      },
    },
  },
  governance: {
    heading: 'Utawala na Uzingatiaji wa Sheria',
    intro: 'Usimamizi madhubuti unawalinda wawekezaji, washirika na wafanyakazi wetu.',
    board: {
      title: 'Muundo wa Bodi',
      text: 'Bodi huru inaongoza mkakati na kuiwajibisha menejimenti.',
      points: [
        'Wakurugenzi wengi wasio watendaji, chini ya mwenyekiti huru',
        'Kamati za ukaguzi na hatari, za malipo, na za masuala ya kijamii na maadili',
        'Vikao vya bodi kila robo mwaka na tathmini za utendaji kila mwaka',
      ],
    },
    compliance: {
      title: 'Mfumo wa Uzingatiaji',
      text: 'Tunafuata sheria na kanuni zinazotambulika za utendaji bora katika kila nchi tunamofanya kazi.',
      points: [
        'Tunaongozwa na Kanuni ya King IV ya utawala wa makampuni',
        'Tunazingatia B-BBEE, POPIA na sheria ya Uganda ya ulinzi wa taarifa binafsi',
        'Ukaguzi wa nje kila mwaka na njia ya siri ya kuripoti ukiukaji wa maadili',
      ],
    },
  },
  cta: {
    heading: 'Kuwa sehemu ya sura yetu ijayo',
    text: 'Tunaajiri katika kampuni zetu kumi nchini Afrika Kusini na Uganda.',
    button: 'Gundua Nafasi za Kazi',
  },
};
