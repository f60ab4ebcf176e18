import { type ContactResponse, contactSchema } from '@common/contact';
import type { FastifyPluginAsync } from 'fastify';
import { contactMessages } from '../../db/schema';
import { parseOr400 } from '../../lib/http-error';

export const contactRoutes: FastifyPluginAsync = async (app) => {
  app.post('/contact', { config: { rateLimit: app.writeRateLimit } }, async (request, reply) => {
    const input = parseOr400(contactSchema, request.body, 'Please correct the highlighted fields');
    // The visitor hears "sent" only once the message is stored; a failure here becomes a 5xx.
    await app.database.db.insert(contactMessages).values({ ...input, company: input.company || null });
    const body: ContactResponse = {
      success: true,
      message: "Thank you for your inquiry. We'll get back to you within 24 hours.",
    };
    return reply.code(201).send(body);
  });
};
