import path from 'node:path';
import { createGenerator, type Definition } from 'ts-json-schema-generator';

/**
 * JSON Schemas of the API's payloads, generated from the TypeScript types the API and the UI share
 * (`@hospital/contract`, shared-libs/contract/src): the types stay the one declaration, and
 * the committed `payloadSchemas.json` is their image. `npm run schemas -w api` rewrites it; a test
 * fails when it no longer matches the types (api/test/openapi.test.ts).
 */

const ROOT = path.resolve(__dirname, '../../..');
const TYPES_ENTRY = 'shared-libs/contract/src/index.ts';

/** The payloads the route schemas declare (api/src/<domain>/schemas.ts); what they reference comes along. */
export const PAYLOAD_TYPES = [
  'ApiErrorBody',
  'HealthStatus',
  'Doctor',
  'DoctorDetail',
  'Poli',
  'Speciality',
  'Company',
  'ArticleSummary',
  'Article',
  'ArticleCategory',
  'MenuNode',
  'Promo',
  'ServicePackage',
  'HospitalRoom',
  'PartnerGroup',
  'HospitalEvent',
  'Service',
  'Page',
  'FaqGroup',
  'Video',
  'DownloadFile',
  'SearchResults',
  'SitemapEntry',
  'SearchSuggestion',
  'EventRegistrationInput',
  'EventRegistrationResult',
  'ContactInput',
  'ContactResult',
  'NewsletterInput',
  'NewsletterResult',
  'PatientInput',
  'Patient',
  'AppointmentInput',
  'Appointment',
  'CancelAppointmentInput',
  'RescheduleAppointmentInput',
  'PersonalDataExport',
  'EraseInput',
  'ErasureResult',
  'BookingAccessInput',
  'BookingAccessRequested',
  'BookingAccess',
  'BookingAccessData',
  'BookingAccessEraseInput',
  'BookingAccessErasure',
  'Availability',
  'BookingConfig',
  'ScreeningForm',
  'ScreeningResultInput',
  'ScreeningResult',
  'Encounter',
  'MeetingInfo',
  'LiveQueueSnapshot',
  'DeskCsrfToken',
  'DeskLoginInput',
  'DeskLoginResult',
  'DeskSecondFactorInput',
  'DeskSignedIn',
  'DeskEnrolInput',
  'DeskEnrolled',
  'DeskSessionInfo',
  'DeskSessionState',
  'DeskSignedOut',
  'DeskSignIn',
  'DeskEndSignInsInput',
  'DeskEndedSignIns',
  'DeskSession',
  'DeskCodeInput',
  'DeskCallInput',
  'DeskLateInput',
  'DeskActionResult',
  'DeskSearchCandidate',
] as const;

export type PayloadType = (typeof PAYLOAD_TYPES)[number];

/** OpenAPI component names allow `[A-Za-z0-9._-]` only: `ListResult<Promo>` becomes `ListResult_Promo`. */
export function componentName(typeName: string): string {
  return typeName.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/_+$/, '');
}

/** `#/definitions/X` (the generator's) becomes `X#`, a reference to the schema Fastify knows by `$id`. */
function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/definitions/')) {
      out.$ref = `${componentName(decodeURIComponent(inner.slice('#/definitions/'.length)))}#`;
    } else out[key] = rewriteRefs(inner);
  }
  return out;
}

export function generatePayloadSchemas(): Record<string, Definition> {
  const generator = createGenerator({
    path: path.join(ROOT, TYPES_ENTRY),
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    expose: 'export',
    topRef: true,
    skipTypeCheck: true,
    // Payloads carry exactly their declared fields; the API test checks real answers against this.
    additionalProperties: false,
  });
  const definitions: Record<string, Definition> = {};
  for (const type of PAYLOAD_TYPES) {
    for (const [name, definition] of Object.entries(generator.createSchema(type).definitions ?? {})) {
      definitions[componentName(name)] = definition as Definition;
    }
  }
  const sorted: Record<string, Definition> = {};
  for (const name of Object.keys(definitions).sort()) {
    sorted[name] = { $id: name, ...(rewriteRefs(definitions[name]) as Definition) };
  }
  return sorted;
}
