import type { Messages } from '@/i18n/types';
import type { messages as en } from '../en';
import { account } from './account';
import { apiErrors } from './api-errors';
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

/** The admin area's French text (terms: docs/glossary/fr.md), in the English dictionary's shape. */
export const messages: Messages<typeof en> = {
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
  apiErrors,
};
