import type { LiveQueueSession } from '@hospital/contract';
import {
  alreadyCalled,
  groupDeskSessions,
  liveEstimatedTurn,
  observedMinutesPerPatient,
  patientsBefore,
  plannedMinutesPerPatient,
} from './queue';

function session(overrides: Partial<LiveQueueSession> = {}): LiveQueueSession {
  return {
    session_id: 1,
    visit_date: '2026-11-23',
    company_id: 1,
    doctor: { id: 1, name: 'dr. A' },
    poli: { id: 1, name: 'Poli Anak' },
    start_time: '09:00',
    end_time: '12:00',
    quota: 20,
    now_serving: 3,
    waiting: [4, 6, 7, 9],
    observed_minutes_per_patient: null,
    planned_minutes_per_patient: 9,
    late_minutes: null,
    cancelled: false,
    version: 5,
    ...overrides,
  };
}

describe('live queue rules (docs/decisions.md, issue 18)', () => {
  it('plans the session length over its quota: 3 h for 20 patients is 9 minutes each', () => {
    expect(plannedMinutesPerPatient('09:00', '12:00', 20)).toBe(9);
    expect(plannedMinutesPerPatient('13:00', '15:30', 12)).toBe(12.5);
    // Never zero, even for a session without a length or quota.
    expect(plannedMinutesPerPatient('09:00', '09:00', 10)).toBe(1);
    expect(plannedMinutesPerPatient('09:00', '10:00', 0)).toBe(1);
  });

  it('observes the pace only from two calls on: 4 calls in 36 minutes is 12 minutes each', () => {
    const first = new Date('2026-11-23T02:00:00Z');
    expect(observedMinutesPerPatient(1, first, first)).toBeNull();
    expect(observedMinutesPerPatient(4, first, new Date(first.getTime() + 36 * 60_000))).toBe(12);
    expect(observedMinutesPerPatient(3, first, first)).toBeNull();
  });

  it('counts the patients still to be called before a number (cancelled and no-shows are not waiting)', () => {
    const s = session();
    expect(patientsBefore(s, 4)).toBe(0);
    expect(patientsBefore(s, 9)).toBe(3);
    expect(alreadyCalled(s, 2)).toBe(true);
    expect(alreadyCalled(s, 6)).toBe(false);
  });

  it('estimates a turn from now at the observed pace, else the planned one', () => {
    // 10.00 WIB, session started at 09.00: number 9 has 3 before it.
    const now = new Date('2026-11-23T03:00:00Z');
    expect(liveEstimatedTurn(session(), 9, now)?.toISOString()).toBe('2026-11-23T03:27:00.000Z');
    const observed = session({ observed_minutes_per_patient: 15 });
    expect(liveEstimatedTurn(observed, 9, now)?.toISOString()).toBe('2026-11-23T03:45:00.000Z');
  });

  it('starts no earlier than the session start plus the doctor being late', () => {
    // 08.00 WIB, session at 09.00, doctor 30 minutes late: number 4 (first in line) at 09.30.
    const early = new Date('2026-11-23T01:00:00Z');
    expect(liveEstimatedTurn(session({ late_minutes: 30 }), 4, early)?.toISOString()).toBe(
      '2026-11-23T02:30:00.000Z',
    );
  });

  it('has no estimate for a cancelled session or a number already called', () => {
    const now = new Date('2026-11-23T03:00:00Z');
    expect(liveEstimatedTurn(session({ cancelled: true }), 9, now)).toBeNull();
    expect(liveEstimatedTurn(session(), 3, now)).toBeNull();
  });
});

describe('groupDeskSessions', () => {
  const morning = session({ session_id: 1, start_time: '08:00', end_time: '11:00', waiting: [] });
  const runningOver = session({ session_id: 2, start_time: '09:00', end_time: '12:00', waiting: [14] });
  const now = session({ session_id: 3, start_time: '13:00', end_time: '16:00', waiting: [2, 3] });
  const cancelled = session({ session_id: 4, start_time: '14:00', end_time: '17:00', cancelled: true });
  const evening = session({ session_id: 5, start_time: '18:00', end_time: '21:00', waiting: [1] });
  const ids = (list: LiveQueueSession[]) => list.map((s) => s.session_id);

  it('puts what runs now first, then what comes later, and what is over last, each by start time', () => {
    const groups = groupDeskSessions([evening, cancelled, now, runningOver, morning], '13:30');
    expect([ids(groups.current), ids(groups.later), ids(groups.finished)]).toEqual([[2, 3], [5], [1, 4]]);
  });

  it('keeps a session past its end among the current ones while a patient is still to be called', () => {
    expect(ids(groupDeskSessions([runningOver], '12:30').current)).toEqual([2]);
    expect(ids(groupDeskSessions([{ ...runningOver, waiting: [] }], '12:30').finished)).toEqual([2]);
  });

  it('counts a session as running from its first minute and as over from its last', () => {
    expect(ids(groupDeskSessions([now], '12:59').later)).toEqual([3]);
    expect(ids(groupDeskSessions([now], '13:00').current)).toEqual([3]);
    expect(ids(groupDeskSessions([{ ...now, waiting: [] }], '16:00').finished)).toEqual([3]);
  });
});
