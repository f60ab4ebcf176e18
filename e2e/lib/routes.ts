import { firstArticlePath, STATIC_ROUTES } from '../../scripts/audit/lib/config';

/** The article route is known only once the server runs: the newest published article. */
const ARTICLE = '/news/{newest}';

/** Every public route the budgets are checked on, the article where the news list is. */
export const ROUTES = [
  ...STATIC_ROUTES.slice(0, STATIC_ROUTES.indexOf('/news') + 1),
  ARTICLE,
  ...STATIC_ROUTES.slice(STATIC_ROUTES.indexOf('/news') + 1),
];

export async function resolveRoute(route: string, origin: string): Promise<string> {
  return route === ARTICLE ? firstArticlePath(origin) : route;
}
