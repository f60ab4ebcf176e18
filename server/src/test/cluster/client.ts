import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  body: Buffer;
  json<T = Record<string, unknown>>(): T;
}

/**
 * A browser's view of the site over real HTTP(S) (the test proxy's certificate is self-signed): a
 * cookie jar, the Origin header on every request, and the admin CSRF token on state changes.
 */
export class WebClient {
  cookies = new Map<string, string>();
  csrf = '';
  constructor(readonly origin: string) {}

  request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    origin = this.origin,
  ): Promise<Answer> {
    const url = new URL(path, origin);
    // A Buffer goes as it is (an upload, with its content-type among `headers`); anything else as JSON.
    const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : JSON.stringify(body);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = send(
        url,
        {
          method,
          rejectUnauthorized: false,
          agent: false,
          headers: {
            origin: this.origin,
            ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }
              : {}),
            ...(method !== 'GET' && this.csrf ? { 'x-csrf-token': this.csrf } : {}),
            ...headers,
          },
          timeout: 15_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            for (const cookie of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
              const [pair] = cookie.split(';');
              const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
              if (value === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
              else this.cookies.set(name, value);
            }
            const body = Buffer.concat(chunks);
            const text = body.toString('utf8');
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body, json: () => JSON.parse(text) });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`timeout: ${method} ${path}`)));
      req.on('error', reject);
      req.end(payload);
    });
  }

  get = (path: string, origin?: string) => this.request('GET', path, undefined, {}, origin);
  post = (path: string, body: unknown = {}, origin?: string) => this.request('POST', path, body, {}, origin);

  async session(origin?: string) {
    const answer = await this.get('/api/admin/session', origin);
    this.csrf = answer.json<{ csrfToken: string }>().csrfToken;
    return answer.json();
  }
}
