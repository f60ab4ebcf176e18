import { ComingPage } from '../../layout/ComingPage';
import type { AdminFeature } from '../types';

export const inbox: AdminFeature = { Page: () => <ComingPage section="inbox" />, ready: false };
