/**
 * The booking and screening bodies are read by their parsers first (the yup schemas of the forms,
 * booking/input.ts, screening/service.ts) and then checked against the route's `parsedBody` schema,
 * the one the OpenAPI document shows (docs/decisions.md, "Issue 27 — the booking and screening
 * bodies"). That order keeps the parsers' words; it changes nothing only if a schema never refuses a
 * body its parser accepts. These properties draw bodies around valid ones (a field dropped, replaced
 * by text with spaces around, another type, null, an alias) and hold every schema to it; they also
 * check that each schema refuses what its parser refuses for structure (a missing required field).
 */
import fc from 'fast-check';
import { bookingAccessSchema, patientSchema, screeningVisitorSchema } from '@hospital/domain';
import type { Lang } from '@hospital/contract';
import { bookingSchemas } from '../src/booking/schemas';
import { screeningSchemas } from '../src/screening/schemas';
import { parseAppointmentInput, parseRescheduleInput, readBornDate } from '../src/booking/input';
import { isObject, readId, validateInput } from '../src/http/input';
import { parsedBodyAllows } from '../src/http/validation';
import { resolveSecrets } from '../src/security/secrets';
import { sealPatientHandle } from '../src/security/crypto';

type Body = Record<string, unknown>;

/** Values a client may put in a field, of every JSON type. */
const VALUE = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    '',
    ' ',
    0,
    1,
    -1,
    1.5,
    2147483648,
    true,
    false,
    'true',
    'false',
    'yes',
    [],
    [5],
    {},
    '5',
    ' 7 ',
    'abc',
    '1990-01-02',
    ' 1990-01-02 ',
    '2026-02-30',
    '3171234567890123',
    ' 3171234567890123 ',
    'A1234567',
    'self',
    'child',
    'parent',
    'guardian',
    'nik',
    'passport',
    'bpjs',
    'insurer',
    'Budi Santoso',
    '  Budi  ',
    '081234567890',
    'x@example.com',
  ),
  fc.string({ maxLength: 8 }),
  fc.integer({ min: -5, max: 2_000_000 }),
);

/** A path into a body: a field, or a field of a nested object. */
function mutate(base: Body, paths: string[]): fc.Arbitrary<Body> {
  const change = fc.tuple(fc.constantFrom(...paths), fc.option(VALUE, { nil: undefined }));
  return fc.array(change, { minLength: 1, maxLength: 3 }).map((changes) => {
    const body: Body = structuredClone(base);
    for (const [path, value] of changes) {
      const [head, tail] = path.split('.');
      const target = tail === undefined ? body : isObject(body[head]) ? (body[head] as Body) : undefined;
      if (!target) continue;
      const key = tail ?? head;
      if (value === undefined) delete target[key];
      else target[key] = value;
    }
    return body;
  });
}

function accepts(parse: () => unknown): boolean {
  try {
    parse();
    return true;
  } catch {
    return false;
  }
}

const LANG: Lang = 'en';
const RUNS = 600;

/** Every body its parser accepts, the schema allows; prints the first one it does not. */
function holdsToParser(schema: unknown, bases: Body[], paths: string[], parse: (body: Body) => boolean) {
  let accepted = 0;
  for (const base of bases) {
    expect([parse(base), parsedBodyAllows(schema as object, base)]).toEqual([true, true]);
    fc.assert(
      fc.property(mutate(base, paths), (body) => {
        if (!parse(body)) return true;
        accepted += 1;
        return parsedBodyAllows(schema as object, body);
      }),
      { numRuns: RUNS, seed: 20261127 },
    );
  }
  // The draws reach bodies the parser accepts, not only refused ones.
  expect(accepted).toBeGreaterThan(bases.length * 5);
}

const PATIENT: Body = {
  forWhom: 'self',
  fullName: 'Siti Rahayu',
  bornDate: '1990-05-17',
  nik: '3273010101010001',
};

