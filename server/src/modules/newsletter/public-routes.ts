import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@common/locale';
import {
  ALREADY_SUBSCRIBED,
  LINK_EXPIRED,
  LINK_INVALID,
  linkTokenSchema,
  type NewsletterResponse,
  newsletterSchema,
} from '@common/newsletter';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { newsletterSubscribers } from '../../db/schema';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { pendingCleanupJob } from './jobs';
import { confirm, type LinkResult, subscribe, unsubscribe } from './subscriptions';

/** The language cookie the site's pages set (the API does not parse cookies otherwise). */
function cookieLocale(header: string | undefined): Locale | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

function answerLink(reply: FastifyReply, result: LinkResult, done: string) {
  if (!result.ok)
    throw new HttpError(result.reason === 'expired' ? 410 : 404, {
      message: result.reason === 'expired' ? LINK_EXPIRED : LINK_INVALID,
    });
  const body: NewsletterResponse = { success: true, message: done };
  return reply.code(200).send(body);
}

/** The one-click body of RFC 8058 §3.1: `List-Unsubscribe=One-Click`, form-urlencoded or multipart. */
const ONE_CLICK = Symbol('one-click');
function isOneClickForm(body: string): boolean {
  if (new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click') return true;
  // multipart: the part named List-Unsubscribe, its headers, a blank line, then the value.
  return /name="?List-Unsubscribe"?\n(?:[^\n]+\n)*\nOne-Click\n/i.test(body.replace(/\r\n/g, '\n'));
}

/**
 * The newsletter's public side (docs/decisions/017): subscribing (double opt-in), confirming from the e-mail's
 * link, and unsubscribing from any newsletter (its page's button, or a mail program's one-click POST).
 * Tokens travel in request bodies, or (the one-click address) in a query string of routes that log only
 * warnings, so no token reaches a log line.
 */
export const newsletterRoutes: FastifyPluginAsync = async (app) => {
  app.dailyJobs.push(pendingCleanupJob);

  app.post('/newsletter/subscribe', { config: { rateLimit: app.writeRateLimit } }, async (request, reply) => {
    const { email, lang } = parseOr400(newsletterSchema, request.body);
    const locale = lang ?? cookieLocale(request.headers.cookie) ?? DEFAULT_LOCALE;
    const outcome = await subscribe(app.database.db, {
      email,
      locale,
      now: app.clock.now(),
      publicUrl: app.config.publicUrl,
    });
    if (outcome === 'already_confirmed') throw new HttpError(409, { message: ALREADY_SUBSCRIBED });
    if (outcome !== 'recently_sent') app.mail.kick();
    const body: NewsletterResponse = {
      success: true,
      message: 'Please confirm your subscription with the link we sent you by e-mail',
    };
    return reply.code(201).send(body);
  });

  app.post('/newsletter/confirm', { config: { rateLimit: app.writeRateLimit } }, async (request, reply) => {
    const { token } = parseOr400(linkTokenSchema, request.body);
    return answerLink(reply, await confirm(app.database.db, token, app.clock.now()), 'Subscription confirmed');
  });

  // A mail program that cannot POST opens the List-Unsubscribe address: it shows the unsubscribe page,
  // which asks before ending anything (a GET never changes state).
  app.get('/newsletter/unsubscribe', { logLevel: 'warn' }, async (request, reply) => {
    const { token } = parseOr400(linkTokenSchema, request.query);
    const [row] = await app.database.db
      .select({ locale: newsletterSubscribers.locale })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.unsubscribeToken, token));
    const lang = row && isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
    return reply
      .code(303)
      .header('Cache-Control', 'no-store')
      .header('Location', `/newsletter/unsubscribe?lang=${lang}#token=${token}`)
      .send();
  });

  await app.register(async (scope) => {
    // RFC 8058: mail programs POST a form; only this route reads forms, and only a small one.
    const readForm = (_request: unknown, body: string, done: (error: Error | null, body?: unknown) => void) =>
      done(null, { [ONE_CLICK]: isOneClickForm(body) });
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, readForm);
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 2048 }, readForm);

    scope.post('/newsletter/unsubscribe', { logLevel: 'warn' }, async (request, reply) => {
      // A JSON body may be any JSON value ("text", 1, null): only an object can carry the form's mark.
      const body = typeof request.body === 'object' ? (request.body as Record<string | symbol, unknown> | null) : null;
      let token: string;
      if (body && ONE_CLICK in body) {
        if (!body[ONE_CLICK])
          throw new HttpError(400, { message: 'A one-click unsubscribe sends List-Unsubscribe=One-Click' });
        ({ token } = parseOr400(linkTokenSchema, request.query));
      } else {
        ({ token } = parseOr400(linkTokenSchema, request.body));
      }
      return answerLink(reply, await unsubscribe(app.database.db, token, app.clock.now()), 'Unsubscribed');
    });
  });
};
