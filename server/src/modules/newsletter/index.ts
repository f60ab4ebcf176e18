/** The newsletter: subscriptions, issues written and scheduled, and their sending. */
export { newsletterAdminRoutes } from './admin-routes';
export { MAIL_TEXT } from './mail-text';
export { confirmationMail } from './mails';
export { newsletterRoutes } from './public-routes';
export { registerNewsletterSchedule } from './schedule';
