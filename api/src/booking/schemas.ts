import {
  CONTACT_RELATIONSHIPS,
  IDENTITY_DOCUMENTS,
  MAX_AGE_YEARS,
  NIK_DIGITS,
  PATIENT_RELATIONS,
  PAYMENT_KINDS,
  TEXT_LIMITS,
  TEXT_MINIMUMS,
} from '@hospital/domain';
import {
  aliased,
  bodyId,
  isoDate,
  mustBeTrue,
  oneOf,
  orNull,
  trimmedDate,
  trimmedText,
  yesNo,
} from '../http/bodyFields';
import { INT4_MAX } from '../http/input';
import { date, int, orEmpty, routeSchema, text, type JsonSchema } from '../http/routeSchema';

/**
 * The schemas of the booking routes (routes.ts, accessRoutes.ts): Fastify checks the path, query
 * string and headers against them before a handler runs, and the OpenAPI document is built from
 * them (http/routeSchema.ts). Bodies are `parsedBody` schemas: the route's parser (the yup schemas of
 * the forms, booking/input.ts) reads the body first, in its own words, and the route then checks the
 * schema, which is no stricter than the parser (docs/decisions.md, "Issue 27 — the booking and
 * screening bodies").
 */

const NAME = trimmedText(TEXT_MINIMUMS.name, TEXT_LIMITS.name, 'plain text');
const BIRTH_DATE = trimmedDate(`the birth date: not in the future, at most ${MAX_AGE_YEARS} years ago`);
const NIK = {
  type: 'string',
  description: `${NIK_DIGITS} digits (spaces around allowed), required with the NIK (the default document) unless a newborn; ignored with a passport or KITAS`,
  nullable: true,
};

const PATIENT_BODY: JsonSchema = {
  type: 'object',
  properties: {
    forWhom: oneOf(PATIENT_RELATIONS),
    fullName: NAME,
    bornDate: BIRTH_DATE,
    idDocument: oneOf(IDENTITY_DOCUMENTS, 'default nik'),
    nik: NIK,
    newborn: { ...yesNo, description: 'a child without a NIK yet (forWhom child only)' },
    documentNumber: {
      type: 'string',
      nullable: true,
      description:
        'the passport or KITAS number, 6 to 20 letters and digits (spaces and dashes dropped); required with either',
    },
  },
  required: ['forWhom', 'fullName', 'bornDate'],
};

/** Text that may be blank or absent when not needed (a yup `string().optional()` after the type check). */
const optionalText = (description: string): JsonSchema => ({ type: 'string', nullable: true, description });

const INSURANCE_BODY: JsonSchema = {
  type: 'object',
  properties: {
    kind: oneOf(PAYMENT_KINDS, 'bpjs needs a patient registered with a NIK'),
    bpjsCardNumber: optionalText('BPJS card number, 13 digits; required with bpjs'),
    paperReferral: { ...yesNo, description: 'the referral is on paper (bpjs)' },
    referralNumber: optionalText(
      'referral number, 19 letters and digits; required with bpjs unless on paper',
    ),
    insurerId: {
      anyOf: [
        { type: 'integer', minimum: 1, maximum: INT4_MAX },
        { type: 'string', description: 'the same number as text' },
      ],
      description: 'the insurer (a partner); required with insurer',
    },
    policyNumber: {
      ...trimmedText(0, TEXT_LIMITS.policyNumber, 'required with insurer'),
      nullable: true,
    },
  },
  required: ['kind'],
};

const CONTACT_BODY: JsonSchema = {
  type: 'object',
  properties: {
    fullName: NAME,
    phone: { type: 'string', description: 'a mobile number: 08…, 62… or +62…' },
    email: { ...trimmedText(0, TEXT_LIMITS.email, 'an e-mail address, optional'), nullable: true },
    relationship: {
      anyOf: [
        oneOf(CONTACT_RELATIONSHIPS),
        { type: 'string' },
        { type: 'number' },
        { type: 'boolean' },
        { enum: [null] },
      ],
      description: `who the contact is to the patient: one of ${CONTACT_RELATIONSHIPS.join(', ')}, required unless forWhom is self (then ignored)`,
    },
  },
  required: ['fullName', 'phone'],
};

