import { ALREADY_SUBSCRIBED, type NewsletterResponse, newsletterSchema } from '@common/newsletter';
import type { FastifyPluginAsync } from 'fastify';
import { newsletterSubscribers } from '../../db/schema';
import { HttpError, parseOr400 } from '../../lib/http-error';

export const newsletterRoutes: FastifyPluginAsync = async (app) => {
  app.post('/newsletter/subscribe', { config: { rateLimit: app.writeRateLimit } }, async (request, reply) => {
    const { email } = parseOr400(newsletterSchema, request.body);
    // The unique index decides, so two simultaneous requests cannot both succeed.
    const inserted = await app.database.db
      .insert(newsletterSubscribers)
      .values({ email })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id });
    if (inserted.length === 0) throw new HttpError(409, ALREADY_SUBSCRIBED);
    const body: NewsletterResponse = { success: true, message: 'Successfully subscribed' };
    return reply.code(201).send(body);
  });
};
