/**
 * The in-process ceiling of `npm run bench` (docs/decisions/025): loaded into the built site's own
 * process with `node --import` (plain JavaScript, since the site runs under plain node), it starts a
 * bare Fastify route on BENCH_IN_PROCESS_PORT beside the site. The bench gives it the answer to send
 * (`PUT /payload`: status, headers, body in base64) and measures `GET /ceiling` in turns with the site:
 * the same bytes sent by the same bare route as the other ceilings, but from a process of the site's
 * size (its React renderer, content cache and PGlite memory), so the ratio is what the site's code
 * adds per request and nothing else. Never loaded outside the bench.
 */
const port = Number(process.env.BENCH_IN_PROCESS_PORT);
if (port) {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false, bodyLimit: 16 * 1024 * 1024 });
  /** @type {{ status: number, headers: Record<string, string>, body: Buffer } | undefined} */
  let answer;
  app.put('/payload', async (request) => {
    const payload = /** @type {{ status: number, headers: Record<string, string>, body: string }} */ (request.body);
    answer = { status: payload.status, headers: payload.headers, body: Buffer.from(payload.body, 'base64') };
    return { ok: true };
  });
  app.get('/ceiling', (_request, reply) => {
    if (!answer) return reply.code(404).send();
    reply.code(answer.status).headers(answer.headers).send(answer.body);
  });
  await app.listen({ host: '127.0.0.1', port });
}
