import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver of a function that says, per field, what is wrong (the messages of the
 * shared yup schemas, docs/product-rules.md §5): the look-up form and the request for every booking
 * of a patient check their values this way.
 */
export function resolverOf<T extends FieldValues>(
  errorsOf: (values: T) => Partial<Record<keyof T, string>>,
): Resolver<T> {
  return async (values) => {
    const entries = Object.entries(errorsOf(values)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    if (entries.length === 0) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of entries) errors[field] = { type: 'validation', message };
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
