import { DESK_LIMITS, validationMessages, type ValidationMessages } from '@hospital/domain';
import { INT4_MAX } from '../http/input';
import { routeSchema, type JsonSchema, type RouteDoc } from '../http/routeSchema';

/**
 * The schemas of the front desk's own calls (authRoutes.ts, routes.ts; the live queue's are in
 * queueSchemas.ts): Fastify checks the query string and the bodies against them, and the OpenAPI
 * document is built from them (http/routeSchema.ts). They run after the desk's session and CSRF checks
 * (the `onRequest` hook of authRoutes.ts; docs/decisions.md, "Issue 27 — the desk's route schemas"),
 * so a caller who is not signed in learns nothing about a body. ajv checks the structure (required
 * fields, types, bounds) in the desk form's words; the yup schemas of `@hospital/domain` still run in
 * the handlers with the rules a JSON schema cannot state (trimming, the code's shape, "one of").
 * Unknown body fields are allowed, as yup ignores them.
 */

/** One of the forms' messages in both languages, for a field whose faults all say it (`x-message`). */
function formWords(pick: (m: ValidationMessages) => string): { id: string; en: string } {
  return { id: pick(validationMessages('id')), en: pick(validationMessages('en')) };
}

const text = (maxLength: number, description?: string): JsonSchema => ({
  type: 'string',
  maxLength,
  ...(description ? { description } : {}),
});
const ID = {
  type: 'integer',
  minimum: 1,
  maximum: INT4_MAX,
  'x-message': formWords((m) => m.number),
};
const BOOKING_CODE = text(DESK_LIMITS.bookingCode, 'a booking code (spaces around it are ignored)');
/** What the authenticator or a recovery code gives; yup checks its shape after normalising it. */
const SIGN_IN_CODE = {
  type: 'string',
  description:
    'six digits of the authenticator app (spaces allowed), or with `method: recovery` a recovery code such as ABCDE-12345',
};

function body(properties: Record<string, JsonSchema>, required: string[], description?: string): JsonSchema {
  return {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    ...(description ? { description } : {}),
  };
}

const LOGIN_BODY = body(
  {
    username: text(DESK_LIMITS.username),
    password: { type: 'string', maxLength: DESK_LIMITS.password },
  },
  ['username', 'password'],
);
const SECOND_FACTOR_BODY = body(
  {
    method: {
      type: 'string',
      enum: ['totp', 'recovery'],
      description: 'totp when left out',
      // The desk form's word for a method it does not offer (deskSecondFactorSchema of @hospital/domain).
      'x-message': formWords((m) => m.required),
    },
    code: SIGN_IN_CODE,
  },
  ['code'],
);
const ENROL_BODY = body({ code: SIGN_IN_CODE }, ['code']);
const END_SIGN_INS_BODY = body(
  { id: ID, username: text(DESK_LIMITS.username) },
  [],
  'Exactly one of `id` (one sign-in) and `username` (every sign-in of that person).',
);
const CODE_BODY = body({ code: BOOKING_CODE }, ['code']);
const SESSION_BODY = body({ session_id: ID, code: BOOKING_CODE }, ['session_id']);
const LATE_BODY = body(
  {
    session_id: ID,
    minutes: {
      type: 'integer',
      minimum: 0,
      maximum: DESK_LIMITS.lateMinutes,
      description: '0 clears the notice',
      'x-message': formWords((m) => m.range(0, DESK_LIMITS.lateMinutes)),
    },
  },
  ['session_id', 'minutes'],
);

/** The search term: its faults are the desk form's `validation_failed` on `q`, as the handler's yup gives them. */
const SEARCH_TERM = {
  type: 'string',
  minLength: 3,
  maxLength: DESK_LIMITS.search,
  description: 'a booking code, part of a name, or at least 4 digits of a phone number or NIK',
  'x-form-field': 'q',
  'x-message': formWords((m) => m.deskSearch),
};

/**
 * A desk call (docs/decisions.md, issues 18 and 24): public to the API token's check, guarded by the
 * desk's session cookie (every call but the sign-in steps) and its CSRF token (every POST).
 */
