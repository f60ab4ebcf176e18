/** Settings owners change: the staff area's time zone, the site's identity, who is told of each message. */
export { settingsAdminRoutes } from './admin-routes';
export { recipientsFor, typesWithoutRecipients } from './contact-notify';
export { readSiteIdentity, SITE_IDENTITY_KEY, saveSiteIdentity } from './site-identity';
export { readTimeZone, saveTimeZone } from './time-zone';
