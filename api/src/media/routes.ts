import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { downloads } from '../db/schema';
import { notFound } from '../lib/errors';
import { renderPdf } from './pdf';
import { isMediaKind } from './svg';
import { createMediaImages, loadMediaCatalogue } from './images';
import { mediaSchemas } from './schemas';

const SLUG = /^[a-z0-9][a-z0-9-]{0,150}$/;
const ONE_YEAR = 'public, max-age=31536000, immutable';

/** Generated images and files: public (loaded by <img> and <a>), cacheable, no external URLs. */
export function registerMediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Only the pictures of entities that exist, each PNG rendered once (media/images.ts).
  const images = createMediaImages({ loadCatalogue: () => loadMediaCatalogue(ctx.db) });
  app.get<{ Params: { kind: string; file: string } }>(
    '/media/:kind/:file',
    { schema: mediaSchemas.picture },
    async (request, reply) => {
      const { kind, file } = request.params;
      const format = file.endsWith('.svg') ? 'svg' : file.endsWith('.png') ? 'png' : null;
      const slug = format ? file.slice(0, -4) : '';
      if (!format || !isMediaKind(kind) || !SLUG.test(slug)) throw notFound();
      if (format === 'png') {
        const png = await images.png(kind, slug);
        if (!png) throw notFound();
        return reply.header('content-type', 'image/png').header('cache-control', ONE_YEAR).send(png);
      }
      const svg = await images.svg(kind, slug);
      if (!svg) throw notFound();
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', ONE_YEAR)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );

  const pdfCache = new Map<string, Buffer>();
  app.get<{ Params: { file: string } }>(
    '/files/:file',
    { schema: mediaSchemas.file },
    async (request, reply) => {
      const { file } = request.params;
      if (!/^[a-z0-9-]+\.pdf$/.test(file)) throw notFound();
      let pdf = pdfCache.get(file);
      if (!pdf) {
        const [row] = await ctx.db.select().from(downloads).where(eq(downloads.fileName, file));
        if (!row) throw notFound();
        pdf = renderPdf(row.name, row.lines);
        pdfCache.set(file, pdf);
      }
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'public, max-age=86400')
        .send(pdf);
    },
  );
}
