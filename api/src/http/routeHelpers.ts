import type { FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Lang } from '@hospital/contract';
import type { Schema } from 'yup';
import type { AppContext } from '../context';
import { validationFailed } from './errors';
import { validateInput } from './input';

export { isObject } from './input';
import { parseFilters, type QueryInput } from './queryParams';

export function queryOf(request: FastifyRequest): QueryInput {
  return (request.query ?? {}) as QueryInput;
}

/** Validates with a `@hospital/domain` schema; a failure is a 400 with docs/product-rules.md §5 messages per field. */
export function validated<T>(schema: Schema<T>, body: unknown, lang: Lang): T {
  const result = validateInput(schema, body, lang);
  if (!result.ok) throw validationFailed(result.fields);
  return result.value;
}

/** Route options of every write: the per-IP rate limit. */
export function writeOptions(ctx: AppContext): RouteShorthandOptions {
  return {
    config: { rateLimit: { max: ctx.config.rateLimitWritesPerMinute, timeWindow: 60_000 } },
  };
}

/**
 * Route options of the booking look-up and cancel (code + birth date): a per-IP limit of their own,
 * tighter than the writes', on top of the per-code lock after wrong birth dates.
 */
export function lookupOptions(ctx: AppContext): RouteShorthandOptions {
  return {
    config: { rateLimit: { max: ctx.config.rateLimitLookupsPerMinute, timeWindow: 60_000 } },
  };
}

/** `id` from `?id=` or from `filters=[["id","=",...]]` (both shapes of the "/get" calls, docs/product-rules.md §7). */
export function singleValue(query: QueryInput, name: string, aliases: string[] = []): string | undefined {
  for (const key of [name, ...aliases]) {
    if (query[key] !== undefined && query[key] !== '') return String(query[key]);
  }
  if (query.filters === undefined) return undefined;
  const filters = parseFilters(query.filters, { [name]: { type: 'text', ops: ['='] } });
  const match = filters.find((f) => f.field === name);
  return match ? String(match.value) : undefined;
}
