import { INT4_MAX, INT4_MIN } from '../http/input';
import { json, routeSchema, text } from '../http/routeSchema';

/**
 * The schemas of the screening routes (routes.ts): checked by Fastify before a handler runs, and the
 * OpenAPI document's (http/routeSchema.ts). The answers' body is documented by its payload type and
 * checked by screening/service.ts (the form's questions decide what an answer may be).
 */
export const screeningSchemas = {
  forms: routeSchema({
    summary: 'Screening forms',
    tags: ['screening'],
    query: {
      filters: json('JSON array of [field, operator, value] on name or id'),
      name: { type: 'string', maxLength: 200 },
      id: { type: 'integer', minimum: INT4_MIN, maximum: INT4_MAX },
    },
    answer: { status: 200, list: 'ScreeningForm' },
  }),
  submit: routeSchema({
    summary: 'Submit screening answers',
    tags: ['screening'],
    body: 'ScreeningResultInput',
    idempotent: true,
    answer: { status: 201, item: 'ScreeningResult' },
  }),
  result: routeSchema({
    summary: 'One screening result',
    tags: ['screening'],
    // `id` or `filters=[["id","=",…]]`, one of them required, in the words the handler used for it;
    // an empty `id` is a missing one, as `singleValue` reads it (http/routeHelpers.ts).
    query: { id: { ...text, minLength: 1 }, filters: json('JSON array [["id", "=", <id>]]') },
    requiredQueryOneOf: ['id', 'filters'].map((name) => ({
      required: [name],
      message: { id: "Parameter 'id' wajib diisi.", en: "Parameter 'id' is required." },
      field: 'id',
    })),
    answer: { status: 200, item: 'ScreeningResult' },
  }),
};
