/** The content kinds (docs/decisions/032, 078): their records, public reads and admin routes. */
export { entriesAdminRoutes } from './admin-routes';
export { entriesRoutes } from './public-routes';
export { listPublicEntries } from './repository';
export { stateOf } from './row';
