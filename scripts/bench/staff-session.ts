/**
 * A staff member's signed-in session over HTTP, as the admin client holds it: the cookies the site set
 * and the CSRF token read from GET /api/admin/session (the same steps as AdminClient in
 * server/src/test/staff.ts, which talks to an app in process instead).
 */
export class StaffSession {
  private cookies = new Map<string, string>();
  private csrfToken = '';
  constructor(readonly origin: string) {}

  /** The headers of a request in this session. */
  headers(): Record<string, string> {
    return {
      origin: this.origin,
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      ...(this.csrfToken ? { 'x-csrf-token': this.csrfToken } : {}),
    };
  }

  private async send(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(this.origin + path, {
      ...init,
      headers: { ...this.headers(), ...(init.body ? { 'content-type': 'application/json' } : {}) },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (value === '') this.cookies.delete(pair.slice(0, at));
      else this.cookies.set(pair.slice(0, at), value);
    }
    return response;
  }

  /** Reads the session: its cookie on a first visit, and its CSRF token, signed in or not. */
  async session(): Promise<void> {
    const response = await this.send('/api/admin/session');
    this.csrfToken = ((await response.json()) as { csrfToken: string }).csrfToken;
  }

  /** Password sign-in (the bench's staff member has no second factor). */
  async signIn(email: string, password: string): Promise<void> {
    await this.session();
    const response = await this.send('/api/admin/sign-in', {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    });
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    await this.session();
  }
}
