import { parseCookie, stringifySetCookie } from 'cookie';
import { defaults, seal, unseal } from 'iron-webcrypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { JsonValue, RemoteState } from '@hospital/remote-kit/server';

/*
 * What a remote's server actions keep for one browser between requests (docs/architecture.md §2c: a wizard's
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

export function flashCookieName(remote: string): string {
  return `form-flash.${remote}`;
}

/**
 * How long a flash waits for the page it is for: the browser follows the 303 at once, so minutes are
 * plenty, and a flash never shown (the tab closed meanwhile) is gone soon after.
 */
export const FLASH_TTL_SECONDS = 300;

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

  const flashOptions = { ...defaults, ttl: FLASH_TTL_SECONDS * 1000 };

  function baseCookie(name: string) {
    return {
      name,
      path: '/',
      httpOnly: true,
      // Sent on a same-site form post and on a link from elsewhere, never on another site's post.
      sameSite: 'lax' as const,
      secure: secure(),
    };
  }

  function addCookie(reply: FastifyReply, header: string): void {
    const previous = reply.getHeader('set-cookie');
    const list = previous === undefined ? [] : Array.isArray(previous) ? previous : [String(previous)];
    reply.header('set-cookie', [...list, header]);
  }

  async function sealFor(remote: string, fields: object, sealOptions: typeof options): Promise<string> {
    // Through JSON: what is sealed is plain data of this realm (a renderer runs in a vm context of its own).
    const plain = JSON.parse(JSON.stringify({ r: remote, ...fields })) as object;
    const value = await seal(plain, password, sealOptions);
    if (value.length > MAX_COOKIE_CHARS) {
      throw new Error(`${remote} keeps ${value.length} characters of form data: more than a cookie holds`);
    }
    return value;
  }

  async function open(
    sealed: string | undefined,
    remote: string,
    sealOptions: typeof options,
  ): Promise<Record<string, unknown> | null> {
    if (!sealed) return null;
    try {
      const opened = (await unseal(sealed, { [password.id]: password.secret }, sealOptions)) as Record<
        string,
        unknown
      >;
      // The remote's name is sealed with what it kept: one remote's cookie is no other's.
      return opened.r === remote ? opened : null;
    } catch {
      return null;
    }
  }

  /** Whether the request carries a state cookie of the remote (no need to open anything when not). */
  function has(request: FastifyRequest, remote: string): boolean {
    return (request.headers.cookie ?? '').includes(`${stateCookieName(remote)}=`);
  }

  /** The remote's kept state, or null: none, expired, altered, sealed with another key or for another remote. */
  async function read(request: FastifyRequest, remote: string): Promise<RemoteState | null> {
    const opened = await open(
      parseCookie(request.headers.cookie ?? '')[stateCookieName(remote)],
      remote,
      options,
    );
    if (!opened || typeof opened.s !== 'object' || opened.s === null || Array.isArray(opened.s)) return null;
    return opened.s as RemoteState;
  }

  /** Replaces the remote's kept state (null forgets it). */
  async function write(reply: FastifyReply, remote: string, state: RemoteState | null): Promise<void> {
    const cookie = baseCookie(stateCookieName(remote));
    // No Max-Age: the cookie goes with the browser's session; the seal's own expiry bounds it anyway.
    addCookie(
      reply,
      state === null
        ? stringifySetCookie({ ...cookie, value: '', expires: new Date(0) })
        : stringifySetCookie({ ...cookie, value: await sealFor(remote, { s: state }, options) }),
    );
  }

  /** Whether the request carries a flash of the remote. */
  function hasFlash(request: FastifyRequest, remote: string): boolean {
    return (request.headers.cookie ?? '').includes(`${flashCookieName(remote)}=`);
  }

  /**
   * Keeps what an action's redirect wants shown once (docs/architecture.md §2c: a thank-you) for the next render
   * of `pathname` (without the language prefix) by this remote.
   */
  async function writeFlash(
    reply: FastifyReply,
    remote: string,
    pathname: string,
    flash: JsonValue,
  ): Promise<void> {
    const value = await sealFor(remote, { p: pathname, f: flash }, flashOptions);
    addCookie(
      reply,
      stringifySetCookie({ ...baseCookie(flashCookieName(remote)), value, maxAge: FLASH_TTL_SECONDS }),
    );
  }

  /**
   * The remote's flash for `pathname`, forgotten as it is taken (a reload shows the page as it is); null
   * when there is none for this page. A flash for another page stays for it; an unreadable one is dropped.
   */
  async function takeFlash(
    request: FastifyRequest,
    reply: FastifyReply,
    remote: string,
    pathname: string,
  ): Promise<{ data: JsonValue } | null> {
    const opened = await open(
      parseCookie(request.headers.cookie ?? '')[flashCookieName(remote)],
      remote,
      flashOptions,
    );
    if (opened && opened.p !== pathname) return null;
    addCookie(
      reply,
      stringifySetCookie({ ...baseCookie(flashCookieName(remote)), value: '', expires: new Date(0) }),
    );
    return opened && 'f' in opened ? { data: opened.f as JsonValue } : null;
  }

  return { has, read, write, hasFlash, writeFlash, takeFlash };
}

export type FormState = ReturnType<typeof createFormState>;
