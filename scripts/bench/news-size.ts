import { measurePair, type Pair } from './ceiling';
import { fillArticles } from './fill-articles';
import { type Figures, measure } from './load';
import type { Pinning } from './pin';
import { type Server, startSite } from './servers';
import { NEWS_LIST, NEWS_PAGE } from './targets';

/**
 * The news list with 10,000 more articles answers within 20 % of the demo data's
 * throughput, on its first page and on page 1000 (an offset the database must walk past).
 * The demo data's list is measured again right before and right after (on `demoSite`, still running),
 * so the comparison is between runs minutes apart at most, not between phases of a shared machine.
 * Judged one way (report.ts): no more than 20 % slower. The pages' answers differ in size (the filler
 * articles are short), so being faster than the demo list says nothing about the database.
 */
const EXTRA_ARTICLES = 10_000;
export const SIZE_BUDGET = 0.2;

export interface SizeResult {
  published: number;
  pairs: Pair[];
  /** The demo data's news list, before and after. */
  demo: Figures[];
}

export async function newsSizePhase(
  outDir: string,
  pinning: Pinning,
  dataDir: string,
  ceilingFirst: () => boolean,
  demoSite: Server,
): Promise<SizeResult> {
  console.info(`filling a database with ${EXTRA_ARTICLES.toLocaleString('en-US')} more articles ...`);
  const published = await fillArticles(dataDir, EXTRA_ARTICLES);
  const site = await startSite(outDir, pinning, { DATA_DIR: dataDir }, { inProcessCeiling: true });
  try {
    const pages = [
      { n: 1, offset: 0 },
      { n: 1000, offset: 999 * NEWS_PAGE },
    ];
    const measureDemo = () =>
      measure({ label: 'news list, demo data', origin: demoSite.origin, path: NEWS_LIST, serverPid: demoSite.pid });
    const demo = [await measureDemo()];
    const pairs: Pair[] = [];
    for (const page of pages) {
      const path = `/api/news?published=true&limit=${NEWS_PAGE}&offset=${page.offset}`;
      const label = `news list, ${published.toLocaleString('en-US')} articles, page ${page.n}`;
      pairs.push(await measurePair(outDir, pinning, site, { label, path, kind: 'api' }, ceilingFirst()));
    }
    demo.push(await measureDemo());
    return { published, pairs, demo };
  } finally {
    await site.stop();
  }
}
