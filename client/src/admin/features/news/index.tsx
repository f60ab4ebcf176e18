import { ComingPage } from '../../layout/ComingPage';
import type { AdminFeature } from '../types';

export const news: AdminFeature = { Page: () => <ComingPage section="news" />, ready: false };
