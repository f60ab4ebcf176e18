import type { Section } from '@common/admin/roles';
import { audit } from './audit';
import { content, impact, stories } from './content';
import { inbox } from './inbox';
import { media } from './media';
import { news } from './news';
import { newsletters } from './newsletters';
import { outbox } from './outbox';
import { privacy } from './privacy';
import { settings } from './settings';
import { staff } from './staff';
import { subscribers } from './subscribers';
import type { AdminFeature } from './types';

/**
 * Every section's feature; each lives in its own folder (features/<section>/index.tsx), but Impact and
 * Stories, whose records are content kinds shown by the content feature's screens (docs/decisions/078).
 */
export const FEATURES: Partial<Record<Section, AdminFeature>> = {
  inbox,
  subscribers,
  newsletters,
  news,
  impact,
  stories,
  content,
  media,
  staff,
  audit,
  outbox,
  privacy,
  settings,
};
