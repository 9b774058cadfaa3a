import { createHash } from 'node:crypto';
import { splitLocalePath } from '@hospital/i18n';

/**
 * Content-Security-Policy of the site: scripts only from our own origin, and no inline script but the
 * ones named in `inlineScripts` (a page's starter, which the shell's build writes inline:
 * docs/decisions.md, "the starter inline"), each allowed by its sha256, never 'unsafe-inline'; media
 * devices only where the video consultation needs them.
 */
export function contentSecurityPolicy(
  env: NodeJS.ProcessEnv = process.env,
  inlineScripts: readonly string[] = [],
): Record<string, string[]> {
  // Remotes served from a CDN (REMOTE_BASE_URL) are our own code too.
  const cdn = env.REMOTE_BASE_URL ? [new URL(env.REMOTE_BASE_URL).origin] : [];
  const hashes = [...new Set(inlineScripts.map(scriptHashSource))];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...cdn, ...hashes],
    'style-src': ["'self'", ...cdn],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...cdn],
    'media-src': ["'self'", 'blob:'],
    'frame-src': ['https://www.youtube-nocookie.com'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The CSP source that allows one inline script: the sha256 of its text as the browser hashes it, the
 * characters between its tags after the HTML parser's newline normalisation (CR LF and CR become LF),
 * in UTF-8.
 */
export function scriptHashSource(text: string): string {
  const normalized = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalized, 'utf8').digest('base64')}'`;
}

/** The header's value, written as @fastify/helmet writes the site-wide one. */
export function contentSecurityPolicyHeader(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

export function permissionsPolicy(pathname: string): string {
  // The consultation is the same page in English, under /en (docs/architecture.md §2b).
  const media = splitLocalePath(pathname).pathname.startsWith('/konsultasi') ? '(self)' : '()';
  return `camera=${media}, microphone=${media}, geolocation=(), payment=(), usb=(), interest-cohort=()`;
}
