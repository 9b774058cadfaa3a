import { ValidationError, type Schema } from 'yup';

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; fields: Record<string, string> };

// Errors that belong to the whole value rather than one field.
const ROOT_FIELD = '_';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates synchronously with every error collected (abortEarly false) and unknown keys stripped.
 * Returns the cast value, or the first message per field, ready for `{ error: { fields } }`.
 * A missing or non-object body is validated as `{}` so the answer names the required fields.
 */
export function validateWith<T>(schema: Schema<T>, value: unknown): ValidationResult<T> {
  const input = isPlainObject(value) ? value : {};
  try {
    const cast = schema.validateSync(input, { abortEarly: false, stripUnknown: true });
    return { ok: true, value: cast as T };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: Record<string, string> = {};
    const issues = error.inner.length > 0 ? error.inner : [error];
    for (const issue of issues) {
      const field = issue.path || ROOT_FIELD;
      if (!(field in fields)) fields[field] = issue.message;
    }
    return { ok: false, fields };
  }
}
