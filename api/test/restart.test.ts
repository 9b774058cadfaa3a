import type { Appointment } from '@hospital/contract';
import { book, createPatient, doctorsWithoutLeave, openSessions, patientIdOf } from './support/booking';
import { describeApi, type ItemBody } from './support/harness';

describeApi('restart', (api) => {
  it('keeps what was written when the API restarts on the same database', async () => {
    const [doctor] = await doctorsWithoutLeave(api);
    const [slot] = await openSessions(api, `doctor_id=${doctor.id}`);
    const patient = await createPatient(api);
    const booked = (await book(api, patient, slot)).body.data;
    await api.post('web/newsletter', { email: 'restart@example.com' });

    expect(await api.terminate()).toBe(0);
    await api.spawn();

    // The keys are the same after a restart: the NIK still decrypts (nik_masked) on the new process.
    const again = await api.get<ItemBody<Appointment>>(
      `medika.appointment/${booked.code}?born_date=${patient.input.bornDate}`,
    );
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(booked);
    const subscribed = await api.post<ItemBody<{ already_subscribed: boolean }>>('web/newsletter', {
      email: 'restart@example.com',
    });
    expect(subscribed.body.data.already_subscribed).toBe(true);
    // Migrations and seeding ran once: a restart neither duplicates content nor fails.
    const [doctors] = await api.sql<{ n: string | number }>('select count(*) as n from doctors');
    expect(Number(doctors.n)).toBe(69);
  });

  it('finishes in-flight bookings on SIGTERM: every 201 is stored, nothing else', async () => {
    const doctors = await doctorsWithoutLeave(api);
    const [slot] = await openSessions(api, `doctor_id=${doctors[1].id}`);
    const patients = [];
    for (let i = 0; i < 12; i += 1) patients.push(await createPatient(api));
    let terminated: Promise<number | null> | undefined;
    const answers = await Promise.all(
      patients.map((p) =>
        book(api, p, slot)
          .then((res) => {
            terminated ??= api.terminate();
            return res.status;
          })
          .catch(() => 0),
      ),
    );
    expect(await terminated).toBe(0);
    await api.spawn();
    const created = answers.filter((s) => s === 201).length;
    expect(created).toBeGreaterThan(0);
    expect(answers.every((s) => [201, 409, 503, 0].includes(s))).toBe(true);
    const ids = (await Promise.all(patients.map((p) => patientIdOf(api, p.input))))
      .map((id) => `'${id}'`)
      .join(',');
    const [stored] = await api.sql<{ n: string | number }>(
      `select count(*) as n from appointments where patient_id in (${ids})`,
    );
    expect(Number(stored.n)).toBe(created);
    const [day] = await api.sql<{ booked: number }>(
      `select booked from session_days where session_id = ${slot.session_id} and visit_date = '${slot.date}'`,
    );
    expect(day.booked - slot.booked).toBe(created);
  });
});
