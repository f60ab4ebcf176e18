/**
 * The ceiling for `npm run bench`: a bare Fastify route returning a fixed JSON, with nothing else
 * (no plugins, no logging). Run as its own process, like the server under test, on PORT.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { success: true, message: 'ceiling' };
app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/ceiling', async () => body);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
const stop = () => app.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
