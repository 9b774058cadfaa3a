import { ARRIVE_BEFORE_MINUTES, visitTimes, type VisitTimesInput } from './visit';
import type { LiveQueueFacts } from './queue';

/** A moment in Jakarta (WIB, UTC+7). */
const wib = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`);
const DAY = '2026-11-26';
// 14:00–20:00 for 24 patients: 15 minutes each; number 9 is planned at 16:00.
const evening = { start: '14:00', end: '20:00', quota: 24 };
const base: VisitTimesInput = {
  session: evening,
  date: DAY,
  queueNumber: 9,
  bookedAt: wib('2026-11-20', '10:00'),
};

function live(over: Partial<LiveQueueFacts> = {}): LiveQueueFacts {
  return {
    visit_date: DAY,
    start_time: '14:00',
    waiting: [9],
    late_minutes: null,
    cancelled: false,
    observed_minutes_per_patient: null,
    planned_minutes_per_patient: 15,
    ...over,
  };
}

describe('visitTimes: one rule for the estimated turn and the time to arrive (docs/decisions.md, issue 26)', () => {
  it('booked days ahead: the planned share of the session, arriving 30 minutes before', () => {
    expect(ARRIVE_BEFORE_MINUTES).toBe(30);
    expect(visitTimes(base)).toEqual({ estimated: '16:00', arriveBy: '15:30' });
    expect(visitTimes({ ...base, queueNumber: 1 })).toEqual({ estimated: '14:00', arriveBy: '13:30' });
  });

  it('booked at 06:00 on the day: the plan stands (the session is hours away)', () => {
    expect(visitTimes({ ...base, bookedAt: wib(DAY, '06:00') })).toEqual({
      estimated: '16:00',
      arriveBy: '15:30',
    });
    // A session starting at 06:00, number 1, booked at 06:00: arrive now, turn at 06:30, never 05:30.
    const early = { start: '06:00', end: '09:00', quota: 12 };
    expect(visitTimes({ ...base, session: early, queueNumber: 1, bookedAt: wib(DAY, '06:00') })).toEqual({
      estimated: '06:30',
      arriveBy: '06:00',
    });
  });

  it('booked at 12:00 for a session already running since 10:00: nothing before noon', () => {
    const late = { start: '10:00', end: '13:00', quota: 12 };
    // Planned: number 3 at 10:30, arrive 10:00, both past at noon.
    expect(visitTimes({ ...base, session: late, queueNumber: 3, bookedAt: wib(DAY, '12:00') })).toEqual({
      estimated: '12:30',
      arriveBy: '12:00',
    });
    // The evening session is still ahead at noon: its plan stands.
    expect(visitTimes({ ...base, bookedAt: wib(DAY, '12:00') })).toEqual({
      estimated: '16:00',
      arriveBy: '15:30',
    });
  });

  it('booked at 19:53 (issue 26: "arrive by 17.39, turn 18.09"): never a time before the booking', () => {
    const times = visitTimes({ ...base, queueNumber: 17, bookedAt: wib(DAY, '19:53') });
    expect(times).toEqual({ estimated: '20:23', arriveBy: '19:53' });
    // Seconds past the minute round up: 19:53:20 is not told 19:53.
    expect(
      visitTimes({ ...base, queueNumber: 17, bookedAt: new Date(wib(DAY, '19:53').getTime() + 20_000) }),
    ).toEqual({ estimated: '20:24', arriveBy: '19:54' });
    // The same from the booking's ISO timestamp, as the API stores it.
    expect(visitTimes({ ...base, queueNumber: 17, bookedAt: '2026-11-26T12:53:00.000Z' })).toEqual(times);
  });

  it('the same day always: a booking late at night is not sent to tomorrow', () => {
    expect(visitTimes({ ...base, bookedAt: wib(DAY, '23:45') })).toEqual({
      estimated: '23:59',
      arriveBy: '23:45',
    });
  });

  it('a number beyond the quota takes the last turn', () => {
    expect(visitTimes({ ...base, queueNumber: 30 })).toEqual({ estimated: '19:45', arriveBy: '19:15' });
  });

  it('the doctor 20 minutes late: the plan moves by 20 minutes', () => {
    expect(visitTimes({ ...base, lateMinutes: 20 })).toEqual({ estimated: '16:20', arriveBy: '15:50' });
  });

  it('with the live queue: one pace per patient still before, from now; the same figure as the live panel', () => {
    const now = wib(DAY, '19:53');
    // Booked at 19:00; at 19:53 one patient (no. 16) is before no. 17: 20:08, as the live panel says.
    expect(
      visitTimes({
        ...base,
        queueNumber: 17,
        bookedAt: wib(DAY, '19:00'),
        live: { session: live({ waiting: [16, 17] }), now },
      }),
    ).toEqual({ estimated: '20:08', arriveBy: '19:38' });
    // Booked at 19:53 itself: the live 20:08 still gives the patient 30 minutes to come.
    expect(
      visitTimes({
        ...base,
        queueNumber: 17,
        bookedAt: now,
        live: { session: live({ waiting: [16, 17] }), now },
      }),
    ).toEqual({ estimated: '20:23', arriveBy: '19:53' });
  });

  it('with the live queue before the start: the doctor’s delay moves the start', () => {
    const now = wib(DAY, '12:00');
    const session = live({ waiting: [1, 2, 9], late_minutes: 45 });
    // 14:45, then two patients before at 15 minutes: 15:15.
    expect(visitTimes({ ...base, live: { session, now } })).toEqual({
      estimated: '15:15',
      arriveBy: '14:45',
    });
  });

  it('called or cancelled today: no time to give', () => {
    const now = wib(DAY, '16:00');
    expect(visitTimes({ ...base, live: { session: live({ waiting: [10, 11] }), now } })).toBeNull();
    expect(visitTimes({ ...base, live: { session: live({ cancelled: true }), now } })).toBeNull();
  });

  it('a live queue of another day does not apply', () => {
    const now = wib('2026-11-25', '19:00');
    expect(
      visitTimes({ ...base, live: { session: live({ visit_date: '2026-11-25', waiting: [] }), now } }),
    ).toEqual({ estimated: '16:00', arriveBy: '15:30' });
  });
});
