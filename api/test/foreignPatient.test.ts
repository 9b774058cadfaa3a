/*
 * Issue 26, item 6: a foreign patient books with a passport or KITAS instead of the NIK. The number is
 * kept like a NIK (encrypted under NIK_ENCRYPTION_KEY, found by a keyed hash that never meets a NIK's),
 * BPJS still needs the NIK, and the booking, its look-up and its data export name the document.
 */
import type { Appointment, Patient, PersonalDataExport } from '@hospital/contract';
import { decryptNik, identityLookupHash } from '../src/security/crypto';
import {
  appointmentBody,
  openSessions,
  patientBody,
  patientInput,
  TEST_SECRETS,
  type TestPatientInput,
} from './support/booking';
import { describeApi, type ErrorBody, type ItemBody } from './support/harness';

describeApi('issue 26: a passport or KITAS instead of the NIK', (api) => {
  async function register(input: TestPatientInput) {
    const res = await api.post<ItemBody<Patient>>('medika.patient?lang=en', patientBody(input));
    return res;
  }

  it('registers and books a passport holder; the number is stored encrypted, never in clear', async () => {
    const input = patientInput({
      fullName: 'John Smith',
      bornDate: '1985-04-02',
      nik: '',
      idDocument: 'passport',
      documentNumber: 'c 1234-567',
    });
    const res = await register(input);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      id_document: 'passport',
      nik_masked: '',
      document_masked: '****4567',
    });

    const rows = await api.sql<{ id: string; id_document: string; nik_encrypted: string; nik_hmac: string }>(
      `select id, id_document, nik_encrypted, nik_hmac from patients where nik_hmac = '${identityLookupHash(TEST_SECRETS, 'passport', 'C1234567')}'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].id_document).toBe('passport');
    expect(rows[0].nik_encrypted).not.toContain('C1234567');
    expect(decryptNik(TEST_SECRETS, rows[0].nik_encrypted, rows[0].id)).toBe('C1234567');
    // A NIK of the same characters is another person.
    expect(identityLookupHash(TEST_SECRETS, 'passport', 'C1234567')).not.toBe(
      identityLookupHash(TEST_SECRETS, 'nik', 'C1234567'),
    );

    const [slot] = await openSessions(api);
    const booked = await api.post<ItemBody<Appointment>>(
      'medika.appointment?lang=en',
      appointmentBody({ handle: res.body.data.handle, input }, slot),
    );
    expect(booked.status).toBe(201);
    expect(booked.body.data.patient).toMatchObject({ id_document: 'passport', document_masked: '****4567' });
    // What to bring names the passport, never a KTP (docs/decisions.md, issue 26).
    expect(booked.body.data.advice).toContain('the patient’s passport');
    expect(booked.body.data.advice).not.toContain('KTP');

    // The look-up by code and birth date works as for anyone, and the data export names the document.
    const code = booked.body.data.code;
    const found = await api.get<ItemBody<Appointment>>(`medika.appointment/${code}?born_date=1985-04-02`);
    expect(found.status).toBe(200);
    expect(found.body.data.patient.id_document).toBe('passport');
    const data = await api.get<ItemBody<PersonalDataExport>>(
      `medika.appointment/${code}/data?born_date=1985-04-02`,
    );
    expect(data.body.data.patient).toMatchObject({ id_document: 'passport', document_masked: '****4567' });
    expect(data.text).not.toContain('C1234567');
  });

  it('refuses a malformed KITAS number with a message that says its form', async () => {
    const res = await api.post<ErrorBody>(
      'medika.patient?lang=id',
      patientBody(patientInput({ nik: '', idDocument: 'kitas', documentNumber: 'KITAS/1' })),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      documentNumber: 'Nomor KITAS terdiri dari 6 sampai 20 huruf dan angka, seperti tertulis di kartu.',
    });
  });

  it('keeps BPJS to a patient with a NIK, saying so on the payment', async () => {
    const input = patientInput({ nik: '', idDocument: 'kitas', documentNumber: '2C21AB0123456' });
    const res = await register(input);
    const [slot] = await openSessions(api);
    const bpjs = await api.post<ErrorBody>(
      'medika.appointment?lang=en',
      appointmentBody({ handle: res.body.data.handle, input }, slot, {
        insurance: { kind: 'bpjs', bpjsCardNumber: '0001234567890', paperReferral: true },
      }),
    );
    expect(bpjs.status).toBe(400);
    expect(bpjs.body.error.fields).toEqual({
      'insurance.kind':
        'BPJS Kesehatan needs the patient’s NIK. With a passport or KITAS, choose self-pay or another insurer.',
    });
  });
});
