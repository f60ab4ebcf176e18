import { ComingPage } from '../../layout/ComingPage';
import type { AdminFeature } from '../types';

export const settings: AdminFeature = { Page: () => <ComingPage section="settings" />, ready: false };
