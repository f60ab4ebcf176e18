import type { AdminMessages } from '../en';
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

/**
 * The staff area in Swahili, one file per section like English; its terms are docs/glossary/sw.md's.
 * Typed by the English shape: a missing or extra key fails the type-check.
 */
export const messages: AdminMessages = {
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
