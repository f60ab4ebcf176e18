import type { Section } from '@common/admin/roles';
import { audit } from './audit';
import { content } from './content';
import { impact } from './impact';
import { inbox } from './inbox';
import { media } from './media';
import { news } from './news';
import { newsletters } from './newsletters';
import { outbox } from './outbox';
import { privacy } from './privacy';
import { settings } from './settings';
import { staff } from './staff';
import { stories } from './stories';
import { subscribers } from './subscribers';
import type { AdminFeature } from './types';

/** Every section's feature; each lives in its own folder (features/<section>/index.tsx). */
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