describe('parsedBody schemas are never stricter than their parsers', () => {
  it('patient', () => {
    holdsToParser(
      bookingSchemas.patient.body,
      [
        PATIENT,
        { ...PATIENT, forWhom: 'child', bornDate: '2026-01-01', newborn: true, nik: '' },
        { ...PATIENT, idDocument: 'passport', documentNumber: 'B 1234-567', nik: '' },
      ],
      ['forWhom', 'fullName', 'bornDate', 'nik', 'newborn', 'idDocument', 'documentNumber'],
      (body) => validateInput(patientSchema(LANG), body, LANG).ok,
    );
  });

  it('booking', () => {
    const secrets = resolveSecrets({}, 'memory');
    const now = new Date();
    const ctx = { config: { secrets }, clock: () => now };
    const handle = (forWhom: string, idDocument = 'nik') =>
      sealPatientHandle(secrets, 'p1', new Date(now.getTime() + 3_600_000), {
        forWhom: forWhom as 'self',
        fullName: 'Siti Rahayu',
        idDocument: idDocument as 'nik',
      });
    const base: Body = {
      patientHandle: handle('self'),
      forWhom: 'self',
      companyId: 1,
      poliId: 2,
      doctorId: 3,
      sessionId: 4,
      date: '2026-12-01',
      insurance: { kind: 'self' },
      consent: true,
      contact: { fullName: 'Siti Rahayu', phone: '081234567890' },
    };
    holdsToParser(
      bookingSchemas.book.body,
      [
        base,
        {
          ...base,
          patientHandle: handle('child'),
          forWhom: 'child',
          packageId: 9,
          insurance: { kind: 'bpjs', bpjsCardNumber: '0001234567890', paperReferral: true },
          contact: {
            fullName: 'Budi Rahayu',
            phone: '081234567891',
            email: 'b@example.com',
            relationship: 'parent',
          },
        },
        {
          ...base,
          patientHandle: handle('parent'),
          forWhom: 'parent',
          insurance: { kind: 'insurer', insurerId: 7, policyNumber: 'POL-1' },
          contact: { fullName: 'Budi Rahayu', phone: '081234567891', relationship: 'child' },
        },
      ],
      [
        'forWhom',
        'companyId',
        'poliId',
        'doctorId',
        'sessionId',
        'packageId',
        'date',
        'consent',
        'insurance',
        'contact',
        'insurance.kind',
        'insurance.bpjsCardNumber',
        'insurance.paperReferral',
        'insurance.referralNumber',
        'insurance.insurerId',
        'insurance.policyNumber',
        'contact.fullName',
        'contact.phone',
        'contact.email',
        'contact.relationship',
      ],
      (body) => accepts(() => parseAppointmentInput(ctx, body, LANG)),
    );
  });

  it('cancel and erase (a birth date, a confirmation)', () => {
    const paths = ['bornDate', 'born_date', 'confirm', 'note'];
    const bases = [{ bornDate: '1990-05-17' }, { born_date: '1990-05-17', bornDate: null }];
    const bornDate = (body: Body) => accepts(() => readBornDate(body.bornDate ?? body.born_date, LANG));
    holdsToParser(bookingSchemas.cancel.body, bases, paths, bornDate);
    holdsToParser(
      bookingSchemas.erase.body,
      bases.map((b) => ({ ...b, confirm: true })),
      paths,
      (body) => bornDate(body) && body.confirm === true,
    );
    holdsToParser(
      bookingSchemas.accessErase.body,
      [{ confirm: true }],
      ['confirm', 'note'],
      (body) => body.confirm === true,
    );
  });

  it('reschedule', () => {
    const base: Body = {
      bornDate: '1990-05-17',
      sessionId: 4,
      date: '2026-12-01',
      fromSessionId: 3,
      fromDate: '2026-11-30',
    };
    holdsToParser(
      bookingSchemas.reschedule.body,
      [
        base,
        {
          born_date: '1990-05-17',
          session_id: '4',
          date: '2026-12-01',
          from_session_id: [3],
          from_date: '2026-11-30',
        },
      ],
      [
        'bornDate',
        'born_date',
        'sessionId',
        'session_id',
        'date',
        'fromSessionId',
        'from_session_id',
        'fromDate',
        'from_date',
      ],
      (body) => accepts(() => parseRescheduleInput(body, LANG)),
    );
  });

  it('every booking of a patient', () => {
    holdsToParser(
      bookingSchemas.accessRequest.body,
      [{ nik: '3273010101010001', bornDate: '1990-05-17' }],
      ['nik', 'bornDate'],
      (body) => validateInput(bookingAccessSchema(LANG), body, LANG).ok,
    );
  });

  it('screening answers (the visitor and the form; the answers are the form’s)', () => {
    const base: Body = {
      formId: 1,
      visitor: { name: 'Siti Rahayu', phone: '081234567890' },
      answers: { fever: true, days: 2 },
    };
    // screening/service.ts before the answers are scored, for a form with a required question (every
    // form the hospital publishes): answers that are not an object answer none of them.
    const parse = (body: Body) =>
      validateInput(screeningVisitorSchema(LANG), body.visitor, LANG).ok &&
      (readId(body.formId ?? body.form_id) ?? 0) > 0 &&
      isObject(body.answers);
    holdsToParser(
      screeningSchemas.submit.body,
      [base, { ...base, formId: undefined, form_id: '1' }],
      ['formId', 'form_id', 'visitor', 'visitor.name', 'visitor.phone', 'answers'],
      parse,
    );
  });
});

describe('parsedBody schemas state what the parsers require', () => {
  it.each([
    ['patient', bookingSchemas.patient.body, ['forWhom', 'fullName', 'bornDate']],
    ['cancel', bookingSchemas.cancel.body, ['bornDate']],
    ['erase', bookingSchemas.erase.body, ['bornDate', 'confirm']],
    ['booking access', bookingSchemas.accessRequest.body, ['nik', 'bornDate']],
  ])('%s: each required field missing is refused', (_name, schema, required) => {
    const full: Body = {
      forWhom: 'self',
      fullName: 'Siti Rahayu',
      bornDate: '1990-05-17',
      nik: '3273010101010001',
      confirm: true,
    };
    expect(parsedBodyAllows(schema as object, full)).toBe(true);
    for (const field of required) {
      const { [field]: _dropped, ...rest } = full;
      expect([field, parsedBodyAllows(schema as object, rest)]).toEqual([field, false]);
    }
  });
});
