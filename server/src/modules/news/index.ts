/** News articles (docs/decisions/019, 078, 079): their working copies, publication, addresses and public reads. */
export { newsAdminRoutes } from './admin-routes';
export { articleNames } from './names';
export { newsRoutes } from './public-routes';
export {
  countNews,
  featuredNews,
  findNewsRedirect,
  getNewsArticle,
  listAnchors,
  listNews,
  type NewsPageQuery,
  nextScheduledPublication,
  originalVersion,
  shownVersion,
} from './repository';
export { readSlugIndex, type SlugIndex } from './slug-index';
export type { NewsFilter } from './visibility';
export {
  countVisibleVersions,
  feedArticles,
  findVisibleArticle,
  keysEvery,
  lastModified,
  listVisibleArticles,
  newestChangePerRun,
  type VisibleArticle,
} from './visible-articles';
