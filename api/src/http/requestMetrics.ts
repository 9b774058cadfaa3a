import type { FastifyInstance } from 'fastify';
import { DURATION_BUCKETS_SECONDS, meter } from './metrics';

/** A status as the class Prometheus rules group by (`2xx`...`5xx`). */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/**
 * Every answer of the API counted by route and status, with its duration (docs/decisions.md, "Issue
 * 28 — metrics"). The route is Fastify's pattern (`/api/web/dokter/:slug`), never the raw URL: a made-up
 * slug or query string must not make a new series; a path no route matches is `unmatched`.
 */
export function installRequestMetrics(app: FastifyInstance): void {
  const instruments = meter('@hospital/api');
  const requests = instruments.createCounter('api_requests', {
    description: 'API answers by route pattern, method and status',
  });
  const duration = instruments.createHistogram('api_request_duration_seconds', {
    description: 'Time from the request to the end of its answer, by route pattern and status class',
    advice: { explicitBucketBoundaries: [...DURATION_BUCKETS_SECONDS] },
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    const klass = statusClass(status);
    requests.add(1, { route, method: request.method, status: String(status), status_class: klass });
    duration.record(reply.elapsedTime / 1000, { route, method: request.method, status_class: klass });
  });
}
