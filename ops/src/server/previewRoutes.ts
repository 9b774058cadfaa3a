import { stringifySetCookie } from 'cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  LEAVE_PREVIEW_PATH,
  PREVIEW_COOKIE,
  PREVIEW_PATH,
  previewVersion,
  verifyPreview,
} from '../release/preview';

const PRIVATE = 'private, no-store';

function notice(reply: FastifyReply, status: number, id: string, en: string): FastifyReply {
  return reply
    .code(status)
    .header('Cache-Control', PRIVATE)
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="id"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<meta name="robots" content="noindex"><title>${id} | Medika Hospital</title></head>` +
        `<body><main><h1>${id}</h1><p lang="en">${en}</p>` +
        '<p><a href="/">Ke beranda / Home</a></p></main></body></html>',
    );
}

/**
 * A preview link (`npm run preview-link`, docs/decisions.md issue 28 item 5) keeps its token in a cookie of
 * this browser until it expires, then shows the previewed app's first page; leaving the preview drops it.
 */
export function mountPreviewRoutes(app: FastifyInstance, options: { key: Buffer; secure(): boolean }): void {
  const cookie = { name: PREVIEW_COOKIE, path: '/', httpOnly: true, sameSite: 'lax' as const };

  app.get(PREVIEW_PATH, async (request, reply) => {
    const token = (request.query as { token?: unknown }).token;
    const claim = verifyPreview(typeof token === 'string' ? token : undefined, options.key);
    if (!claim)
      return notice(
        reply,
        400,
        'Tautan pratinjau tidak berlaku atau sudah kedaluwarsa',
        'This preview link is not valid or has expired.',
      );
    const preview = previewVersion(claim);
    if (!preview)
      return notice(
        reply,
        404,
        'Versi pratinjau tidak ada di server ini',
        'The previewed version is not built on this server.',
      );
    const maxAge = Math.max(1, Math.floor(claim.exp - Date.now() / 1000));
    const first = preview.entry?.routes.find((r) => !r.path.includes(':') && !r.path.includes('*'));
    return reply
      .header('Cache-Control', PRIVATE)
      .header(
        'set-cookie',
        stringifySetCookie({ ...cookie, value: token as string, maxAge, secure: options.secure() }),
      )
      .redirect(first?.path ?? '/', 303);
  });

  app.get(LEAVE_PREVIEW_PATH, async (_request, reply) =>
    reply
      .header('Cache-Control', PRIVATE)
      .header(
        'set-cookie',
        stringifySetCookie({ ...cookie, value: '', expires: new Date(0), secure: options.secure() }),
      )
      .redirect('/', 303),
  );
}
