import type { ItemBody, TestApi } from './harness';

/** The seeded desk account of Medika Hospital Bandung (src/seed/staff.ts). */
export const DESK = { username: 'desk.bandung', password: 'desk-bandung-2026' };

/** A browser of the desk: its cookies and CSRF token. */
export class DeskClient {
  private cookies = new Map<string, string>();
  csrf = '';
  constructor(private readonly api: TestApi) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async send<T>(method: 'GET' | 'POST', path: string, body?: unknown, withCsrf = true) {
    const headers: Record<string, string> = { cookie: this.cookieHeader() };
    if (withCsrf && this.csrf) headers['x-csrf-token'] = this.csrf;
    const res = await this.api.request<T>(method, `frontdesk/${path}`, body, { token: null, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair.split('=');
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return res;
  }

  async signIn(account = DESK) {
    const token = await this.send<ItemBody<{ token: string }>>('GET', 'csrf');
    this.csrf = token.body.data.token;
    return this.send<ItemBody<unknown>>('POST', 'login', account);
  }
}
