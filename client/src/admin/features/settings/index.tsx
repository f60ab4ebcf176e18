import type { AdminFeature } from '../types';
import { SettingsPage } from './SettingsPage';

export const settings: AdminFeature = { Page: SettingsPage, ready: true };
