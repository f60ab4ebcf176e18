import type { AdminFeature } from '../types';
import { PrivacyPage } from './PrivacyPage';

export const privacy: AdminFeature = { Page: PrivacyPage, ready: true };
