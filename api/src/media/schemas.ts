import { routeSchema, text } from '../http/routeSchema';

/**
 * The schemas of the health check and the generated media and files (media/routes.ts,
 * http/health.ts): public (no token), checked by Fastify before a handler runs, and documented.
 * A name that is no picture or file of the catalogue is the handler's 404.
 */
export const mediaSchemas = {
  health: routeSchema({
    summary: 'Health check',
    tags: ['health'],
    public: true,
    answer: { status: 200, item: 'HealthStatus' },
  }),
  picture: routeSchema({
    summary: 'Generated picture (SVG, or PNG for link previews)',
    tags: ['media'],
    public: true,
    params: { kind: text, file: text },
    answer: { status: 200, file: 'image/svg+xml or image/png' },
  }),
  file: routeSchema({
    summary: 'Downloadable file (PDF)',
    tags: ['media'],
    public: true,
    params: { file: text },
    answer: { status: 200, file: 'application/pdf' },
  }),
};
