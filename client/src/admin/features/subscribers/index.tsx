import type { AdminFeature } from '../types';
import { SubscribersPage } from './SubscribersPage';

export const subscribers: AdminFeature = { Page: SubscribersPage, ready: true };
