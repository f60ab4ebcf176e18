/** The impact page's figures and stories, read from the content kinds. */
export { impactRoutes } from './public-routes';
export { listStories, metricsOf } from './repository';
