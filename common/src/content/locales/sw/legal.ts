import type { Messages } from '../../../messages';
import type { legal as en } from '../en/legal';

export const legal: Messages<typeof en> = {
  meta: {
    title: 'Taarifa za Kisheria',
    description: 'Taarifa ya faragha na masharti ya matumizi ya tovuti ya VEB Group.',
  },
  lastUpdated: 'Ilisasishwa mwisho:',
  contents: 'Yaliyomo',
  contactCard: {
    officer: 'Afisa wa Taarifa',
    email: 'Barua pepe',
    post: 'Anwani ya posta',
    country: 'Afrika Kusini',
  },
  privacy: {
    meta: {
      title: 'Taarifa ya Faragha',
      description:
        'Taarifa ambazo tovuti ya VEB Group hukusanya kupitia fomu za mawasiliano na jarida, sababu zake, muda tunaozihifadhi, nani huziona na haki zako chini ya POPIA na Sheria ya Ulinzi wa Data na Faragha ya Uganda.',
    },
    heading: 'Taarifa ya Faragha',
    intro:
      'Tunakusanya kiasi kidogo iwezekanavyo, tunakitumia tu kukujibu, na hatuuzi taarifa zako kamwe. Hivi ndivyo hasa tunavyoshughulikia taarifa unazotupa.',
    sections: {
      'who-we-are': {
        title: 'Sisi ni nani',
        blocks: [
          'VEB Group ni kundi la kampuni kumi zinazofanya kazi Afrika Kusini na Uganda. VEB Group (Pty) Ltd, ya Johannesburg, inaendesha tovuti hii na kuamua jinsi taarifa binafsi zinazokusanywa kupitia tovuti hii zinavyotumika. Kwa sheria ya Afrika Kusini ndiyo “mhusika anayewajibika”; kwa sheria ya Uganda, ndiyo “mdhibiti wa data”.',
          'Taarifa hii inaeleza tunachokusanya kwenye tovuti hii, kwa nini, tunakihifadhi kwa muda gani, nani hukiona na unachoweza kutuomba. Inahusu tovuti hii peke yake; tovuti ya kila kampuni ya kundi ina taarifa yake.',
        ],
      },
      'what-we-collect': {
        title: 'Tunachokusanya',
        blocks: [
          'Tunakusanya tu kile unachoandika katika fomu zetu mbili, pamoja na kiwango cha chini kabisa ambacho seva yetu hurekodi kwa ajili ya usalama:',
          [
            'Fomu ya mawasiliano: jina lako, anwani ya barua pepe, namba ya simu, kampuni yako (si lazima), aina ya ombi unayochagua na ujumbe wako.',
            'Fomu ya jarida: anwani yako ya barua pepe.',
            'Kumbukumbu za seva: anwani yako ya IP, ukurasa ulioombwa, muda na maelezo ambayo kivinjari chako hutoa kuhusu chenyewe. Seva yetu huziandika kwa kila ombi ili kugundua matumizi mabaya na kurekebisha hitilafu.',
          ],
          'Hatuombi taarifa nyeti (kama za afya, dini au maoni ya kisiasa). Tafadhali usiziweke katika ujumbe wako.',
        ],
      },
      'why-we-use-it': {
        title: 'Kwa nini tunazitumia',
        blocks: [
          [
            'Kujibu ombi lako, na kulipeleka kwa kampuni au timu ya kundi inayoweza kukusaidia vizuri zaidi.',
            'Kukutumia jarida letu uliloliomba. Kila toleo lina kiungo cha kujiondoa.',
            'Kulinda tovuti: kudhibiti maombi yanayorudiwa mara nyingi na kuchunguza mashambulizi.',
          ],
          'Tunatumia taarifa zako kwa msingi wa ridhaa yako (unapotutumia fomu) na maslahi yetu halali ya kukujibu na kuweka tovuti salama. Hatufanyi maamuzi ya kiotomatiki kukuhusu, na hatutumii kamwe ujumbe wako kwa matangazo.',
        ],
      },
      'how-long-we-keep-it': {
        title: 'Tunazihifadhi kwa muda gani',
        blocks: [
          [
            'Ujumbe wa mawasiliano: miezi 24 baada ya mawasiliano yetu ya mwisho, kisha unafutwa. Ombi lako likizaa mkataba, tunahifadhi kile ambacho sheria inadai kwa mkataba huo.',
            'Anwani ya jarida: hadi utakapojiondoa. Tunaifuta ndani ya siku 30 baada ya ombi lako.',
            'Kumbukumbu za seva: siku 30, isipokuwa zikihitajika kuchunguza tukio mahususi la usalama.',
          ],
        ],
      },
      'who-sees-it': {
        title: 'Nani huziona',
        blocks: [
          [
            'Wafanyakazi wa kundi wanaoshughulikia ombi lako, katika kampuni au ofisi husika, na kwa kiasi wanachohitaji tu.',
            'Mtoa huduma wetu wa uhifadhi wa tovuti, anayeendesha seva kwa niaba yetu kama “mchakataji”: anashughulikia taarifa kwa maelekezo yetu ya maandishi tu na lazima azilinde na kuzitunza kwa siri.',
            'Mamlaka za serikali, pale tu sheria inapotulazimisha kuzitoa.',
          ],
          'Hatuuzi, hatukodishi wala hatubadilishani taarifa zako binafsi, na hatumpi mtu yeyote kwa ajili ya matangazo yake mwenyewe.',
        ],
      },
      cookies: {
        title: 'Vidakuzi na huduma za wengine',
        blocks: [
          'Tovuti hii huweka kidakuzi kimoja tu, veb-lang, kinachokumbuka lugha uliyochagua (Kiingereza, Kifaransa au Kiswahili) kwa mwaka mmoja, ili kurasa zifunguke kwa lugha yako. Chaguo hilo hilo huhifadhiwa pia katika hifadhi ya ndani ya kivinjari chako chini ya jina veb-language. Hakuna kati ya hivi kinachobeba taarifa kukuhusu.',
          'Hatutumii vidakuzi vya takwimu, matangazo wala ufuatiliaji. Tovuti haipakii huduma, fonti, hati, ramani, zana za takwimu wala vifuatiliaji vya watu wengine: kila faili hutoka kwenye seva yetu wenyewe.',
        ],
      },
      security: {
        title: 'Jinsi tunavyozilinda',
        blocks: [
          'Tovuti hutumwa kupitia muunganisho uliosimbwa. Taarifa zilizohifadhiwa zinapatikana tu kwa wafanyakazi wanaozihitaji, kila mmoja kwa akaunti yake. Tunakagua mara kwa mara nani ana ruhusa ya kuziona, na tunaripoti uvunjaji wowote wa usalama kwa mamlaka husika na kwako kama sheria inavyotaka.',
        ],
      },
      'cross-border': {
        title: 'Kati ya Afrika Kusini na Uganda',
        blocks: [
          'Kwa kuwa kundi linafanya kazi katika nchi zote mbili, ombi lako linaweza kushughulikiwa na timu ya nchi nyingine. Nchi zote mbili zina sheria za ulinzi wa data zinazokupa haki zilizoelezwa hapa, na kampuni zetu hufuata taarifa hii popote zilipo.',
        ],
      },
      'your-rights': {
        title: 'Haki zako',
        blocks: [
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
        ],
      },
      children: {
        title: 'Watoto',
        blocks: [
          'Tovuti hii imekusudiwa watu wazima. Hatukusanyi kwa makusudi taarifa za mtu yeyote aliye chini ya miaka 18; ukiamini kuwa mtoto ametutumia taarifa zake, tujulishe nasi tutazifuta.',
        ],
      },
      changes: {
        title: 'Mabadiliko ya taarifa hii',
        blocks: [
          'Tutasasisha taarifa hii pale desturi zetu au sheria zinapobadilika, na tarehe ya toleo la karibuni zaidi inaonyeshwa juu ya ukurasa huu.',
        ],
      },
      contact: {
        title: 'Wasiliana na Afisa wetu wa Taarifa',
        blocks: ['Kwa swali, ombi au malalamiko yoyote kuhusu taarifa zako binafsi, mwandikie Afisa wetu wa Taarifa:'],
      },
    },
  },
  terms: {
    meta: {
      title: 'Masharti ya Matumizi',
      description:
        'Masharti ya kutumia tovuti ya VEB Group kwa lugha rahisi: maudhui yetu, takwimu za makadirio, viungo, mipaka ya dhima na sheria inayotumika.',
    },
    heading: 'Masharti ya Matumizi',
    intro: 'Kanuni za kutumia tovuti hii, kwa lugha rahisi.',
    privacyLink: 'Soma taarifa yetu ya faragha',
    sections: {
      'about-these-terms': {
        title: 'Kuhusu masharti haya',
        blocks: [
          'Masharti haya yanahusu matumizi yako ya tovuti hii, inayoendeshwa na VEB Group (Pty) Ltd, Johannesburg, Afrika Kusini. Kwa kutumia tovuti, unayakubali. Ikiwa hukubaliani nayo, tafadhali usitumie tovuti hii.',
        ],
      },
      'using-our-content': {
        title: 'Kutumia maudhui yetu',
        blocks: [
          'Maandishi, picha, nembo na muundo wa tovuti hii ni mali ya VEB Group au ya wale walioturuhusu kuyatumia. Unaweza:',
          [
            'kusoma, kupakua na kuchapisha kurasa kwa taarifa yako binafsi;',
            'kushiriki viungo vya kurasa zetu na kunukuu sehemu fupi ukitaja chanzo.',
          ],
          'Huruhusiwi kunakili, kubadilisha au kuchapisha upya maudhui yetu kwa madhumuni ya kibiashara, wala kutumia majina na nembo zetu kwa namna inayoashiria uhusiano nasi, bila ruhusa yetu ya maandishi.',
        ],
      },
      'acceptable-use': {
        title: 'Matumizi yanayokubalika',
        blocks: [
          'Tafadhali usitumie tovuti kwa jambo lolote lisilo halali, usitume taarifa za uongo au za kupotosha kupitia fomu zetu, usitume matangazo yasiyoombwa, usijaribu kuingia kwenye mifumo usiyoruhusiwa, wala usivuruge tovuti, kwa mfano kwa maombi ya kiotomatiki yanayoielemea.',
        ],
      },
      'figures-and-forecasts': {
        title: 'Takwimu na makadirio',
        blocks: [
          'Takwimu zilizo kwenye tovuti hii, kama idadi ya watu waliopata mafunzo, malengo ya ukuaji, maono ya thamani ya kundi ifikapo 2030, au viwango na faida za fursa za uwekezaji, ni makadirio au kauli za matarajio ya baadaye. Zinaeleza kwa nia njema mipango na matarajio yetu, lakini si ahadi, na matokeo halisi yanaweza kutofautiana.',
          'Hakuna chochote kwenye tovuti hii kilicho ofa ya hisa au dhamana nyingine, wala ushauri wa kifedha, kisheria au wa kodi. Kabla ya kuwekeza, omba nyaraka kamili na upate ushauri huru wa kitaalamu.',
        ],
      },
      'no-warranties': {
        title: 'Hakuna dhamana',
        blocks: [
          'Tunajitahidi kuifanya tovuti iwe sahihi, ya kisasa na ipatikane, lakini tunaitoa “kama ilivyo”: hatuhakikishi kuwa imekamilika, haina makosa au inapatikana wakati wote, na tunaweza kubadilisha au kuondoa maudhui wakati wowote.',
        ],
      },
      'links-to-other-websites': {
        title: 'Viungo vya tovuti za kampuni na nyinginezo',
        blocks: [
          'Tovuti ina viungo vya tovuti za kampuni za kundi letu na za wengine. Tovuti hizo zinaendeshwa kivyake, chini ya masharti na taarifa zao za faragha. Hatuwajibiki kwa maudhui tusiyoyadhibiti, na kiungo hakimaanishi kuwa tunaunga mkono tovuti hiyo.',
        ],
      },
      liability: {
        title: 'Mipaka ya dhima yetu',
        blocks: [
          'Kwa kadiri sheria inavyoruhusu, VEB Group na kampuni zake hazitawajibika kwa hasara au madhara yoyote yatokanayo na matumizi yako ya tovuti hii au kutegemea maudhui yake, ikiwemo hasara zisizo za moja kwa moja.',
          'Hakuna kitu katika masharti haya kinachopunguza dhima ambayo sheria haiiruhusu kupunguzwa, wala kukuondolea haki uliyo nayo kama mtumiaji, ikiwemo chini ya Sheria ya Ulinzi wa Watumiaji ya Afrika Kusini (Consumer Protection Act).',
        ],
      },
      'your-personal-information': {
        title: 'Taarifa zako binafsi',
        blocks: [
          'Jinsi tunavyoshughulikia taarifa unazotutumia kupitia tovuti imeelezwa katika taarifa yetu ya faragha.',
        ],
      },
      'governing-law': {
        title: 'Sheria inayotumika',
        blocks: [
          'Masharti haya yanaongozwa na sheria za Jamhuri ya Afrika Kusini. Mgogoro wowote utasikilizwa na mahakama za Afrika Kusini, Johannesburg ikiwa mahali panapopendelewa, bila kuathiri haki yako ya lazima ya kwenda kwenye mahakama za mahali unapoishi.',
        ],
      },
      changes: {
        title: 'Mabadiliko ya masharti haya',
        blocks: [
          'Tunaweza kusasisha masharti haya mara kwa mara. Tarehe iliyo juu ya ukurasa huu inaonyesha toleo la karibuni zaidi; toleo lililochapishwa wakati unapotumia tovuti ndilo linalotumika.',
        ],
      },
      contact: {
        title: 'Wasiliana nasi',
        blocks: ['Una swali kuhusu masharti haya? Tuandikie:'],
      },
    },
  },
};