/** For someone else than oneself, the contact says who they are to the patient. */
const FOR_SOMEONE_ELSE: JsonSchema = {
  anyOf: [
    { properties: { forWhom: { enum: ['self'] } } },
    {
      properties: {
        contact: {
          type: 'object',
          required: ['relationship'],
          properties: { relationship: oneOf(CONTACT_RELATIONSHIPS) },
        },
      },
    },
  ],
};

const APPOINTMENT_BODY: JsonSchema = {
  type: 'object',
  properties: {
    patientHandle: { type: 'string', minLength: 1, description: 'the handle of POST …patient' },
    forWhom: oneOf(PATIENT_RELATIONS, 'the same as the patient’s'),
    companyId: bodyId,
    poliId: bodyId,
    doctorId: bodyId,
    sessionId: bodyId,
    packageId: {
      anyOf: [bodyId, { enum: [null] }],
      description: 'a service package; omitted for a consultation',
    },
    date: { ...isoDate, description: 'the visit, inside the booking window' },
    consent: mustBeTrue,
    insurance: INSURANCE_BODY,
    contact: CONTACT_BODY,
  },
  required: [
    'patientHandle',
    'forWhom',
    'companyId',
    'poliId',
    'doctorId',
    'sessionId',
    'date',
    'consent',
    'insurance',
    'contact',
  ],
  allOf: [FOR_SOMEONE_ELSE],
};

/** The birth date that proves a booking code (`readBornDate`, booking/input.ts), as written. */
const BORN_DATE_BODY = aliased('bornDate', 'born_date', isoDate);

const CANCEL_BODY: JsonSchema = {
  type: 'object',
  properties: { bornDate: orNull(isoDate), born_date: { description: 'the same as bornDate' } },
  allOf: [BORN_DATE_BODY],
};

/** A session id of the reschedule (`parseNonNegativeInt`, http/queryParams.ts): a positive int4, or as text. */
const SESSION_ID: JsonSchema = {
  anyOf: [
    { type: 'integer', minimum: 1, maximum: INT4_MAX },
    { type: 'string', 'x-parsed': 'integer', description: 'the same number as text' },
    { type: 'array', items: {}, minItems: 1, 'x-parsed': 'integer', description: 'its first item is read' },
  ],
};

const RESCHEDULE_BODY: JsonSchema = {
  type: 'object',
  properties: {
    bornDate: orNull(isoDate),
    born_date: { description: 'the same as bornDate' },
    sessionId: { ...orNull(SESSION_ID), description: 'the new session' },
    session_id: { description: 'the same as sessionId', 'x-parsed': 'integer' },
    date: { ...isoDate, description: 'the new visit, inside the booking window' },
    fromSessionId: {
      ...orNull(SESSION_ID),
      description: 'the session the booking had when the patient chose',
    },
    from_session_id: { description: 'the same as fromSessionId', 'x-parsed': 'integer' },
    fromDate: { ...orNull(isoDate), description: 'the date the booking had when the patient chose' },
    from_date: { description: 'the same as fromDate' },
  },
  required: ['date'],
  allOf: [
    BORN_DATE_BODY,
    aliased('sessionId', 'session_id', SESSION_ID),
    aliased('fromSessionId', 'from_session_id', SESSION_ID),
    aliased('fromDate', 'from_date', isoDate),
  ],
};

const CONFIRM = { ...mustBeTrue, description: 'the patient confirmed' };

const ERASE_BODY: JsonSchema = {
  type: 'object',
  properties: {
    bornDate: orNull(isoDate),
    born_date: { description: 'the same as bornDate' },
    confirm: CONFIRM,
  },
  required: ['confirm'],
  allOf: [BORN_DATE_BODY],
};

const ACCESS_BODY: JsonSchema = {
  type: 'object',
  properties: {
    nik: {
      type: 'string',
      pattern: `^\\s*\\d{${NIK_DIGITS}}\\s*$`,
      description: `${NIK_DIGITS} digits`,
    },
    bornDate: BIRTH_DATE,
  },
  required: ['nik', 'bornDate'],
};

const ACCESS_ERASE_BODY: JsonSchema = {
  type: 'object',
  properties: { confirm: CONFIRM },
  required: ['confirm'],
};

