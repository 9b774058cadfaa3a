/**
 * The query string of a call, parsed and checked against the call's allow-list (api/README.md,
 * "Lists"): anything unknown or of the wrong type is a 400 naming what is allowed. Turning the parsed
 * filters into SQL is db/conditions.ts's job.
 */
import {
  DEFAULT_LIST_LIMIT,
  FILTER_OPERATORS,
  MAX_LIST_LIMIT,
  type FilterOperator,
  type FilterScalar,
} from '@hospital/contract';
import { isValidIsoDate } from '@hospital/domain';
import { HttpError } from './errors';
import { INT4_MAX, INT4_MIN, jsonDepthExceeds } from './input';

export type FieldType = 'int' | 'text' | 'date' | 'bool';

export interface FieldRule {
  type: FieldType;
  ops?: readonly FilterOperator[];
}

export interface ListSpec<F extends string, O extends string> {
  fields: Record<F, FieldRule>;
  /** Plain query parameters that stand for `[field, '=', value]` (`in` for comma lists). */
  params?: readonly F[];
  orders: readonly O[];
  defaultOrder: O;
  defaultLimit?: number;
  maxLimit?: number;
  /** Other query parameters the route reads itself. */
  extraParams?: readonly string[];
}

export interface ParsedFilter<F extends string = string> {
  field: F;
  op: FilterOperator;
  value: FilterScalar | FilterScalar[];
}

export interface ParsedList<F extends string, O extends string> {
  offset: number;
  limit: number;
  order: O;
  filters: ParsedFilter<F>[];
  extras: Record<string, string>;
}

/** Parameters every call accepts: the language and a cache buster. */
const ALWAYS_ALLOWED = ['lang', '_'];
const DEFAULT_OPS: Record<FieldType, readonly FilterOperator[]> = {
  int: ['=', '!=', 'in', 'not in'],
  date: ['=', '!=', 'in', 'not in'],
  bool: ['=', '!='],
  text: FILTER_OPERATORS,
};

export type QueryInput = Record<string, unknown>;

function invalidFilter(id: string, en: string): HttpError {
  return new HttpError(400, 'invalid_filter', { id, en });
}

function firstString(value: unknown): string | undefined {
  if (Array.isArray(value)) return firstString(value[0]);
  if (value === undefined || value === null) return undefined;
  return String(value);
}

/** A non-negative integer parameter, at most `max` (by default what an int4 column holds). */
export function parseNonNegativeInt(
  raw: unknown,
  name: string,
  fallback: number,
  max: number = INT4_MAX,
): number {
  const text = firstString(raw);
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    const range = `0..${max}`;
    throw new HttpError(
      400,
      'bad_request',
      {
        id: `Parameter '${name}' harus bilangan bulat ${range}.`,
        en: `Parameter '${name}' must be an integer ${range}.`,
      },
      { [name]: `${range}` },
    );
  }
  return value;
}

/** One value of a plain query parameter or filter, as its field's type, or a 400 naming the field. */
export function coerce(field: string, type: FieldType, value: unknown): FilterScalar {
  const fail = () =>
    invalidFilter(
      `Nilai filter '${field}' tidak valid (harus ${type}).`,
      `Filter value for '${field}' is not valid (expected ${type}).`,
    );
  switch (type) {
    case 'int': {
      // Every int field is an int4 column (PostgreSQL 22003 beyond it), so the range is checked here.
      const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
      if (
        !Number.isInteger(n) ||
        n > INT4_MAX ||
        n < INT4_MIN ||
        (typeof value === 'string' && value.trim() === '')
      )
        throw fail();
      return n;
    }
    case 'bool':
      if (value === true || value === 'true' || value === 1 || value === '1') return true;
      if (value === false || value === 'false' || value === 0 || value === '0') return false;
      throw fail();
    case 'date':
      if (typeof value !== 'string' || !isValidIsoDate(value)) throw fail();
      return value;
    case 'text':
      if (typeof value === 'string') {
        // A JSON escape (\u0000) gets past the query string's own check; PostgreSQL cannot store U+0000.
        if (value.length > 200 || value.includes('\u0000')) throw fail();
        return value;
      }
      if (typeof value === 'number') return String(value);
      throw fail();
  }
}

function parseFilterValue(field: string, rule: FieldRule, op: FilterOperator, value: unknown) {
  if (op === 'in' || op === 'not in') {
    if (!Array.isArray(value) || value.length > 200) {
      throw invalidFilter(
        `Operator '${op}' pada '${field}' membutuhkan daftar nilai.`,
        `Operator '${op}' on '${field}' needs a list of values.`,
      );
    }
    return value.map((v) => coerce(field, rule.type, v));
  }
  if (Array.isArray(value)) {
    throw invalidFilter(
      `Operator '${op}' pada '${field}' membutuhkan satu nilai.`,
      `Operator '${op}' on '${field}' needs a single value.`,
    );
  }
  if (value === null) {
    throw invalidFilter(`Nilai filter '${field}' kosong.`, `Filter value for '${field}' is null.`);
  }
  return coerce(field, rule.type, value);
}

