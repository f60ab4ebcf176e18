import type { AdminFeature } from '../types';
import { OutboxPage } from './OutboxPage';

export const outbox: AdminFeature = { Page: OutboxPage, ready: true };
