import { routeSchema, type RouteDoc } from '../http/routeSchema';

/**
 * The live queue's schemas (queueRoutes.ts; docs/decisions.md, issue 18): one session or every
 * session of a hospital, by id. Checked by Fastify before the handler, and the OpenAPI document's.
 */
const ID = { type: 'integer', minimum: 0, maximum: 999_999_999 };
const SCOPE: Pick<RouteDoc, 'query' | 'requiredQueryOneOf' | 'public' | 'tags'> = {
  tags: ['queue'],
  public: true,
  query: { session: ID, company: ID },
  requiredQueryOneOf: ['session', 'company'].map((name) => ({
    required: [name],
    message: {
      id: "Parameter 'session' atau 'company' wajib diisi.",
      en: "Parameter 'session' or 'company' is required.",
    },
  })),
};

export const queueSchemas = {
  now: routeSchema({
    ...SCOPE,
    summary: "Today's queue of one session (session) or of every session of a hospital (company)",
    answer: { status: 200, item: 'LiveQueueSnapshot' },
  }),
  live: routeSchema({
    ...SCOPE,
    summary:
      'The same as a Server-Sent Events stream: `event: queue` with a LiveQueueSnapshot, at once and after each change',
    answer: { status: 200, file: 'text/event-stream' },
  }),
};
