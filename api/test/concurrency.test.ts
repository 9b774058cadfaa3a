import type { Appointment } from '@hospital/contract';
import { addDays, todayInJakarta } from '@hospital/domain';
import { appointmentBody, createPatient, patientIdOf } from './support/booking';
import { describeApi, type ErrorBody, type ItemBody } from './support/harness';

const PARALLEL = 50;
const QUOTA = 10;

describeApi('concurrent bookings', (api) => {
  it(`${PARALLEL} parallel bookings on a session of quota ${QUOTA} store exactly ${QUOTA}`, async () => {
    const date = addDays(todayInJakarta(), 3);
    // A one-off extra session of quota 10 for a doctor of Poli Anak Bandung.
    const [doctor] = await api.sql<{ doctor_id: number }>(
      'select doctor_id from practice_sessions where poli_id = 2473 and company_id = 1 order by doctor_id limit 1',
    );
    const [session] = await api.sql<{ id: number }>(
      `insert into practice_sessions (doctor_id, poli_id, company_id, on_date, start_time, end_time, quota)
       values (${doctor.doctor_id}, 2473, 1, '${date}', '06:00', '07:00', ${QUOTA}) returning id`,
    );
    await api.sql(`delete from doctor_leaves where doctor_id = ${doctor.doctor_id}`);
    const patients = [];
    for (let i = 0; i < PARALLEL; i += 1)
      patients.push(await createPatient(api, { fullName: `Pasien Nomor ${i + 1}` }));
    const slot = { session_id: session.id, doctor_id: doctor.doctor_id, poli_id: 2473, company_id: 1, date };

    const answers = await Promise.all(
      patients.map((p) =>
        api.post<ItemBody<Appointment> | ErrorBody>('medika.appointment', appointmentBody(p, slot as never)),
      ),
    );

    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(QUOTA);
    expect(statuses.filter((s) => s === 409)).toHaveLength(PARALLEL - QUOTA);
    expect(
      answers
        .filter((a) => a.status === 409)
        .every((a) => (a.body as ErrorBody).error.code === 'session_full'),
    ).toBe(true);
    const queues = answers
      .filter((a) => a.status === 201)
      .map((a) => (a.body as ItemBody<Appointment>).data.queue_number);
    expect(queues.sort((a, b) => a - b)).toEqual(Array.from({ length: QUOTA }, (_, i) => i + 1));
    const [stored] = await api.sql<{ n: string | number }>(
      `select count(*) as n from appointments where session_id = ${session.id} and status = 'booked'`,
    );
    expect(Number(stored.n)).toBe(QUOTA);
    const [day] = await api.sql<{ booked: number }>(
      `select booked from session_days where session_id = ${session.id}`,
    );
    expect(day.booked).toBe(QUOTA);
  });

  it('parallel retries with one Idempotency-Key create one appointment', async () => {
    const date = addDays(todayInJakarta(), 4);
    const [doctor] = await api.sql<{ doctor_id: number }>(
      'select doctor_id from practice_sessions where poli_id = 2461 order by doctor_id limit 1',
    );
    await api.sql(`delete from doctor_leaves where doctor_id = ${doctor.doctor_id}`);
    const [session] = await api.sql<{ id: number }>(
      `insert into practice_sessions (doctor_id, poli_id, company_id, on_date, start_time, end_time, quota)
       values (${doctor.doctor_id}, 2461, 1, '${date}', '06:00', '07:00', 20) returning id`,
    );
    const patient = await createPatient(api);
    const body = appointmentBody(patient, {
      session_id: session.id,
      doctor_id: doctor.doctor_id,
      poli_id: 2461,
      company_id: 1,
      date,
    } as never);
    const headers = { 'idempotency-key': `double-click-${patient.input.nik}` };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        api.post<ItemBody<Appointment>>('medika.appointment', body, { headers }),
      ),
    );
    const codes = new Set(answers.filter((a) => a.status === 201).map((a) => a.body.data.code));
    expect(codes.size).toBe(1);
    const [stored] = await api.sql<{ n: string | number }>(
      `select count(*) as n from appointments where patient_id = '${await patientIdOf(api, patient.input)}'`,
    );
    expect(Number(stored.n)).toBe(1);
  });
});
