import type { ApiErrorCode } from '@hospital/api-client';
import {
  bookingAnswers,
  errorAnswer,
  fakeClient,
  inTurn,
  NO_ANSWER,
  sent,
  type Answers,
} from '../testing/fakeApi';
import { appointment, VALID_PATIENT } from '../testing/fixtures';
import { freezeDate, unfreezeDate } from '../testing/clock';
import { emptyDraft, type BookingDraft } from './draftStore';
import { bookingFingerprint, buildBookingRequest, submitBooking } from './submitBooking';

beforeEach(() => freezeDate());
afterEach(() => unfreezeDate());

const draft: BookingDraft = {
  ...emptyDraft(),
  companyId: 1,
  patient: VALID_PATIENT,
  insurance: { kind: 'insurer', insurerId: '7', policyNumber: 'POL-1' },
  schedule: { poliId: 2462, doctorId: 1023, date: '2026-11-24', sessionId: 69, start: '16:00', end: '19:00' },
  consent: true,
};
const request = buildBookingRequest(draft);

describe('building the request', () => {
  it('sends the patient with a 62 phone and the appointment of the draft with its own contact', () => {
    expect(request).toEqual({
      patient: {
        fullName: 'Siti Rahayu',
        bornDate: '1990-11-21',
        phone: '6281234567890',
        email: 'siti@example.com',
        nik: '3273012345678901',
      },
      appointment: {
        companyId: 1,
        poliId: 2462,
        doctorId: 1023,
        sessionId: 69,
        date: '2026-11-24',
        insurance: { kind: 'insurer', insurerId: 7, policyNumber: 'POL-1' },
        consent: true,
        contact: { fullName: 'Siti Rahayu', phone: '6281234567890', email: 'siti@example.com' },
      },
    });
    expect(bookingFingerprint(request)).toBe(bookingFingerprint(buildBookingRequest({ ...draft, step: 2 })));
    expect(bookingFingerprint(request)).not.toBe(
      bookingFingerprint(buildBookingRequest({ ...draft, schedule: { ...draft.schedule, sessionId: 71 } })),
    );
  });

  it('takes the contact from the patient step as typed for this booking', () => {
    const other = buildBookingRequest({
      ...draft,
      patient: {
        ...VALID_PATIENT,
        fullName: '  Siti R. Putri ',
        phone: '+62 812-9999-0000',
        email: 'x@y.id',
      },
    });
    expect(other.appointment.contact).toEqual({
      fullName: 'Siti R. Putri',
      phone: '6281299990000',
      email: 'x@y.id',
    });
    // Another contact is another booking attempt (a new idempotency key).
    expect(bookingFingerprint(other)).not.toBe(bookingFingerprint(request));
  });
});

const client = (answers: Answers = {}) => fakeClient(bookingAnswers(answers));

describe('submitBooking', () => {
  it('creates the patient, then the appointment with the attempt key', async () => {
    const { client: api, requests } = client();
    const outcome = await submitBooking(request, 'key-00000001', api);
    expect(outcome).toEqual({ kind: 'success', appointment: appointment() });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST medika.patient',
      'POST medika.appointment',
    ]);
    expect(requests[0].body).toEqual(request.patient);
    expect(requests[1].body).toEqual({
      patientHandle: 'hNd1e-opaque-patient-handle-0b3c5e9a1111xyz',
      ...request.appointment,
    });
    expect(requests[1].headers['Idempotency-Key']).toBe('key-00000001');
  });

  it('sends one request for a double click (same key while the first is running)', async () => {
    const { client: api, requests } = client();
    const [a, b] = await Promise.all([
      submitBooking(request, 'key-00000002', api),
      submitBooking(request, 'key-00000002', api),
    ]);
    expect(a).toBe(b);
    expect(sent(requests, 'POST medika.patient')).toHaveLength(1);
    expect(sent(requests, 'POST medika.appointment')).toHaveLength(1);
  });

  it('retries after a network error with the very same key and body', async () => {
    const { client: api, requests } = client({
      'POST medika.appointment': inTurn(NO_ANSWER, { status: 201, body: { data: appointment() } }),
    });
    const first = await submitBooking(request, 'key-00000003', api);
    expect(first.kind).toBe('retryable');
    const second = await submitBooking(request, 'key-00000003', api);
    expect(second.kind).toBe('success');
    const [tried, retried] = sent(requests, 'POST medika.appointment');
    expect(retried.rawBody).toBe(tried.rawBody);
    expect([tried.headers['Idempotency-Key'], retried.headers['Idempotency-Key']]).toEqual([
      'key-00000003',
      'key-00000003',
    ]);
  });

  it.each([
    [409, 'session_full', { kind: 'schedule_conflict', code: 'session_full' }],
    [409, 'session_unavailable', { kind: 'schedule_conflict', code: 'session_unavailable' }],
    [409, 'duplicate_booking', { kind: 'duplicate' }],
    [500, 'internal', { kind: 'retryable', message: 'boom' }],
    [429, 'rate_limited', { kind: 'retryable', message: 'boom' }],
  ] as [number, ApiErrorCode, object][])('classifies %s %s', async (status, code, expected) => {
    const { client: api } = client({ 'POST medika.appointment': errorAnswer(status, code, 'boom') });
    expect(await submitBooking(request, `key-${Math.random().toString(36).slice(2, 10)}`, api)).toEqual(
      expected,
    );
  });

  it('sends a refused contact field of the appointment back to the patient step', async () => {
    const { client: api } = client({
      'POST medika.appointment': errorAnswer(400, 'validation_failed', 'invalid', {
        'contact.phone': 'Nomor telepon tidak valid.',
      }),
    });
    expect(await submitBooking(request, 'key-00000005', api)).toEqual({
      kind: 'invalid',
      step: 2,
      message: 'Nomor telepon tidak valid.',
    });
  });

  it('sends a refused field back to its step', async () => {
    const { client: api } = client({
      'POST medika.patient': errorAnswer(400, 'validation_failed', 'invalid', {
        email: 'Email format is incorrect.',
      }),
    });
    expect(await submitBooking(request, 'key-00000004', api)).toEqual({
      kind: 'invalid',
      step: 2,
      message: 'Email format is incorrect.',
    });
  });
});
