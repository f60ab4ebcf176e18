import { ComingPage } from '../../layout/ComingPage';
import type { AdminFeature } from '../types';

export const outbox: AdminFeature = { Page: () => <ComingPage section="outbox" />, ready: false };