/** Parses `filters` (JSON array of `[field, operator, value]`) against an allow-list. */
export function parseFilters<F extends string>(
  raw: unknown,
  fields: Record<F, FieldRule>,
): ParsedFilter<F>[] {
  const text = firstString(raw);
  if (text === undefined || text.trim() === '') return [];
  let parsed: unknown;
  try {
    if (jsonDepthExceeds(text, 4)) throw new SyntaxError('nested too deeply');
    parsed = JSON.parse(text);
  } catch {
    throw invalidFilter(
      "Parameter 'filters' harus JSON: [[field, operator, value], ...].",
      "Parameter 'filters' must be JSON: [[field, operator, value], ...].",
    );
  }
  if (!Array.isArray(parsed) || parsed.length > 20) {
    throw invalidFilter(
      "Parameter 'filters' harus berupa array (maksimal 20 kondisi).",
      "Parameter 'filters' must be an array (at most 20 conditions).",
    );
  }
  const allowed = Object.keys(fields);
  return parsed.map((entry): ParsedFilter<F> => {
    if (
      !Array.isArray(entry) ||
      entry.length !== 3 ||
      typeof entry[0] !== 'string' ||
      typeof entry[1] !== 'string'
    ) {
      throw invalidFilter(
        'Setiap filter harus [field, operator, value].',
        'Each filter must be [field, operator, value].',
      );
    }
    const [field, operator, value] = entry as [string, string, unknown];
    if (!Object.prototype.hasOwnProperty.call(fields, field)) {
      throw invalidFilter(
        `Field '${field}' tidak dapat difilter di sini. Yang diizinkan: ${allowed.join(', ')}.`,
        `Field '${field}' cannot be filtered here. Allowed: ${allowed.join(', ')}.`,
      );
    }
    const rule = fields[field as F];
    const ops = rule.ops ?? DEFAULT_OPS[rule.type];
    const op = operator.toLowerCase() as FilterOperator;
    if (!ops.includes(op)) {
      throw invalidFilter(
        `Operator '${operator}' tidak diizinkan untuk '${field}'. Yang diizinkan: ${ops.join(', ')}.`,
        `Operator '${operator}' is not allowed for '${field}'. Allowed: ${ops.join(', ')}.`,
      );
    }
    return { field: field as F, op, value: parseFilterValue(field, rule, op, value) };
  });
}

function parseOrder<O extends string>(raw: unknown, orders: readonly O[], fallback: O): O {
  const text = firstString(raw);
  if (text === undefined || text.trim() === '') return fallback;
  const parts = text.trim().split(/\s+/);
  const normalised = `${parts[0]} ${(parts[1] ?? 'asc').toLowerCase()}`;
  if (parts.length > 2 || !orders.includes(normalised as O)) {
    throw new HttpError(400, 'bad_request', {
      id: `Urutan '${text}' tidak diizinkan. Yang diizinkan: ${orders.join(', ')}.`,
      en: `Order '${text}' is not allowed. Allowed: ${orders.join(', ')}.`,
    });
  }
  return normalised as O;
}

/** Rejects query parameters the call does not know, so a typo never silently widens a list. */
export function assertKnownParams(query: QueryInput, known: readonly string[]): void {
  for (const name of Object.keys(query)) {
    if (!known.includes(name) && !ALWAYS_ALLOWED.includes(name)) {
      throw new HttpError(400, 'bad_request', {
        id: `Parameter '${name}' tidak dikenal. Yang diizinkan: ${known.join(', ')}.`,
        en: `Unknown query parameter '${name}'. Allowed: ${known.join(', ')}.`,
      });
    }
  }
}

/** Parses offset, limit, order, filters and the shorthand parameters of one list call. */
export function parseList<F extends string, O extends string>(
  query: QueryInput,
  spec: ListSpec<F, O>,
): ParsedList<F, O> {
  const params = spec.params ?? [];
  const extraParams = spec.extraParams ?? [];
  assertKnownParams(query, ['offset', 'limit', 'order', 'filters', ...params, ...extraParams]);
  const maxLimit = spec.maxLimit ?? MAX_LIST_LIMIT;
  const limit = parseNonNegativeInt(query.limit, 'limit', spec.defaultLimit ?? DEFAULT_LIST_LIMIT, maxLimit);
  const filters = parseFilters(query.filters, spec.fields);
  for (const name of params) {
    const text = firstString(query[name]);
    if (text === undefined || text === '') continue;
    const rule = spec.fields[name];
    if (text.includes(',') && rule.type !== 'text') {
      filters.push({ field: name, op: 'in', value: parseFilterValue(name, rule, 'in', text.split(',')) });
    } else {
      filters.push({ field: name, op: '=', value: parseFilterValue(name, rule, '=', text) });
    }
  }
  const extras: Record<string, string> = {};
  for (const name of extraParams) {
    const text = firstString(query[name]);
    if (text !== undefined) extras[name] = text;
  }
  return {
    offset: parseNonNegativeInt(query.offset, 'offset', 0, 1_000_000),
    limit: limit === 0 ? (spec.defaultLimit ?? DEFAULT_LIST_LIMIT) : limit,
    order: parseOrder(query.order, spec.orders, spec.defaultOrder),
    filters,
    extras,
  };
}

/** Applies a filter to a value in memory (for lists computed in the API rather than in SQL). */
export function matchesFilter(actual: FilterScalar | FilterScalar[], filter: ParsedFilter): boolean {
  const values = Array.isArray(actual) ? actual : [actual];
  const test = (v: FilterScalar): boolean => {
    switch (filter.op) {
      case '=':
        return v === filter.value;
      case '!=':
        return v !== filter.value;
      case 'in':
        return (filter.value as FilterScalar[]).includes(v);
      case 'not in':
        return !(filter.value as FilterScalar[]).includes(v);
      case 'ilike': {
        const needle = String(filter.value).replace(/%/g, '').toLowerCase();
        return String(v).toLowerCase().includes(needle);
      }
    }
  };
  // For list-valued fields (a doctor's poli ids) '!=' and 'not in' mean "none of them".
  return filter.op === '!=' || filter.op === 'not in' ? values.every(test) : values.some(test);
}
