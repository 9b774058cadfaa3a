import { parseCookie, stringifySetCookie } from 'cookie';
import { defaults, seal, unseal } from 'iron-webcrypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteState } from '@hospital/remote-kit/server';

/*
 * What a remote's server actions keep for one browser between requests (ARCHITECTURE 2c: a wizard's
 * draft without JavaScript, the booking just made), in a cookie of that remote sealed with iron
 * (iron-webcrypto: encrypted with AES-256-CBC and authenticated with HMAC-SHA256, with an expiry inside
 * the seal). The browser can neither read nor change it (HttpOnly, and a changed byte fails the MAC);
 * every site server holding the key opens it, so it works behind a load balancer; it lives with the
 * browser's session and at most `ttlSeconds` after it was last written. docs/decisions.md, issue 25.
 */

/** Larger cookies are refused by browsers (4096 bytes with the name): a remote keeping that much is a bug. */
const MAX_COOKIE_CHARS = 3800;

export function stateCookieName(remote: string): string {
  return `form-state.${remote}`;
}

export interface FormStateOptions {
  /** At least 32 bytes; the same on every site server (README, "Configuration and trust"). */
  key: Uint8Array;
  /** Seconds a state stays valid after it was written. */
  ttlSeconds: number;
  /** Whether cookies get `Secure` (the site is served over https). */
  secure(): boolean;
}

export function createFormState({ key, ttlSeconds, secure }: FormStateOptions) {
  if (key.length < 32) throw new Error('the form state key must be at least 32 bytes');
  const password = { id: '1', secret: Buffer.from(key).toString('hex') };
  const options = { ...defaults, ttl: ttlSeconds * 1000 };

  /** Whether the request carries a state cookie of the remote (no need to open anything when not). */
  function has(request: FastifyRequest, remote: string): boolean {
    return (request.headers.cookie ?? '').includes(`${stateCookieName(remote)}=`);
  }

  /** The remote's kept state, or null: none, expired, altered, sealed with another key or for another remote. */
  async function read(request: FastifyRequest, remote: string): Promise<RemoteState | null> {
    const sealed = parseCookie(request.headers.cookie ?? '')[stateCookieName(remote)];
    if (!sealed) return null;
    try {
      const opened = (await unseal(sealed, { [password.id]: password.secret }, options)) as {
        r?: unknown;
        s?: unknown;
      };
      // The remote's name is sealed with the state: one remote's cookie is no other's.
      if (opened.r !== remote || typeof opened.s !== 'object' || opened.s === null) return null;
      return opened.s as RemoteState;
    } catch {
      return null;
    }
  }

  /** Replaces the remote's kept state (null forgets it). */
  async function write(reply: FastifyReply, remote: string, state: RemoteState | null): Promise<void> {
    const cookie = {
      name: stateCookieName(remote),
      path: '/',
      httpOnly: true,
      // Sent on a same-site form post and on a link from elsewhere, never on another site's post.
      sameSite: 'lax' as const,
      secure: secure(),
    };
    let value = '';
    if (state !== null) {
      // Through JSON: what is sealed is plain data of this realm (a renderer runs in a vm context of its own).
      const plain = JSON.parse(JSON.stringify({ r: remote, s: state })) as object;
      value = await seal(plain, password, options);
      if (value.length > MAX_COOKIE_CHARS) {
        throw new Error(`${remote} keeps ${value.length} characters of state: more than a cookie holds`);
      }
    }
    // No Max-Age: the cookie goes with the browser's session; the seal's own expiry bounds it anyway.
    const header = stringifySetCookie(
      state === null ? { ...cookie, value, expires: new Date(0) } : { ...cookie, value },
    );
    const previous = reply.getHeader('set-cookie');
    const list = previous === undefined ? [] : Array.isArray(previous) ? previous : [String(previous)];
    reply.header('set-cookie', [...list, header]);
  }

  return { has, read, write };
}

export type FormState = ReturnType<typeof createFormState>;