function deskCall(doc: Omit<RouteDoc, 'tags' | 'public'>) {
  return routeSchema({ ...doc, tags: ['frontdesk'], public: true });
}

export const deskSchemas = {
  csrf: deskCall({
    summary: 'A CSRF token (and its secret cookie) for the desk writes',
    answer: { status: 200, item: 'DeskCsrfToken' },
  }),
  login: deskCall({
    summary:
      'The first step of a sign-in: the password (slowed per username and client after 3 wrong ones); opens the second step',
    body: 'DeskLoginInput',
    checkedBody: LOGIN_BODY,
    answer: { status: 200, item: 'DeskLoginResult' },
  }),
  secondFactor: deskCall({
    summary:
      'The second step: a code of the authenticator app or a recovery code; signs the desk in with a new session',
    body: 'DeskSecondFactorInput',
    checkedBody: SECOND_FACTOR_BODY,
    answer: { status: 200, item: 'DeskSignedIn' },
  }),
  enrol: deskCall({
    summary:
      'The second step of a first sign-in: the first code of the new authenticator; answers the recovery codes once',
    body: 'DeskEnrolInput',
    checkedBody: ENROL_BODY,
    answer: { status: 200, item: 'DeskEnrolled' },
  }),
  logout: deskCall({
    summary: 'Signs this browser out (either step)',
    answer: { status: 200, item: 'DeskSignedOut' },
  }),
  logoutEverywhere: deskCall({
    summary: 'Ends every session of the signed-in person',
    answer: { status: 200, item: 'DeskSignedOut' },
  }),
  session: deskCall({
    summary: 'Where this browser is in the sign-in (and who is signed in) with the CSRF token; always 200',
    answer: { status: 200, item: 'DeskSessionState' },
  }),
  me: deskCall({ summary: 'The signed-in desk', answer: { status: 200, item: 'DeskSessionInfo' } }),
  signIns: deskCall({
    summary: "Signed-in browsers: the hospital's for a supervisor, one's own for anyone else",
    answer: { status: 200, list: 'DeskSignIn' },
  }),
  endSignIns: deskCall({
    summary:
      "Ends one sign-in (id) or a person's every sign-in (username): one's own, or a colleague's by a supervisor",
    body: 'DeskEndSignInsInput',
    checkedBody: END_SIGN_INS_BODY,
    answer: { status: 200, item: 'DeskEndedSignIns' },
  }),
  sessions: deskCall({
    summary: "Today's sessions of the desk's hospital with their bookings",
    answer: { status: 200, list: 'DeskSession' },
  }),
  search: deskCall({
    summary: "Finds today's bookings at the desk's hospital by code, name, phone or the NIK's last digits",
    query: { q: SEARCH_TERM },
    requiredQuery: ['q'],
    answer: { status: 200, list: 'DeskSearchCandidate' },
  }),
  checkIn: deskCall({
    summary: 'Checks a patient in by booking code (today, this hospital only)',
    body: 'DeskCodeInput',
    checkedBody: CODE_BODY,
    answer: { status: 200, item: 'DeskActionResult' },
  }),
  call: deskCall({
    summary: 'Calls the next checked-in patient, or the one with `code` (atomic across desks)',
    body: 'DeskCallInput',
    checkedBody: SESSION_BODY,
    answer: { status: 200, item: 'DeskActionResult' },
  }),
  noShow: deskCall({
    summary: 'Marks a booking of today as a no-show',
    body: 'DeskCodeInput',
    checkedBody: CODE_BODY,
    answer: { status: 200, item: 'DeskActionResult' },
  }),
  late: deskCall({
    summary: 'The doctor is late by N minutes (0 clears it)',
    body: 'DeskLateInput',
    checkedBody: LATE_BODY,
    answer: { status: 200, item: 'DeskActionResult' },
  }),
  cancelSession: deskCall({
    summary: 'Cancels a session for today',
    body: 'DeskCallInput',
    checkedBody: SESSION_BODY,
    answer: { status: 200, item: 'DeskActionResult' },
  }),
};
