import type { FastifyInstance } from 'fastify';
import { validationMessages } from '@hospital/domain';
import type { AppContext } from '../context';
import { itemOf, listOf } from '../http/envelope';
import { badRequest } from '../lib/errors';
import { coerce, parseFilters, type ParsedFilter } from '../http/queryParams';
import { readIdempotencyKey } from '../lib/idempotency';
import { findForms, findResult, submitScreening } from './service';
import { queryOf, singleValue, writeOptions } from '../http/routeHelpers';
import { screeningSchemas } from './schemas';
import { checkParsedBody } from '../http/validation';

/** Screening forms, answers and results: the rules live in screening/service.ts. */
export function registerScreeningRoutes(app: FastifyInstance, ctx: AppContext): void {
  const product = ctx.config.product;

  app.get(`/${product}.config.form/get`, { schema: screeningSchemas.forms }, async (request) => {
    const query = queryOf(request);
    const filters: ParsedFilter<'name' | 'id'>[] = parseFilters(query.filters, {
      name: { type: 'text', ops: ['=', 'ilike'] },
      id: { type: 'int', ops: ['=', 'in'] },
    });
    if (query.name !== undefined)
      filters.push({ field: 'name', op: '=', value: coerce('name', 'text', query.name) });
    if (query.id !== undefined) filters.push({ field: 'id', op: '=', value: coerce('id', 'int', query.id) });
    return listOf(await findForms(ctx, filters, request.lang));
  });

  app.post(
    `/${product}.assesment.result`,
    { ...writeOptions(ctx), schema: screeningSchemas.submit },
    async (request, reply) => {
      const key = readIdempotencyKey(request.headers['idempotency-key']);
      const answer = await submitScreening(ctx, request.body, key, request.lang, () =>
        checkParsedBody(request),
      );
      if (answer.replayed) reply.header('idempotent-replay', 'true');
      return reply.status(201).send(answer.body);
    },
  );

  app.get(`/${product}.assesment.result/get`, { schema: screeningSchemas.result }, async (request) => {
    const query = queryOf(request);
    const id = singleValue(query, 'id');
    if (id === undefined) {
      throw badRequest(
        { id: "Parameter 'id' wajib diisi.", en: "Parameter 'id' is required." },
        { id: validationMessages(request.lang).required },
      );
    }
    return itemOf(await findResult(ctx, id, request.lang));
  });
}
