import { INT4_MAX, INT4_MIN } from '../http/input';
import { TEXT_LIMITS, TEXT_MINIMUMS } from '@hospital/domain';
import { aliased, bodyId, orNull, trimmedText } from '../http/bodyFields';
import { json, routeSchema, text, type JsonSchema } from '../http/routeSchema';

/**
 * The schemas of the screening routes (routes.ts): checked by Fastify before a handler runs, and the
 * OpenAPI document's (http/routeSchema.ts). The answers' body is a `parsedBody`: screening/service.ts
 * first answers a retry with its key, then reads the body (the form's questions decide what an answer
 * may be), then the route checks this schema, no stricter than that reading.
 */

/** One answer: yes/no (also `yes`/`no`, 1/0), an option's value, a number (or its text), a date; blank is none. */
const ANSWER: JsonSchema = {
  anyOf: [{ type: 'boolean' }, { type: 'string' }, { type: 'number' }, { enum: [null] }],
};

const SCREENING_BODY: JsonSchema = {
  type: 'object',
  properties: {
    formId: orNull(bodyId),
    form_id: { description: 'the same as formId' },
    visitor: {
      type: 'object',
      properties: {
        name: trimmedText(TEXT_MINIMUMS.name, TEXT_LIMITS.name, 'plain text'),
        phone: { type: 'string', description: 'a phone number: 0…, 62… or +62…' },
      },
      required: ['name', 'phone'],
    },
    answers: {
      type: 'object',
      additionalProperties: ANSWER,
      description: 'by question key (the form’s); a required question must be answered',
    },
  },
  required: ['visitor', 'answers'],
  // `formId ?? form_id` (screening/service.ts).
  allOf: [aliased('formId', 'form_id', bodyId)],
};
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
    parsedBody: SCREENING_BODY,
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
