import { apiError, fakeApi } from '../testing/fakeApi';
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

describe('submitBooking', () => {
  it('creates the patient, then the appointment with the attempt key', async () => {
    const { client, calls } = fakeApi();
    const outcome = await submitBooking(request, 'key-00000001', client);
    expect(outcome).toEqual({ kind: 'success', appointment: appointment() });
    expect(calls.createPatient).toHaveBeenCalledWith(request.patient);
    expect(calls.createAppointment).toHaveBeenCalledWith(
      { patientHandle: 'hNd1e-opaque-patient-handle-0b3c5e9a1111xyz', ...request.appointment },
      { idempotencyKey: 'key-00000001' },
    );
  });

  it('sends one request for a double click (same key while the first is running)', async () => {
    const { client, calls } = fakeApi();
    const [a, b] = await Promise.all([
      submitBooking(request, 'key-00000002', client),
      submitBooking(request, 'key-00000002', client),
    ]);
    expect(a).toBe(b);
    expect(calls.createPatient).toHaveBeenCalledTimes(1);
    expect(calls.createAppointment).toHaveBeenCalledTimes(1);
  });

  it('retries after a network error with the very same key and body', async () => {
    const createAppointment = jest
      .fn()
      .mockRejectedValueOnce(apiError(0, 'network', 'Network Error'))
      .mockResolvedValueOnce(appointment());
    const { client } = fakeApi({ createAppointment });
    const first = await submitBooking(request, 'key-00000003', client);
    expect(first.kind).toBe('retryable');
    const second = await submitBooking(request, 'key-00000003', client);
    expect(second.kind).toBe('success');
    expect(createAppointment).toHaveBeenCalledTimes(2);
    expect(createAppointment.mock.calls[0]).toEqual(createAppointment.mock.calls[1]);
    expect(createAppointment.mock.calls[1][1]).toEqual({ idempotencyKey: 'key-00000003' });
  });

  it.each([
    [apiError(409, 'session_full'), { kind: 'schedule_conflict', code: 'session_full' }],
    [apiError(409, 'session_unavailable'), { kind: 'schedule_conflict', code: 'session_unavailable' }],
    [apiError(409, 'duplicate_booking', 'dup'), { kind: 'duplicate' }],
    [apiError(500, 'internal', 'boom'), { kind: 'retryable', message: 'boom' }],
    [apiError(429, 'rate_limited', 'slow down'), { kind: 'retryable', message: 'slow down' }],
  ])('classifies %s', async (error, expected) => {
    const { client } = fakeApi({ createAppointment: jest.fn().mockRejectedValue(error) });
    expect(await submitBooking(request, `key-${Math.random().toString(36).slice(2, 10)}`, client)).toEqual(
      expected,
    );
  });

  it('sends a refused contact field of the appointment back to the patient step', async () => {
    const refused = Object.assign(apiError(400, 'validation_failed', 'invalid'), {
      fields: { 'contact.phone': 'Nomor telepon tidak valid.' },
    });
    const { client } = fakeApi({ createAppointment: jest.fn().mockRejectedValue(refused) });
    expect(await submitBooking(request, 'key-00000005', client)).toEqual({
      kind: 'invalid',
      step: 2,
      message: 'Nomor telepon tidak valid.',
    });
  });

  it('sends a refused field back to its step', async () => {
    const refused = Object.assign(apiError(400, 'validation_failed', 'invalid'), {
      fields: { email: 'Email format is incorrect.' },
    });
    const { client } = fakeApi({ createPatient: jest.fn().mockRejectedValue(refused) });
    expect(await submitBooking(request, 'key-00000004', client)).toEqual({
      kind: 'invalid',
      step: 2,
      message: 'Email format is incorrect.',
    });
  });
});
