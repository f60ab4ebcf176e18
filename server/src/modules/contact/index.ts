/** The contact form and the inbox: messages received, notified, answered and kept for a time. */
export { contactAdminRoutes } from './admin-routes';
export { notificationMails, replyMail } from './mails';
export { contactRoutes } from './public-routes';
// For the staff mails' dictionary test, which holds a reply's attribution line to French typography too.
export { attribution } from './reply-text';
