import type { Role } from '@common/admin/roles';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/client';
import { staffUsers } from '../db/schema';
import { currentTotp, hashPassword, newTotpSecret, twoFactorBoxOrNew } from '../modules/auth';
import { insertUser } from '../modules/staff';

export interface TestStaff {
  id: number;
  email: string;
  name: string;
  password: string;
  role: Role;
  totpSecret: string | null;
}

let counter = 0;

/** A staff member straight in the database (as `npm run staff -- create` makes one), optionally with TOTP. */
export async function createStaff(
  db: Db,
  role: Role,
  { totp = role === 'owner', email }: { totp?: boolean; email?: string } = {},
): Promise<TestStaff> {
  counter += 1;
  const address = email ?? `${role}${counter}-${Date.now()}@staff.example`;
  const password = `correct horse battery ${counter} staple`;
  const name = `Test ${role} ${counter}`;
  const user = await insertUser(db, {
    email: address,
    name,
    role,
    passwordHash: await hashPassword(password),
    now: new Date(),
  });
  const totpSecret = totp ? newTotpSecret() : null;
  // Stored as the site stores it: encrypted (docs/decisions/092), under the key of the app on this database.
  if (totpSecret)
    await db
      .update(staffUsers)
      .set({ totpSecret: twoFactorBoxOrNew(db).seal(totpSecret, user.id) })
      .where(eq(staffUsers.id, user.id));
  return { id: user.id, email: address, name, password, role, totpSecret };
}

/**
 * A browser's view of the admin API: a cookie jar, the site's Origin on every request, and the CSRF
 * token from GET /api/admin/session on state changes, as the admin client sends them.
 */
export class AdminClient {
  cookies = new Map<string, string>();
  csrfToken = '';
  constructor(
    readonly app: FastifyInstance,
    readonly origin = 'http://localhost:3000',
    /** What this browser sends with every request besides (its Accept-Language). */
    readonly browserHeaders: Record<string, string> = {},
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = {
      ...this.browserHeaders,
      origin: this.origin,
      ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
      ...(method !== 'GET' && options.csrf !== false && this.csrfToken ? { 'x-csrf-token': this.csrfToken } : {}),
      ...(options.headers as Record<string, string>),
    };
    const response = await this.app.inject({ ...options, headers });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const cleared =
        cookie.value === '' || cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (cleared) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get = (url: string) => this.request({ method: 'GET', url });
  post = (url: string, payload?: unknown) => this.request({ method: 'POST', url, payload: (payload ?? {}) as object });
  /** A call to the admin API by its path below /api/admin ('/news/7/submit'), with a JSON body if any. */
  admin = (method: string, path: string, payload?: unknown) =>
    this.request({
      method: method as 'GET',
      url: `/api/admin${path}`,
      ...(payload ? { payload: payload as object } : {}),
    });

  /** Reads the session (and so a fresh CSRF token). */
  async session() {
    const response = await this.get('/api/admin/session');
    this.csrfToken = response.json().csrfToken;
    return response.json();
  }

  /**
   * Signs in with the password and, when the account has TOTP, the current code. Like the admin client, it
   * reads the session after each step: the CSRF token is bound to the session, which the password starts.
   */
  async signIn(staff: TestStaff, now = new Date()): Promise<void> {
    await this.session();
    const first = await this.post('/api/admin/sign-in', { email: staff.email, password: staff.password });
    if (first.statusCode !== 200) throw new Error(`sign-in failed: ${first.statusCode} ${first.body}`);
    await this.session();
    if (first.json().next === 'totp') {
      const code = currentTotp(staff.totpSecret as string, now);
      const second = await this.post('/api/admin/sign-in/code', { code });
      if (second.statusCode !== 200) throw new Error(`code failed: ${second.statusCode} ${second.body}`);
    }
    await this.session();
  }
}
