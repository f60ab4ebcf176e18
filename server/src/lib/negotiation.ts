import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * What a request's Accept-Encoding allows, read once for every answer the site makes (decision 097):
 * pages and the API (cached-response.ts), and, through the header rewritten in `negotiationHook`, the
 * files @fastify/static serves and what @fastify/compress compresses. Their shared negotiator
 * (@fastify/accept-negotiator 2) ignores `*` beside a coding refused with q=0 (`br;q=0, *` got brotli),
 * reads names case-sensitively (`GZIP` got none) and does not know `x-gzip`; RFC 9110 §12.5.3 asks
 * for all three.
 */

/** The codings the site sends, in its order of preference when a client rates them equally. */
const CODINGS = ['br', 'gzip'] as const;
export type Compressed = (typeof CODINGS)[number];
export type Encoding = Compressed | 'identity';

interface Choice {
  encoding: Encoding;
  /** The acceptable codings, best first, as a plain list every negotiator reads alike ('identity' if none). */
  header: string;
}

/** The q of each coding named (lower case, `x-gzip` as gzip: RFC 9110 §8.4.1.3), and of `*`. */
function weights(header: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';');
    let coding = name.trim().toLowerCase();
    if (!coding) continue;
    if (coding === 'x-gzip') coding = 'gzip';
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((s) => s.trim());
      if (key.toLowerCase() === 'q') q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value ?? '') ? Number(value) : 0;
    }
    // A coding named twice keeps its best weight.
    named.set(coding, Math.max(q, named.get(coding) ?? 0));
  }
  return named;
}

function choose(header: string): Choice {
  const named = weights(header);
  const any = named.get('*');
  const ranked = CODINGS.map((coding, order) => ({ coding, order, q: named.get(coding) ?? any ?? 0 }))
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  // Identity counts only when the client rates it above every coding (it is acceptable by default anyway).
  const identity = named.get('identity');
  if (ranked.length === 0 || (identity !== undefined && identity > ranked[0].q)) {
    return { encoding: 'identity', header: 'identity' };
  }
  return { encoding: ranked[0].coding, header: ranked.map(({ coding, q }) => `${coding};q=${q}`).join(', ') };
}

// Clients send a handful of distinct headers: each is read once. Bounded, so made-up headers cannot grow it.
const CHOICES = new Map<string, Choice>();
const REMEMBERED = 256;

function choiceFor(header: string): Choice {
  let choice = CHOICES.get(header);
  if (!choice) {
    choice = choose(header);
    if (CHOICES.size >= REMEMBERED) CHOICES.clear();
    CHOICES.set(header, choice);
  }
  return choice;
}

/** The coding an answer goes out in; no header means the client asked for none. */
export function chooseEncoding(header: string | undefined): Encoding {
  return header === undefined ? 'identity' : choiceFor(header).encoding;
}

/**
 * For the routes of @fastify/static and @fastify/compress (registered in their scopes): their negotiator
 * then reads the same choice as ours. And a Range under an If-Range naming a weak tag is dropped, so the
 * whole file is sent: If-Range compares strongly and a weak tag never matches (RFC 9110 §13.1.5), while
 * @fastify/send matched its own weak tags and answered 206.
 */
export function negotiationHook(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const header = request.headers['accept-encoding'];
  if (header !== undefined) request.headers['accept-encoding'] = choiceFor(header).header;
  const ifRange = request.headers['if-range'];
  if (typeof ifRange === 'string' && request.headers.range !== undefined && ifRange.trimStart().startsWith('W/')) {
    delete request.headers.range;
  }
  done();
}
