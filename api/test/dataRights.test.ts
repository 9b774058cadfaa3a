/**
 * Issue 19, item 3: the patient's data rights under UU PDP, by code and birth date: a copy of what is
 * held (JSON and PDF, masked), consent version and time with every booking, and withdrawing consent
 * (future bookings cancelled and anonymised, visits on record kept). Each suite runs on PGlite and
 * PostgreSQL.
 */
import type { ErasureResult, PersonalDataExport } from '@hospital/api-client';
import { CONSENT_VERSION } from '@hospital/domain';
import { book, createPatient, openSessions } from './support/booking';
import { describeApi, type ErrorBody, type ItemBody } from './support/harness';

describeApi('issue 19: data rights by code and birth date', (api) => {
  it('gives a copy of what is held, masked, with the consent text version and time; as JSON and as a PDF', async () => {
    const [slot] = await openSessions(api);
    const patient = await createPatient(api);
    const booking = (await book(api, patient, slot)).body.data;
    const res = await api.get<ItemBody<PersonalDataExport>>(
      `medika.appointment/${booking.code}/data?born_date=${patient.input.bornDate}&lang=en`,
    );
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.booking.code).toBe(booking.code);
    expect(data.consent.version).toBe(CONSENT_VERSION);
    expect(data.consent.given_at).toMatch(/\+07:00$/);
    expect(data.patient.nik_masked).toMatch(/^\*{12}\d{4}$/);
    // The NIK in full is nowhere in the answer.
    expect(res.text).not.toContain(patient.input.nik);
    expect(data.retention).toMatch(/medical record/);
    const pdf = await fetch(
      `${api.baseUrl}/medika.appointment/${booking.code}/data?born_date=${patient.input.bornDate}&format=pdf`,
      { headers: { authorization: 'Bearer medika-web-public-2026' } },
    );
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
    const wrong = await api.get<ErrorBody>(`medika.appointment/${booking.code}/data?born_date=1970-01-01`);
    expect(wrong.status).toBe(404);
  });

  it('withdrawing consent cancels and anonymises the bookings to come, frees their places, and keeps visits on record', async () => {
    const sessions = await openSessions(api);
    const [a, b] = sessions.filter((s, i, all) => all.findIndex((x) => x.doctor_id === s.doctor_id) === i);
    const patient = await createPatient(api);
    const first = (await book(api, patient, a)).body.data;
    const second = (
      await book(api, { ...patient, handle: (await createPatient(api, patient.input)).handle }, b)
    ).body.data;
    const placesBefore = await api.sql<{ booked: number }>(
      `select booked from session_days where session_id = ${a.session_id} and visit_date = '${a.date}'`,
    );
    const unconfirmed = await api.post<ErrorBody>(`medika.appointment/${first.code}/erase`, {
      bornDate: patient.input.bornDate,
    });
    expect(unconfirmed.status).toBe(400);
    const res = await api.post<ItemBody<ErasureResult>>(`medika.appointment/${first.code}/erase`, {
      bornDate: patient.input.bornDate,
      confirm: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ cancelled_bookings: 2, kept_visits: 0, patient_erased: true });
    const rows = await api.sql<{
      status: string;
      patient_name: string;
      contact_phone: string;
      erased_at: unknown;
    }>(
      `select status, patient_name, contact_phone, erased_at from appointments where code in ('${first.code}', '${second.code}')`,
    );
    for (const row of rows) {
      expect([row.status, row.patient_name, row.contact_phone]).toEqual(['cancelled', '—', '']);
      expect(row.erased_at).not.toBeNull();
    }
    const [stored] = await api.sql<{ full_name: string; nik_hmac: string | null }>(
      `select p.full_name, p.nik_hmac from patients p join appointments a on a.patient_id = p.id where a.code = '${first.code}'`,
    );
    expect(stored).toEqual({ full_name: '—', nik_hmac: null });
    const placesAfter = await api.sql<{ booked: number }>(
      `select booked from session_days where session_id = ${a.session_id} and visit_date = '${a.date}'`,
    );
    expect(Number(placesAfter[0].booked)).toBe(Number(placesBefore[0].booked) - 1);

    // A patient with a visit on record keeps it (and her identity): only what is to come goes.
    const other = await createPatient(api);
    const past = (await book(api, other, a)).body.data;
    const future = (await book(api, { ...other, handle: (await createPatient(api, other.input)).handle }, b))
      .body.data;
    await api.sql(
      `update appointments set status = 'completed', visit_date = '2025-01-06' where code = '${past.code}'`,
    );
    const kept = await api.post<ItemBody<ErasureResult>>(`medika.appointment/${future.code}/erase`, {
      bornDate: other.input.bornDate,
      confirm: true,
    });
    expect(kept.body.data).toEqual({ cancelled_bookings: 1, kept_visits: 1, patient_erased: false });
    const [visit] = await api.sql<{ status: string; patient_name: string }>(
      `select status, patient_name from appointments where code = '${past.code}'`,
    );
    expect(visit).toEqual({ status: 'completed', patient_name: other.input.fullName });
  });
});
