import type { AdminFeature } from '../types';
import { AuditPage } from './AuditPage';

export const audit: AdminFeature = { Page: AuditPage, ready: true };
