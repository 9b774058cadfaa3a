import { text, type RouteDoc } from '../http/routeSchema';
import type { PayloadType } from './generatePayloadSchemas';

/**
 * What each route not yet moved to its domain's schemas (`api/src/<domain>/schemas.ts`, as booking)
 * takes and answers, for the OpenAPI document at `/api/docs` (api/README.md, "Where things live").
 * The API refuses to start with a route missing from both (openapi/install.ts), and a test checks
 * the document lists exactly the registered routes.
 *
 * These entries document; they do not validate. The input layer (http/input.ts, http/queryParams.ts
 * and the yup schemas of `@hospital/domain`) answers bad input to these routes with its own 400s and
 * docs/product-rules.md §5 messages; moving a domain to route schemas makes ajv check the same
 * things first with the same messages (http/validation.ts).
 */
/** A desk call (docs/decisions.md, issue 18): public to the token check, guarded by the desk's session cookie and CSRF token. */
function deskCall(summary: string, answer: RouteDoc['answer'], body?: PayloadType): RouteDoc {
  return { summary, tags: ['frontdesk'], public: true, ...(body ? { body } : {}), answer };
}

/** Keys: method and path relative to the API's base, `{product}` standing for the brand code. */
export const ROUTE_DOCS: Record<string, RouteDoc> = {
  // Telemedicine
  'GET /{product}.encounter/signal/:roomId': {
    summary: 'Signalling WebSocket of a consultation room (upgrade)',
    tags: ['telemedicine'],
    params: { roomId: text },
    query: { t: text, client: text },
    answer: { status: 200, file: 'WebSocket upgrade' },
  },

  // Front desk (docs/decisions.md, issue 18): session cookie and X-CSRF-Token, never the public token
  'GET /frontdesk/csrf': deskCall('A CSRF token (and its secret cookie) for the desk writes', {
    status: 200,
    item: 'DeskCsrfToken',
  }),
  'POST /frontdesk/login': deskCall(
    'The first step of a sign-in: the password (slowed per username and client after 3 wrong ones); opens the second step',
    { status: 200, item: 'DeskLoginResult' },
    'DeskLoginInput',
  ),
  'POST /frontdesk/second-factor': deskCall(
    'The second step: a code of the authenticator app or a recovery code; signs the desk in with a new session',
    { status: 200, item: 'DeskSignedIn' },
    'DeskSecondFactorInput',
  ),
  'POST /frontdesk/enrol': deskCall(
    'The second step of a first sign-in: the first code of the new authenticator; answers the recovery codes once',
    { status: 200, item: 'DeskEnrolled' },
    'DeskEnrolInput',
  ),
  'POST /frontdesk/logout': deskCall('Signs this browser out (either step)', {
    status: 200,
    item: 'DeskSignedOut',
  }),
  'POST /frontdesk/logout-everywhere': deskCall('Ends every session of the signed-in person', {
    status: 200,
    item: 'DeskSignedOut',
  }),
  'GET /frontdesk/session': deskCall(
    'Where this browser is in the sign-in (and who is signed in) with the CSRF token; always 200',
    { status: 200, item: 'DeskSessionState' },
  ),
  'GET /frontdesk/me': deskCall('The signed-in desk', { status: 200, item: 'DeskSessionInfo' }),
  'GET /frontdesk/sign-ins': deskCall(
    "Signed-in browsers: the hospital's for a supervisor, one's own for anyone else",
    { status: 200, list: 'DeskSignIn' },
  ),
  'POST /frontdesk/sign-ins/end': deskCall(
    "Ends one sign-in (id) or a person's every sign-in (username): one's own, or a colleague's by a supervisor",
    { status: 200, item: 'DeskEndedSignIns' },
    'DeskEndSignInsInput',
  ),
  'GET /frontdesk/sessions': deskCall("Today's sessions of the desk's hospital with their bookings", {
    status: 200,
    list: 'DeskSession',
  }),
  'GET /frontdesk/search': {
    ...deskCall(
      "Finds today's bookings at the desk's hospital by code, name, phone or the NIK's last digits",
      {
        status: 200,
        list: 'DeskSearchCandidate',
      },
    ),
    query: { q: { type: 'string', minLength: 3, maxLength: 60 } },
  },
  'POST /frontdesk/check-in': deskCall(
    'Checks a patient in by booking code (today, this hospital only)',
    { status: 200, item: 'DeskActionResult' },
    'DeskCodeInput',
  ),
  'POST /frontdesk/call': deskCall(
    'Calls the next checked-in patient, or the one with `code` (atomic across desks)',
    { status: 200, item: 'DeskActionResult' },
    'DeskCallInput',
  ),
  'POST /frontdesk/no-show': deskCall(
    'Marks a booking of today as a no-show',
    { status: 200, item: 'DeskActionResult' },
    'DeskCodeInput',
  ),
  'POST /frontdesk/late': deskCall(
    'The doctor is late by N minutes (0 clears it)',
    { status: 200, item: 'DeskActionResult' },
    'DeskLateInput',
  ),
  'POST /frontdesk/cancel-session': deskCall(
    'Cancels a session for today',
    { status: 200, item: 'DeskActionResult' },
    'DeskCallInput',
  ),
};

/** The table's key of a registered route. */
export function routeKey(method: string, relativeUrl: string, product: string): string {
  return `${method} ${relativeUrl.replace(`/${product}.`, '/{product}.')}`;
}
