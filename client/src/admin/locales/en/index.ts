import { API_ERRORS } from '@common/admin/api-errors';
import type { Messages } from '@/i18n/types';
import { account } from './account';
import { audit } from './audit';
import { auth } from './auth';
import { common } from './common';
import { content } from './content';
import { dashboard } from './dashboard';
import { inbox } from './inbox';
import { kit } from './kit';
import { media } from './media';
import { news } from './news';
import { newsletters } from './newsletters';
import { outbox } from './outbox';
import { privacy } from './privacy';
import { settings } from './settings';
import { staff } from './staff';
import { subscribers } from './subscribers';

/** The admin area's English text, one file per section; other languages copy this shape (Messages<typeof messages>). */
export const messages = {
  common,
  kit,
  auth,
  dashboard,
  staff,
  audit,
  account,
  inbox,
  settings,
  outbox,
  subscribers,
  newsletters,
  privacy,
  news,
  media,
  content,
  /** The admin API's error codes: their English is written once, in common (decision 041). */
  apiErrors: API_ERRORS,
};
export type AdminMessages = Messages<typeof messages>;
