import { type ContactFormToken, type ContactResponse, contactSchema, UNKNOWN_COMPANY } from '@common/contact';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { companyBySlug } from '../entries';
import { checkFormToken, issueFormToken } from './form-token';
import { receiveMessage } from './receive';
import { retentionJob } from './retention';

const THANKS = "Thank you for your inquiry. We'll get back to you within 24 hours.";

export const contactRoutes: FastifyPluginAsync = async (app) => {
  app.dailyJobs.push(retentionJob(app.config.CONTACT_RETENTION_DAYS));

  // The form's signed time stamp, asked for when the visitor first uses the form (pages are cached, so it
  // cannot be in the page). Never stored by a browser or proxy: each visitor's clock starts on their own.
  app.get('/contact/form-token', { config: { rateLimit: app.writeRateLimit } }, async (_request, reply) => {
    const body: ContactFormToken = { token: await issueFormToken(app.database.db, app.clock.now()) };
    return reply.header('Cache-Control', 'no-store').send(body);
  });

  app.post('/contact', { config: { rateLimit: app.writeRateLimit } }, async (request, reply) => {
    const input = parseOr400(contactSchema, request.body, { message: 'Please correct the highlighted fields' });
    // A company's page sends its slug (docs/decisions/084); one no company has (renamed since the page was
    // opened, or made up) is the visitor's 400, never a message filed nowhere or a failed insert.
    const toCompany = input.toCompany ? await companyBySlug(app.database.db, input.toCompany) : null;
    if (input.toCompany && !toCompany) {
      throw new HttpError(400, { message: UNKNOWN_COMPANY }, { fields: { toCompany: { message: UNKNOWN_COMPANY } } });
    }
    const now = app.clock.now();
    // The visitor hears "sent" only once the message (and its notifications) is stored; a failure is a 5xx.
    // Suspected spam gets the same answer, so a bot learns nothing from it.
    const arrival = await receiveMessage(app.database.db, input, {
      stampVerdict: await checkFormToken(app.database.db, input.formToken, now),
      now,
      publicUrl: app.config.publicUrl,
      fallback: app.config.CONTACT_NOTIFY_TO,
      toCompany,
    });
    if (arrival.notified > 0) app.mail.kick();
    const body: ContactResponse = { success: true, message: THANKS };
    return reply.code(201).send(body);
  });
};
