import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import payloadSchemas from './payloadSchemas.json';
import { validatorCompiler } from '../http/validation';

/** Where the document and its page are served, relative to the API's base (`/api/docs`). */
export const DOCS_PATH = '/docs';

/**
 * Serves the OpenAPI document of the API at `<base>docs/json` and a readable page at `<base>docs`
 * (@fastify/swagger and @fastify/swagger-ui), built from the routes' own schemas: the ones Fastify
 * validates with (http/validation.ts), declared beside each domain's routes (`booking/schemas.ts`).
 * A route without one stops the API from starting: every entry of the document is what its route checks.
 *
 * Answers keep being serialised as they are (fast-json-stringify would drop any field a schema
 * does not list).
 */
export async function installOpenApi(instance: FastifyInstance): Promise<void> {
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(() => (data) => JSON.stringify(data));
  for (const schema of Object.values(payloadSchemas)) instance.addSchema(schema);

  const prefix = instance.prefix;
  instance.addHook('onRoute', (route) => {
    if (route.method === 'HEAD' || route.schema?.hide || route.schema?.summary) return;
    const relative = route.url.slice(prefix.length) || '/';
    throw new Error(`${String(route.method)} ${relative} has no route schema (api/src/<domain>/schemas.ts)`);
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
