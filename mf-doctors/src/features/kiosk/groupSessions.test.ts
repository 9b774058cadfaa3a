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
    );
    expect(groups.map((g) => [g.name, g.polis.map((p) => p.name)])).toEqual([
      ['Medika Hospital Bandung', ['Poli Anak', 'Poli Penyakit Dalam']],
      ['Medika Hospital Cianjur', []],
    ]);
    expect(groups[0].polis[1].sessions.map((s) => s.doctor_name)).toEqual(['dr. Ana', 'dr. Zaki']);
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
