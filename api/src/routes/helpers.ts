import type { FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Lang } from '@hospital/api-client';
import type { Schema } from 'yup';
import type { AppContext } from '../context';
import { validationFailed } from '../http/errors';
import { validateInput } from '../http/input';
import type { QueryInput } from '../http/queryParams';
import { jakartaNow, type JakartaNow } from '../services/clock';

export function queryOf(request: FastifyRequest): QueryInput {
  return (request.query ?? {}) as QueryInput;
}

export function nowOf(ctx: AppContext): JakartaNow {
  return jakartaNow(ctx.clock());
}

/** Validates with a `@hospital/domain` schema; a failure is a 400 with SPEC 5 messages per field. */
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

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
