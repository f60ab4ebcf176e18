import type { SeedEntry } from '../../types';

/**
 * Today's public content as demo records, kind by kind; a kind referred to comes before the kinds that
 * refer to it (companies and hiring categories before job openings).
 */
export const seedEntries: SeedEntry[] = [];
