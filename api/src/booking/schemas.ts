import { date, int, orEmpty, routeSchema, text } from '../http/routeSchema';

/**
 * The schemas of the booking routes (routes.ts, accessRoutes.ts): Fastify checks the path, query
 * string and headers against them before a handler runs, and the OpenAPI document is built from
 * them (http/routeSchema.ts). Bodies: the payload types, checked by the yup schemas of the forms.
 */

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
    answer: { status: 201, item: 'Patient' },
  }),
  book: routeSchema({
    summary: 'Book an appointment',
    tags: ['booking'],
    body: 'AppointmentInput',
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
    answer: { status: 200, item: 'Appointment' },
  }),
  reschedule: routeSchema({
    summary: 'Move a booking to another open session of the same doctor or clinic (code and birth date)',
    tags: ['booking'],
    params: CODE,
    body: 'RescheduleAppointmentInput',
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
    answer: { status: 200, item: 'ErasureResult' },
  }),
  availability: routeSchema({
    summary: 'Booking calendar',
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
    answer: { status: 200, item: 'BookingAccessErasure' },
  }),
};
