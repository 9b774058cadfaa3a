import type { AvailabilitySession } from '@hospital/api-client';
import { addDays } from '@hospital/domain';
import { appointment, session as fixture } from '../../testing/fixtures';
import { movableSessions } from './ReschedulePanel';

const session = (date: string, over: Partial<AvailabilitySession> = {}) =>
  fixture({ session_id: 70, date, ...over });

describe('issue 26: the sessions a booking may move to', () => {
  it('reach two weeks ahead, not the whole booking window (16 sessions up to 25 December)', () => {
    const today = '2026-11-26';
    const month = Array.from({ length: 30 }, (_, i) => session(addDays(today, i)));
    const listed = movableSessions(appointment({ date: '2026-11-24' }), month, today);
    expect(listed.map((s) => s.date)).toEqual(Array.from({ length: 15 }, (_, i) => addDays(today, i)));
    expect(listed.some((s) => s.date === '2026-12-25')).toBe(false);
  });

  it('leave out closed sessions, the booking’s own, the other hospital and the other kind of visit', () => {
    const today = '2026-11-24';
    const listed = movableSessions(
      appointment(),
      [
        session(today, { session_id: 69 }),
        session(today, { status: 'closed', session_id: 71 }),
        session('2026-11-25', { company_id: 2 }),
        session('2026-11-25', { telemedicine: true }),
        session('2026-11-26'),
      ],
      today,
    );
    expect(listed.map((s) => [s.session_id, s.date])).toEqual([[70, '2026-11-26']]);
  });
});
