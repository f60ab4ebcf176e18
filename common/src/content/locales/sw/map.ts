import type { Messages } from '../../../messages';

export const map: Messages<typeof import('../en/map').map> = {
  label: 'Ramani ya Afrika inayoonyesha mahali VEB Group ilipo',
  instructions:
    'Tumia vitufe vya mishale kuhama kutoka nchi moja hadi nyingine, Home na End kwenda nchi ya kwanza au ya mwisho, au andika herufi kwenda kwenye nchi. Bonyeza + au − ili kukuza au kupunguza ramani, na Escape ili kuficha maelezo.',
  tooltip: {
    current: '{country} - Uwepo wa Sasa',
    expansion: '{country} - Lengo la Upanuzi',
  },
  zoom: {
    controls: 'Ukuzaji wa ramani',
    in: 'Vuta karibu',
    out: 'Vuta mbali',
    reset: 'Rudisha ukubwa wa awali',
    level: 'Kiwango cha ukuzaji {level}×',
  },
  legend: {
    title: 'Ufunguo',
    current: 'Shughuli za sasa',
    expansion: 'Malengo ya upanuzi',
    partners: 'Nchi washirika',
    partnersCount: 'Nchi washirika zaidi ya 30',
  },
  stats: {
    title: 'Uwepo wetu',
    active: 'Nchi tunazofanyia kazi',
    expanding: 'Nchi za upanuzi',
    expandingInto: 'Tunapanua shughuli zetu hadi {countries}.',
    rollout: 'Mpango wa upanuzi wa miaka 5 katika Afrika Mashariki na Kusini.',
  },
};
