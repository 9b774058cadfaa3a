import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CANARY_OPT_OUT_COOKIE,
  CANARY_OPT_OUT_MAX_AGE_SECONDS,
  parseCanaryOptOuts,
  withCanaryOptOut,
} from '@hospital/registry';
import {
  BUCKET_COOKIE,
  BUCKET_MAX_AGE_SECONDS,
  newBucket,
  parseBucket,
  resolveRequestRelease,
  type RequestRelease,
} from '../../release/canary';
import { PREVIEW_COOKIE, previewVersion, verifyPreview, type PreviewClaim } from '../../release/preview';
import type { Release } from '../../release/registry';

/** The versions of one request, and what the answer must say about whom it is for. */
export interface VisitorRelease extends RequestRelease {
  /** The preview this browser asked for, when its link was genuine and unexpired. */
  preview: PreviewClaim | null;
  /**
   * The answer depends on the visitor's cookies (a canary is live, or a preview): `Vary: Cookie`, so a
   * shared cache never gives one visitor's versions to another.
   */
  variesByCookie: boolean;
}

export interface VisitorReleaseOptions {
  /** Signs and checks preview links (preview.ts); omitted: previews are off. */
  previewKey?: Buffer;
  /** Whether cookies get `Secure` (the site is served over https). */
  secure(): boolean;
}

/**
 * Chooses the versions of one request once (docs/decisions.md, issue 28): the visitor's bucket (drawn and
 * kept in a cookie when a canary is live and the browser has none yet), and a preview cookie when its
 * signature holds. Everything the request then does (renderers, the registry the browser gets, the HTML
 * cache key, the head's assets) uses what this returns.
 */
export function createVisitorRelease(options: VisitorReleaseOptions) {
  function visitorRelease(
    request: FastifyRequest,
    reply: FastifyReply,
    release: Release & { shell: { version: string } },
  ): VisitorRelease {
    const cookies = parseCookie(request.headers.cookie ?? '');
    const canaryLive = Object.keys(release.canaries).length > 0;
    let bucket = parseBucket(cookies[BUCKET_COOKIE]);
    if (bucket === null && canaryLive) {
      bucket = newBucket();
      reply.header(
        'set-cookie',
        stringifySetCookie({
          name: BUCKET_COOKIE,
          value: String(bucket),
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: options.secure(),
          maxAge: BUCKET_MAX_AGE_SECONDS,
        }),
      );
    }
    const claim =
      options.previewKey && cookies[PREVIEW_COOKIE]
        ? verifyPreview(cookies[PREVIEW_COOKIE], options.previewKey)
        : null;
    const preview = claim ? previewVersion(claim) : null;
    const resolved = resolveRequestRelease(
      { shellVersion: release.shell.version, remotes: release.remotes },
      release.canaries,
      bucket,
      preview,
      parseCanaryOptOuts(cookies[CANARY_OPT_OUT_COOKIE]),
    );
    return {
      ...resolved,
      preview: preview ? claim : null,
      variesByCookie: canaryLive || preview !== null,
    };
  }

  /**
   * Puts this visitor on stable for one canary (the `mf_stable` cookie, as the shell does when a
   * canary's browser code fails), with the same `Secure` rule as the bucket cookie beside it.
   */
  function optOut(request: FastifyRequest, reply: FastifyReply, app: string, version: string): void {
    const optOuts = parseCookie(request.headers.cookie ?? '')[CANARY_OPT_OUT_COOKIE];
    reply.header(
      'set-cookie',
      stringifySetCookie({
        name: CANARY_OPT_OUT_COOKIE,
        value: withCanaryOptOut(optOuts, app, version),
        path: '/',
        sameSite: 'lax',
        // Not HttpOnly: the shell adds to it when a canary's browser code fails (federation.ts).
        secure: options.secure(),
        maxAge: CANARY_OPT_OUT_MAX_AGE_SECONDS,
      }),
    );
  }

  return Object.assign(visitorRelease, { optOut });
}

export type VisitorReleaseResolver = ReturnType<typeof createVisitorRelease>;
