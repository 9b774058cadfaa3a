import type { IncomingHttpHeaders } from 'node:http';

/*
 * Cross-site request forgery of page forms (docs/architecture.md §2c; docs/decisions.md, issue 25). Public pages
 * are cached HTML shared by every visitor, so they cannot carry a per-visitor token. A form post is
 * accepted when the browser says it comes from one of our own pages, as OWASP's CSRF cheat sheet
 * describes: Fetch Metadata (`Sec-Fetch-Site`) first, which every current browser sends and no page can
 * forge; else the `Origin` header; else the `Referer`'s origin. None of them: refused. The state cookie
 * is also `SameSite=Lax`, so another site's post never carries a visitor's draft.
 */

export type FormOriginVerdict = { ok: true } | { ok: false; reason: string };

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Whether a form post comes from a page of `siteOrigin` (the configured public origin, never the Host). */
export function checkFormOrigin(headers: IncomingHttpHeaders, siteOrigin: string): FormOriginVerdict {
  const site = single(headers['sec-fetch-site']);
  if (site !== undefined) {
    // `none`: the user did it (a reload of the post); `same-site` is another of our subdomains: not ours.
    return site === 'same-origin' || site === 'none'
      ? { ok: true }
      : { ok: false, reason: `Sec-Fetch-Site: ${site}` };
  }
  const origin = single(headers.origin);
  if (origin !== undefined) {
    return origin === siteOrigin ? { ok: true } : { ok: false, reason: `Origin: ${origin}` };
  }
  const referer = single(headers.referer);
  if (referer !== undefined) {
    return originOf(referer) === siteOrigin
      ? { ok: true }
      : { ok: false, reason: 'Referer of another origin' };
  }
  return { ok: false, reason: 'no Sec-Fetch-Site, Origin or Referer' };
}
