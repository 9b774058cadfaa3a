import type { ApiErrorCode } from '@hospital/api-client';
import {
  bookingAnswers,
  errorAnswer,
  fakeClient,
  inTurn,
  NO_ANSWER,
  sent,
  type Answers,
} from '../../testing/fakeApi';
import {
  appointment,
  BPJS_INSURANCE,
  CHILD_PATIENT,
  INSURER_INSURANCE,
  MOTHER_CONTACT,
  NOW,
  VALID_CONTACT,
  VALID_PATIENT,
} from '../../testing/fixtures';
import { freezeDate, unfreezeDate } from '@hospital/remote-kit/testing';
import { EMPTY_INSURANCE, emptyDraft, type BookingDraft } from './draftStore';
import { bookingFingerprint, buildBookingRequest, submitBooking, type BookingRequest } from './submitBooking';

beforeEach(() => freezeDate(NOW));
afterEach(() => unfreezeDate());

const draft: BookingDraft = {
  ...emptyDraft(),
  companyId: 1,
  patient: VALID_PATIENT,
  contact: VALID_CONTACT,
  insurance: { ...INSURER_INSURANCE, policyNumber: 'POL-1' },
  schedule: { poliId: 2462, doctorId: 1023, date: '2026-11-24', sessionId: 69, start: '16:00', end: '19:00' },
  consent: true,
};

/** The request of a complete draft (the wizard's Submit is only offered for one). */
function requestOf(answers: BookingDraft): BookingRequest {
  const built = buildBookingRequest(answers);
  if (!built) throw new Error('incomplete draft');
  return built;
}
const request = requestOf(draft);

describe('building the request', () => {
  it('sends who the patient is, and the appointment of the draft with its own contact (62 phone)', () => {
    expect(request).toEqual({
      patient: {
        forWhom: 'self',
        fullName: 'Siti Rahayu',
        bornDate: '1990-11-21',
        nik: '3273012345678901',
      },
      appointment: {
        forWhom: 'self',
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
    expect(bookingFingerprint(request)).toBe(bookingFingerprint(requestOf({ ...draft, step: 2 })));
    expect(bookingFingerprint(request)).not.toBe(
      bookingFingerprint(requestOf({ ...draft, schedule: { ...draft.schedule, sessionId: 71 } })),
    );
  });

  it('takes the contact from the patient step as typed for this booking, without an empty e-mail', () => {
    const other = requestOf({
      ...draft,
      patient: { ...VALID_PATIENT, fullName: '  Siti R. Putri ' },
      contact: { ...VALID_CONTACT, phone: '+62 812-9999-0000', email: 'x@y.id' },
    });
    expect(other.appointment.contact).toEqual({
      fullName: 'Siti R. Putri',
      phone: '6281299990000',
      email: 'x@y.id',
    });
    // Another contact is another booking attempt (a new idempotency key).
    expect(bookingFingerprint(other)).not.toBe(bookingFingerprint(request));
    expect(requestOf({ ...draft, contact: { ...VALID_CONTACT, email: ' ' } }).appointment.contact).toEqual({
      fullName: 'Siti Rahayu',
      phone: '6281234567890',
    });
  });

  it('books a child with BPJS: the guardian is the contact who consents, the card and referral go along', () => {
    const child = requestOf({
      ...draft,
      patient: CHILD_PATIENT,
      contact: MOTHER_CONTACT,
      insurance: BPJS_INSURANCE,
    });
    expect(child.patient).toEqual({
      forWhom: 'child',
      fullName: 'Aisyah Putri',
      bornDate: '2023-03-05',
      nik: '3203014503230002',
    });
    expect(child.appointment).toMatchObject({
      forWhom: 'child',
      insurance: { kind: 'bpjs', bpjsCardNumber: '0001234567890', referralNumber: '0301R0011125B000123' },
      contact: { fullName: 'Rina Marlina', phone: '6281298765432', relationship: 'parent' },
    });
    // A newborn has no NIK yet: the one typed before "newborn" was ticked is not sent.
    const newborn = requestOf({
      ...draft,
      patient: { ...CHILD_PATIENT, newborn: true },
      contact: MOTHER_CONTACT,
    });
    expect(newborn.patient).toEqual({ ...child.patient, nik: '', newborn: true });
    // "Newborn" is a child's only: for oneself it is neither sent nor does it drop the NIK.
    expect(requestOf({ ...draft, patient: { ...VALID_PATIENT, newborn: true } }).patient).toEqual(
      request.patient,
    );
  });

  it('makes the booker of a parent the parent’s child, and sends no relationship for oneself', () => {
    const forParent = requestOf({
      ...draft,
      patient: { ...VALID_PATIENT, forWhom: 'parent' },
      contact: { ...MOTHER_CONTACT, relationship: '' },
    });
    expect(forParent.appointment.contact.relationship).toBe('child');
    expect(requestOf({ ...draft, contact: MOTHER_CONTACT }).appointment.contact).toEqual({
      fullName: 'Siti Rahayu',
      phone: '6281298765432',
    });
  });

  it('builds nothing while no payer is chosen', () => {
    expect(buildBookingRequest({ ...draft, insurance: EMPTY_INSURANCE })).toBeNull();
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
        nik: 'NIK must be exactly 16 digits.',
      }),
    });
    expect(await submitBooking(request, 'key-00000004', api)).toEqual({
      kind: 'invalid',
      step: 2,
      message: 'NIK must be exactly 16 digits.',
    });
  });

  it('sends a refused BPJS field back to the payment step', async () => {
    const { client: api } = client({
      'POST medika.appointment': errorAnswer(400, 'validation_failed', 'invalid', {
        'insurance.referralNumber':
          'Nomor rujukan terdiri dari 19 huruf dan angka, seperti tertulis pada surat rujukan.',
      }),
    });
    expect(await submitBooking(request, 'key-00000006', api)).toMatchObject({ kind: 'invalid', step: 3 });
  });
});