/** The birth date beside a booking code: its errors are the form's (`bornDate`, docs/product-rules.md §5). */
const BORN_DATE = { ...date, 'x-form-field': 'bornDate', description: 'the patient’s birth date' };
const CODE = { code: text };
const TOKEN = { token: text };
const FORMAT = { type: 'string', enum: ['json', 'pdf'], description: 'pdf: the same as a PDF document' };

export const bookingSchemas = {
  patient: routeSchema({
    summary: 'Patient details, answered with a short-lived handle to book with',
    tags: ['booking'],
    body: 'PatientInput',
    parsedBody: PATIENT_BODY,
    answer: { status: 201, item: 'Patient' },
  }),
  book: routeSchema({
    summary: 'Book an appointment',
    tags: ['booking'],
    body: 'AppointmentInput',
    parsedBody: APPOINTMENT_BODY,
    idempotent: true,
    answer: { status: 201, item: 'Appointment' },
  }),
  lookUp: routeSchema({
    summary: 'Look up a booking by code and birth date',
    tags: ['booking'],
    params: CODE,
    query: { born_date: BORN_DATE },
    requiredQuery: ['born_date'],
    answer: { status: 200, item: 'Appointment' },
  }),
  cancel: routeSchema({
    summary: 'Cancel a booking (code and birth date)',
    tags: ['booking'],
    params: CODE,
    body: 'CancelAppointmentInput',
    parsedBody: CANCEL_BODY,
    answer: { status: 200, item: 'Appointment' },
  }),
  reschedule: routeSchema({
    summary: 'Move a booking to another open session of the same doctor or clinic (code and birth date)',
    tags: ['booking'],
    params: CODE,
    body: 'RescheduleAppointmentInput',
    parsedBody: RESCHEDULE_BODY,
    answer: { status: 200, item: 'Appointment' },
  }),
  personalData: routeSchema({
    summary: 'What is held for this booking only (code and birth date); format=pdf for a document',
    tags: ['booking'],
    params: CODE,
    query: { born_date: BORN_DATE, format: FORMAT },
    requiredQuery: ['born_date'],
    answer: { status: 200, item: 'PersonalDataExport', file: 'application/pdf' },
  }),
  erase: routeSchema({
    summary: 'Withdraw consent for this booking only: cancelled if still to come, its personal data removed',
    tags: ['booking'],
    params: CODE,
    body: 'EraseInput',
    parsedBody: ERASE_BODY,
    answer: { status: 200, item: 'ErasureResult' },
  }),
  availability: routeSchema({
    summary:
      'Booking calendar from .. to, clamped to today .. the last bookable day (no day when from is after to)',
    tags: ['booking'],
    query: {
      doctor_id: orEmpty(int),
      poli_id: orEmpty(int),
      company_id: orEmpty(int),
      from: orEmpty(date),
      to: orEmpty(date),
    },
    answer: { status: 200, item: 'Availability' },
  }),
  config: routeSchema({
    summary: 'Booking window and time zone',
    tags: ['booking'],
    answer: { status: 200, item: 'BookingConfig' },
  }),
  accessRequest: routeSchema({
    summary:
      'Every booking of a patient: each booking contact address gets a link to the bookings made with it (same answer whatever the NIK)',
    tags: ['booking'],
    body: 'BookingAccessInput',
    parsedBody: ACCESS_BODY,
    answer: { status: 202, item: 'BookingAccessRequested' },
  }),
  access: routeSchema({
    summary: 'The bookings a mailed link opens',
    tags: ['booking'],
    params: TOKEN,
    answer: { status: 200, item: 'BookingAccess' },
  }),
  accessData: routeSchema({
    summary: 'What is held for each booking a mailed link opens; format=pdf for a document',
    tags: ['booking'],
    params: TOKEN,
    query: { format: FORMAT },
    answer: { status: 200, item: 'BookingAccessData', file: 'application/pdf' },
  }),
  accessErase: routeSchema({
    summary:
      'Withdraw consent for every booking a mailed link opens (visits on record kept); spends the link',
    tags: ['booking'],
    params: TOKEN,
    body: 'BookingAccessEraseInput',
    parsedBody: ACCESS_ERASE_BODY,
    answer: { status: 200, item: 'BookingAccessErasure' },
  }),
};
