/** Settings owners change: the staff area's time zone and the site's identity. */
export { settingsAdminRoutes } from './admin-routes';
export { readSiteIdentity, SITE_IDENTITY_KEY, saveSiteIdentity } from './site-identity';
export { readTimeZone, saveTimeZone } from './time-zone';
