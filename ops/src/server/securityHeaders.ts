import { splitLocalePath } from '@hospital/i18n';

/**
 * Content-Security-Policy of the site: scripts only from our own origin and no inline script; media
 * devices only where the video consultation needs them.
 */
export function contentSecurityPolicy(env: NodeJS.ProcessEnv = process.env): Record<string, string[]> {
  // Remotes served from a CDN (REMOTE_BASE_URL) are our own code too.
  const cdn = env.REMOTE_BASE_URL ? [new URL(env.REMOTE_BASE_URL).origin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...cdn],
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

export function permissionsPolicy(pathname: string): string {
  // The consultation is the same page in English, under /en (docs/architecture.md §2b).
  const media = splitLocalePath(pathname).pathname.startsWith('/konsultasi') ? '(self)' : '()';
  return `camera=${media}, microphone=${media}, geolocation=(), payment=(), usb=(), interest-cohort=()`;
}
