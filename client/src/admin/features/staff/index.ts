import type { AdminFeature } from '../types';
import { StaffPage } from './StaffPage';

export const staff: AdminFeature = { Page: StaffPage, ready: true };
