import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import { loadConfig } from '@hospital/api/config';
import { parseKey } from '@hospital/api/secrets';
import { parseRegistry, type RegistryEntry } from '@hospital/registry';
import type { PreviewVersion } from './canary';
import { entryUrl } from './entryUrl';
import { buildDir, buildFile } from './layout';

/*
 * Preview links (docs/decisions.md, issue 28 item 5): a built but not deployed version of one app, shown
 * to the one browser that opened a signed, expiring link. The token is `<payload>.<HMAC-SHA256>`, both
 * base64url; the payload names the app, the version and the expiry. A browser keeps it in a cookie
 * until it expires or the visitor leaves the preview.
 */

export const PREVIEW_COOKIE = 'mf_preview';
/** Where a preview link points; and where a previewing visitor leaves it. */
export const PREVIEW_PATH = '/_preview';
export const LEAVE_PREVIEW_PATH = '/_preview/leave';
export const DEFAULT_PREVIEW_HOURS = 24;

export interface PreviewClaim {
  app: string;
  version: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

// Apps and versions become folder names under dist/.
const SAFE_SEGMENT = /^[A-Za-z0-9][\w.+-]*$/;

/**
 * The key that signs preview links: `PREVIEW_KEY` (32 bytes, hex or base64), else derived from the API's
 * `TOKEN_SECRET` (its variable or the key file generated beside the data directory) for this purpose
 * alone, as the form-state key is (siteConfig.ts). Every site server and the command that prints links
 * must have the same.
 */
export function previewKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const own = env.PREVIEW_KEY?.trim();
  if (own) return parseKey(own, 'PREVIEW_KEY');
  const { tokenSecret } = loadConfig(env).secrets;
  return Buffer.from(hkdfSync('sha256', tokenSecret, Buffer.alloc(0), 'medika site preview v1', 32));
}

function mac(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

export function signPreview(claim: PreviewClaim, key: Buffer): string {
  const payload = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The claim of a token signed with `key` and not expired at `nowMs`; null for anything else. */
export function verifyPreview(
  token: string | undefined,
  key: Buffer,
  nowMs = Date.now(),
): PreviewClaim | null {
  if (!token || token.length > 1000) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = mac(key, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claim: Partial<PreviewClaim>;
  try {
    claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<PreviewClaim>;
  } catch {
    return null;
  }
  if (typeof claim.app !== 'string' || !SAFE_SEGMENT.test(claim.app)) return null;
  if (typeof claim.version !== 'string' || !SAFE_SEGMENT.test(claim.version)) return null;
  if (typeof claim.exp !== 'number' || claim.exp * 1000 <= nowMs) return null;
  return { app: claim.app, version: claim.version, exp: claim.exp };
}

/**
 * The previewed version as the registry would hold it: for a remote, its entry URL and its build's
 * routes; null when that version is not built here.
 */
export function previewVersion(claim: PreviewClaim): PreviewVersion | null {
  if (!fs.existsSync(buildDir(claim.app, claim.version))) return null;
  if (claim.app === 'shell') return { app: 'shell', version: claim.version, entry: null };
  const routesFile = buildFile(claim.app, claim.version, 'routes');
  if (!fs.existsSync(routesFile)) return null;
  const candidate = {
    version: claim.version,
    entry: entryUrl(claim.app, claim.version),
    routes: JSON.parse(fs.readFileSync(routesFile, 'utf8')) as RegistryEntry['routes'],
    previous: [],
  };
  const entry = parseRegistry({ [claim.app]: candidate }).entries[claim.app];
  return entry ? { app: claim.app, version: claim.version, entry } : null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (c) => ESCAPES[c]);

/** The notice at the top of every previewed page, in both languages, with the way out. */
export function previewBanner(claim: Pick<PreviewClaim, 'app' | 'version'>): string {
  const what = escapeHtml(`${claim.app} ${claim.version}`);
  return (
    `<div class="preview-banner" role="note" data-preview="${what}">` +
    `<p><strong>Pratinjau ${what}</strong> — bukan versi publik. ` +
    `<span lang="en">Preview ${what} — not the public version.</span> ` +
    `<a href="${LEAVE_PREVIEW_PATH}">Keluar dari pratinjau / Leave preview</a></p></div>`
  );
}
