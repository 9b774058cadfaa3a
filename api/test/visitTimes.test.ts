/**
 * docs/decisions.md, issue 26: a booking made on its own day, after the session's planned start, is never told a
 * time before the booking; its answer gives the live queue's figure, and the check-in and the call.
 */
import type { Appointment } from '@hospital/contract';
import { createPatient, appointmentBody, openSessions, dayWithNextDay } from './support/booking';
import { DeskClient } from './support/desk';
import { describeApi, type ItemBody } from './support/harness';

const DAY = dayWithNextDay();
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

describeApi('issue 26: times never in the past', (api) => {
  it('booked after the planned start: arrive-by not before the booking, the turn 30 minutes after it', async () => {
    // The seed's sessions of DAY (the server's clock still today), then the clock set inside a long
    // session, two hours after its start: its queue numbers 1.. were planned before that.
    const sessions = (await openSessions(api, `company_id=1&from=${DAY}&to=${DAY}`)).filter(
      (s) => s.date === DAY && minutes(s.end) - minutes(s.start) >= 150,
    );
    const s = sessions[0];
    if (!s) throw new Error(`no long session on ${DAY}`);
    const bookedAt = hhmm(minutes(s.start) + 120);
    await api.terminate();
    await api.spawn({ clockOffsetMs: Date.parse(`${DAY}T${bookedAt}:00+07:00`) - Date.now() });
    await api.sql(`update practice_sessions set quota = greatest(quota, 10) where id = ${s.session_id}`);

    const patient = await createPatient(api);
    const res = await api.post<ItemBody<Appointment>>('medika.appointment', appointmentBody(patient, s));
    expect(res.status).toBe(201);
    const booked = res.body.data;
    // Before issue 26: number 1 was told its planned turn, the session's start, two hours in the past.
    console.log(
      `[issue 26 ${api.backend}] booked at ${bookedAt} for ${s.start}–${s.end}, no. ${booked.queue_number}: arrive by ${booked.arrive_by}, turn ${booked.estimated_time}`,
    );
    expect(booked.arrive_by >= bookedAt).toBe(true);
    expect(minutes(booked.estimated_time) - minutes(booked.arrive_by)).toBe(30);
    expect(booked.advice).toContain(booked.arrive_by.replace(':', '.'));
    expect(booked.checked_in_at).toBeNull();
    expect(booked.called_at).toBeNull();

    // The look-up says the same, and follows the desk's check-in and call.
    const bornDate = patient.input.bornDate;
    const look = async () =>
      (await api.get<ItemBody<Appointment>>(`medika.appointment/${booked.code}?born_date=${bornDate}`)).body
        .data;
    const found = await look();
    expect([found.estimated_time, found.arrive_by]).toEqual([booked.estimated_time, booked.arrive_by]);
    const desk = new DeskClient(api);
    expect((await desk.signIn()).status).toBe(200);
    expect((await desk.send('POST', 'check-in', { code: booked.code })).status).toBe(200);
    const checkedIn = await look();
    expect([checkedIn.status, typeof checkedIn.checked_in_at, checkedIn.called_at]).toEqual([
      'checked_in',
      'string',
      null,
    ]);
    expect((await desk.send('POST', 'call', { session_id: s.session_id, code: booked.code })).status).toBe(
      200,
    );
    expect(typeof (await look()).called_at).toBe('string');
  });
});
