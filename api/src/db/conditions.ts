import { and, eq, ilike, inArray, ne, notInArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import type { FilterScalar, Lang } from '@hospital/contract';
import type { ParsedFilter } from '../http/queryParams';

/** SQL conditions of the filters http/queryParams.ts parsed (allow-listed fields only). */

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%value%` unless the caller wrote its own wildcards. */
export function likePattern(value: string): string {
  return value.includes('%') ? value : `%${escapeLike(value)}%`;
}

type Operand = SQLWrapper | AnyColumn;

/** One parsed filter as a SQL condition on a column or expression. */
export function conditionFor(column: Operand, filter: ParsedFilter): SQL {
  const { op, value } = filter;
  switch (op) {
    case '=':
      return eq(column, value);
    case '!=':
      return ne(column, value);
    case 'in':
      return (value as FilterScalar[]).length === 0 ? sql`false` : inArray(column, value as FilterScalar[]);
    case 'not in':
      return (value as FilterScalar[]).length === 0 ? sql`true` : notInArray(column, value as FilterScalar[]);
    case 'ilike':
      return ilike(column as AnyColumn, likePattern(String(value)));
  }
}

/** The text of a localized jsonb column in one language. */
export function localizedText(column: AnyColumn, lang: Lang): SQL<string> {
  return sql<string>`(${column} ->> ${sql.raw(`'${lang}'`)})`;
}

/**
 * Where each allow-listed filter field of a list points: a column or expression that `conditionFor`
 * compares, or a function for a field with its own condition (`containsCompany`).
 */
export type FilterColumns<F extends string> = Record<F, Operand | ((filter: ParsedFilter<F>) => SQL)>;

/** The SQL conditions of a list's parsed filters, each field by its entry in `columns`. */
export function filterConditions<F extends string>(
  filters: ParsedFilter<F>[],
  columns: FilterColumns<F>,
): SQL[] {
  return filters.map((filter) => {
    const target = columns[filter.field];
    return typeof target === 'function' ? target(filter) : conditionFor(target, filter);
  });
}

export function allOf(conditions: (SQL | undefined)[]): SQL | undefined {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length === 0 ? undefined : and(...present);
}

/** `company_ids @> [id]` for the jsonb id lists of promos and packages. */
export function containsCompany(column: AnyColumn, filter: ParsedFilter): SQL {
  const values = Array.isArray(filter.value) ? filter.value : [filter.value];
  const anyOf = sql.join(
    values.map((v) => sql`${column} @> ${JSON.stringify([Number(v)])}::jsonb`),
    sql` or `,
  );
  const positive = sql`(${anyOf})`;
  return filter.op === '!=' || filter.op === 'not in' ? sql`not ${positive}` : positive;
}
