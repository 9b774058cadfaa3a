import { line, makeDoctorDetail } from '../../testing/fixtures';
import { preferredFirst, preferredHospitalOf, profileHref } from './preferredHospital';
import { sessionsByHospital } from './sessionGroups';

const session = (companyId: number, date: string, sessionId: number) => ({
  session_id: sessionId,
  date,
  start: '09:00',
  end: '12:00',
  company_id: companyId,
  poli_id: companyId === 1 ? 2473 : 2496,
  quota: 10,
  booked: 1,
  remaining: 9,
  telemedicine: false,
});

const TWO_HOSPITALS = makeDoctorDetail({
  company_id: 1,
  company_ids: [1, 2],
  lines: [
    line({ session_id: 1, company_id: 1, company_name: 'Medika Hospital Bandung' }),
    line({ session_id: 2, company_id: 2, company_name: 'Medika Hospital Cianjur', poli_id: 2496 }),
  ],
  upcoming_sessions: [session(1, '2026-11-23', 1), session(2, '2026-11-25', 2), session(1, '2026-11-30', 1)],
});

describe('the patient’s hospital on a profile', () => {
  it('reads ?hospital= and writes it into profile links', () => {
    expect(preferredHospitalOf(new URLSearchParams('hospital=2'))).toBe(2);
    expect(preferredHospitalOf(new URLSearchParams('hospital=x'))).toBeNull();
    expect(preferredHospitalOf(new URLSearchParams('hospital=0'))).toBeNull();
    expect(profileHref('dr-a', 2)).toBe('/doctor/dr-a?hospital=2');
    expect(profileHref('dr-a', null)).toBe('/doctor/dr-a');
  });

  it('puts the preferred hospital first, only when the doctor is there', () => {
    expect(preferredFirst([1, 2, 1], 2)).toEqual([2, 1]);
    expect(preferredFirst([1, 2], 3)).toEqual([1, 2]);
    expect(preferredFirst([1, 2], null)).toEqual([1, 2]);
  });

  it('groups the sessions by hospital, the patient’s first, each soonest first', () => {
    const groups = sessionsByHospital(TWO_HOSPITALS, 2);
    expect(groups.map((g) => [g.name, g.sessions.map((s) => s.date)])).toEqual([
      ['Medika Hospital Cianjur', ['2026-11-25']],
      ['Medika Hospital Bandung', ['2026-11-23', '2026-11-30']],
    ]);
    expect(sessionsByHospital(TWO_HOSPITALS, null).map((g) => g.companyId)).toEqual([1, 2]);
  });

  it('keeps a hospital none of the listed sessions is at, with a weekly line to book from', () => {
    const groups = sessionsByHospital(
      { ...TWO_HOSPITALS, upcoming_sessions: [session(1, '2026-11-23', 1)] },
      2,
    );
    expect(groups[0]).toMatchObject({ companyId: 2, sessions: [], line: { session_id: 2 } });
  });
});
