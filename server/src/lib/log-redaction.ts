/**
 * Addresses that carry a secret: a route that puts a token in its path (`:name`, every parameter of the
 * pattern is a secret) or in its query string (`?name`) is listed here, and nowhere else. Request logging
 * (lib/logger.ts) writes these addresses with the secret replaced, and every log line is checked for them
 * before it is written. A new token-bearing route only has to be added to this list.
 */
const TOKEN_ROUTES = [
  // Invitations (modules/staff/invitations.ts): the page, then the API it calls.
  '/admin/invitation/:token',
  '/api/admin/invitations/:token',
  // Password reset and the first owner's setup link.
  '/admin/reset/:token',
  '/api/admin/password-reset/:token',
  '/admin/setup/:token',
  '/api/admin/setup/:token',
  // The newsletter's links: mail programs open and post the unsubscribe address (RFC 8058).
  '/api/newsletter/unsubscribe?token',
  '/api/newsletter/confirm?token',
] as const;

export const REDACTED = '[redacted]';

/** A query parameter of this name is a secret on any address, listed or not. */
const ALWAYS_SECRET_KEYS = ['token'];

/** What a path parameter's value can be in a log line: up to the next separator, quote or escape. */
const VALUE = String.raw`[^/?#&\s"'\\<>]+`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface CompiledRoute {
  /** The literal text before the first parameter: a cheap test before any expression runs. */
  prefix: string;
  /** Static parts captured, parameters matched, so a replacement keeps the first and drops the second. */
  pattern: RegExp;
  replacement: string;
}

function compile(route: string): CompiledRoute | null {
  const path = route.split('?')[0];
  if (!path.includes('/:')) return null;
  const parts = path.split(/(?<=\/)(:[A-Za-z]\w*)/).filter(Boolean);
  let source = '';
  let replacement = '';
  let group = 0;
  for (const part of parts) {
    if (part.startsWith(':')) {
      source += VALUE;
      replacement += REDACTED;
    } else {
      group += 1;
      source += `(${escapeRegExp(part)})`;
      replacement += `$${group}`;
    }
  }
  return { prefix: parts[0], pattern: new RegExp(source, 'gi'), replacement };
}

const ROUTES = TOKEN_ROUTES.map(compile).filter((route): route is CompiledRoute => route !== null);
const SECRET_KEYS = [
  ...new Set([...ALWAYS_SECRET_KEYS, ...TOKEN_ROUTES.flatMap((route) => route.split('?')[1]?.split('&') ?? [])]),
];
const SECRET_PARAM = new RegExp(String.raw`([?&;](?:${SECRET_KEYS.map(escapeRegExp).join('|')})=)[^&#\s"'\\<>]*`, 'gi');

function redactPaths(text: string, caseInsensitive: boolean): string {
  let result = text;
  const haystack = caseInsensitive ? text.toLowerCase() : text;
  for (const route of ROUTES) {
    if (haystack.includes(route.prefix)) result = result.replace(route.pattern, route.replacement);
  }
  return result;
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * An address as a log may show it. The path is read as the router reads it (percent-decoded; repeated
 * slashes and backslashes are one slash here) so an encoded variant of a listed route is caught too;
 * secret query parameters lose their value.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart);
  const readable = safeDecode(path).replace(/[/\\]+/g, '/');
  const redactedPath = redactPaths(readable, true);
  const decodedQuery = safeDecode(query.replace(/\+/g, ' '));
  const redactedQuery = decodedQuery.replace(SECRET_PARAM, `$1${REDACTED}`);
  return (redactedPath === readable ? path : redactedPath) + (redactedQuery === decodedQuery ? query : redactedQuery);
}

/**
 * The last check on every log line, whatever wrote it (an error message naming an address, a library's
 * warning): listed routes and secret parameters lose their values. Cheap when there is nothing to do.
 */
export function redactLine(line: string): string {
  const paths = redactPaths(line, false);
  return paths.includes('=') ? paths.replace(SECRET_PARAM, `$1${REDACTED}`) : paths;
}
