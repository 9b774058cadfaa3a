/**
 * Content-Security-Policy of the site: scripts only from our own origin and no inline script; media
 * devices only where the video consultation needs them.
 */
export function contentSecurityPolicy(): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'frame-src': ['https://www.youtube-nocookie.com'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export function permissionsPolicy(pathname: string): string {
  const media = pathname.startsWith('/konsultasi') ? '(self)' : '()';
  return `camera=${media}, microphone=${media}, geolocation=(), payment=(), usb=(), interest-cohort=()`;
}
