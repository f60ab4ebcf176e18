/** What the site keeps about a person, found and erased on request. */
export { privacyAdminRoutes } from './admin-routes';
