/**
 * The same-bytes ceiling for `npm run bench`: a bare Fastify route (no plugins, no logging) that sends a
 * fixed answer captured from the site, so a target's ratio to it measures only what the site does per
 * request. Run as its own process, on the same CPU as the site, on PORT.
 *   CEILING_BODY      file with the exact body bytes (already compressed when CEILING_ENCODING is set)
 *   CEILING_TYPE      content-type;  CEILING_ENCODING  content-encoding (empty: none);  CEILING_STATUS
 *   CEILING_HEADERS   JSON object of more headers (the same-answer ceiling: the site's whole header block)
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const file = process.env.CEILING_BODY;
if (!file) throw new Error('CEILING_BODY must name the file with the bytes to serve');
const body = readFileSync(file);
const headers: Record<string, string> = { 'content-type': process.env.CEILING_TYPE || 'application/octet-stream' };
if (process.env.CEILING_ENCODING) headers['content-encoding'] = process.env.CEILING_ENCODING;
if (process.env.CEILING_HEADERS) Object.assign(headers, JSON.parse(process.env.CEILING_HEADERS));
const status = Number(process.env.CEILING_STATUS || 200);

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/ceiling', (_request, reply) => {
  reply.code(status).headers(headers).send(body);
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
const stop = () => app.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
