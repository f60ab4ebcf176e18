import { about } from './about';
import { careers } from './careers';
import { common } from './common';
import { company } from './company';
import { contact } from './contact';
import { home } from './home';
import { impact } from './impact';
import { investors } from './investors';
import { legal } from './legal';
import { map } from './map';
import { news } from './news';
import { newsletter } from './newsletter';

/** Every namespace of one language, loaded as one chunk. */
export const messages = {
  common,
  home,
  map,
  news,
  about,
  careers,
  contact,
  investors,
  impact,
  legal,
  newsletter,
  company,
};
