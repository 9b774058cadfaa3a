import type { AvailabilitySession } from '@hospital/api-client';
import { BANDUNG, CIANJUR } from '../../testing/fixtures';
import { groupKioskSessions, kioskSessionState } from './groupSessions';

function session(overrides: Partial<AvailabilitySession>): AvailabilitySession {
  return {
    session_id: 1,
    doctor_id: 1,
    doctor_name: 'dr. A',
    doctor_slug: 'dr-a',
    poli_id: 2461,
    poli_name: 'Poli Penyakit Dalam',
    company_id: 1,
    company_name: BANDUNG.name,
    date: '2026-11-21',
    start: '08:00',
    end: '11:00',
    quota: 20,
    booked: 5,
    remaining: 15,
    telemedicine: false,
    status: 'open',
    extra: false,
    ...overrides,
  };
}

describe('groupKioskSessions', () => {
  it('groups per hospital (both, even without sessions) and per poli, polis alphabetical, sessions by time', () => {
    const groups = groupKioskSessions(
      [
        session({ session_id: 1, doctor_name: 'dr. Zaki', start: '13:00', end: '16:00' }),
        session({ session_id: 2, doctor_name: 'dr. Budi', poli_id: 2473, poli_name: 'Poli Anak' }),
        session({ session_id: 3, doctor_name: 'dr. Ana', start: '08:00' }),
        session({ session_id: 4, doctor_name: 'dr. Dedi', poli_id: 2481, poli_name: 'Poli Anestesiologi' }),
      ],
      [CIANJUR, BANDUNG],
      'id-ID',
      '07:00',
    );
    expect(groups.map((g) => [g.name, g.polis.map((p) => p.name)])).toEqual([
      ['Medika Hospital Bandung', ['Poli Anak', 'Poli Penyakit Dalam']],
      ['Medika Hospital Cianjur', []],
    ]);
    expect(groups[0].polis[1].sessions.map((s) => s.doctor_name)).toEqual(['dr. Ana', 'dr. Zaki']);
  });
});

describe('groupKioskSessions in the evening (docs/decisions.md, issue 26)', () => {
  const day = [
    session({
      session_id: 1,
      doctor_name: 'dr. Ana',
      poli_name: 'Poli Anak',
      poli_id: 1,
      start: '08:00',
      end: '11:00',
    }),
    session({
      session_id: 2,
      doctor_name: 'dr. Budi',
      poli_name: 'Poli Bedah',
      poli_id: 2,
      start: '13:00',
      end: '16:00',
    }),
    session({
      session_id: 3,
      doctor_name: 'dr. Citra',
      poli_name: 'Poli Gigi',
      poli_id: 3,
      start: '16:00',
      end: '17:00',
      status: 'closed',
    }),
    session({
      session_id: 4,
      doctor_name: 'dr. Dewi',
      poli_name: 'Poli Mata',
      poli_id: 4,
      start: '19:00',
      end: '21:00',
    }),
    session({
      session_id: 5,
      doctor_name: 'dr. Eka',
      poli_name: 'Poli Anak',
      poli_id: 1,
      start: '20:30',
      end: '22:00',
    }),
    session({
      session_id: 6,
      doctor_name: 'dr. Fajar',
      poli_name: 'Poli Saraf',
      poli_id: 5,
      start: '18:30',
      end: '21:00',
    }),
  ];

  it('puts the running and coming sessions first (running polis leading) and the finished ones apart', () => {
    const [bandung] = groupKioskSessions(day, [BANDUNG], 'id-ID', '19:30');
    expect(bandung.polis.map((p) => [p.name, p.sessions.map((s) => s.session_id)])).toEqual([
      ['Poli Mata', [4]],
      ['Poli Saraf', [6]],
      ['Poli Anak', [5]],
    ]);
    expect(bandung.finished.map((p) => [p.name, p.sessions.map((s) => s.session_id)])).toEqual([
      ['Poli Anak', [1]],
      ['Poli Bedah', [2]],
      ['Poli Gigi', [3]],
    ]);
  });

  it('in the morning, nothing is finished yet and nothing runs: every poli alphabetically', () => {
    const [bandung] = groupKioskSessions(day, [BANDUNG], 'id-ID', '07:00');
    expect(bandung.polis.map((p) => p.name)).toEqual(['Poli Anak', 'Poli Bedah', 'Poli Mata', 'Poli Saraf']);
    expect(bandung.finished.map((p) => p.name)).toEqual(['Poli Gigi']);
  });
});

describe('kioskSessionState', () => {
  it('says finished, in session, fully booked or open', () => {
    expect(kioskSessionState(session({ status: 'closed' }), '07:00')).toBe('finished');
    expect(kioskSessionState(session({}), '11:00')).toBe('finished');
    expect(kioskSessionState(session({}), '09:30')).toBe('now');
    expect(kioskSessionState(session({ status: 'full', remaining: 0 }), '07:00')).toBe('full');
    expect(kioskSessionState(session({}), '07:59')).toBe('open');
  });
});

describe('kioskSessionState with the live queue (docs/decisions.md, issue 26)', () => {
  it('says "late" until the doctor starts (the first call), then "in session": never both', () => {
    const s = session({});
    expect(kioskSessionState(s, '08:10', { now_serving: 0, late_minutes: 20 })).toBe('late');
    expect(kioskSessionState(s, '07:50', { now_serving: 0, late_minutes: 20 })).toBe('late');
    expect(kioskSessionState(s, '08:25', { now_serving: 1, late_minutes: 20 })).toBe('now');
    expect(kioskSessionState(s, '08:10', { now_serving: 0, late_minutes: null })).toBe('now');
    // A first call before the planned start: the doctor began early.
    expect(kioskSessionState(s, '07:55', { now_serving: 1, late_minutes: null })).toBe('now');
    expect(kioskSessionState(s, '11:00', { now_serving: 0, late_minutes: 20 })).toBe('finished');
  });
});
