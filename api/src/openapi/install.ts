import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config';
import payloadSchemas from './payloadSchemas.json';
import { routeSchema } from '../http/routeSchema';
import { markDocumentOnly, validatorCompiler } from '../http/validation';
import { ROUTE_DOCS, routeKey } from './routeDocs';

/** Where the document and its page are served, relative to the API's base (`/api/docs`). */
export const DOCS_PATH = '/docs';

/**
 * Serves the OpenAPI document of the API at `<base>docs/json` and a readable page at `<base>docs`
 * (@fastify/swagger and @fastify/swagger-ui), built from the routes' own schemas: the ones Fastify
 * validates with (http/validation.ts), declared beside each domain's routes (`booking/schemas.ts`).
 * A route without a schema takes its entry of openapi/routeDocs.ts, which documents only (those
 * domains still check their input in the handlers); a route with neither stops the API from starting.
 *
 * Answers keep being serialised as they are (fast-json-stringify would drop any field a schema
 * does not list).
 */
export async function installOpenApi(instance: FastifyInstance, config: ApiConfig): Promise<void> {
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(() => (data) => JSON.stringify(data));
  for (const schema of Object.values(payloadSchemas)) instance.addSchema(schema);

  const prefix = instance.prefix;
  instance.addHook('onRoute', (route) => {
    if (route.method === 'HEAD' || route.schema?.hide) return;
    if (route.schema?.summary) return;
    const relative = route.url.slice(prefix.length) || '/';
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const doc = ROUTE_DOCS[routeKey(method, relative, config.product)];
      if (!doc) {
        throw new Error(
          `${method} ${relative} has no schema (api/src/<domain>/schemas.ts) nor an entry in api/src/openapi/routeDocs.ts`,
        );
      }
      markDocumentOnly(method, route.url);
      if (method === 'GET') markDocumentOnly('HEAD', route.url);
      route.schema = { ...routeSchema(doc), ...route.schema };
    }
  });

  await instance.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Medika Hospital API',
        version: '1',
        description:
          'Public API of the Medika Hospital website (docs/product-rules.md §7). Answers: `{ data: ... }`; errors: ' +
          '`{ error: { code, message, fields } }`. Language: `lang=id|en` or Accept-Language.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'the public access token (API_TOKEN)' },
        },
      },
      security: [{ bearer: [] }],
    },
    refResolver: {
      // Components keep the names of the shared types (`Doctor`, not `def-12`).
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  });
  await instance.register(swaggerUi, { routePrefix: DOCS_PATH });
}
