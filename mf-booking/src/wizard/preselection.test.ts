import { parsePreselection, withoutPreselection } from './preselection';

describe('pre-selection from a doctor card link', () => {
  it('reads doctor, hospital and clinic ids', () => {
    expect(parsePreselection(new URLSearchParams('doctor=1023&company=1&poli=2462'))).toEqual({
      doctorId: 1023,
      companyId: 1,
      poliId: 2462,
    });
  });

  it('reads a dated session from a doctor profile only with a valid date', () => {
    expect(
      parsePreselection(new URLSearchParams('doctor=1023&company=1&poli=2462&date=2026-11-24&session=69')),
    ).toEqual({ doctorId: 1023, companyId: 1, poliId: 2462, date: '2026-11-24', sessionId: 69 });
    expect(parsePreselection(new URLSearchParams('doctor=1023&date=2026-02-30&session=69'))).toEqual({
      doctorId: 1023,
    });
  });

  it('ignores what is not a positive id, and nothing means null', () => {
    expect(parsePreselection(new URLSearchParams('doctor=abc&company=-1&poli=0'))).toBeNull();
    expect(parsePreselection(new URLSearchParams('step=2'))).toBeNull();
    expect(parsePreselection(new URLSearchParams('company=2'))).toEqual({ companyId: 2 });
  });

  it('removes only its own parameters from the URL', () => {
    const rest = withoutPreselection(
      new URLSearchParams('doctor=1&company=1&poli=2&date=2026-11-24&session=3&lang=en'),
    );
    expect(rest.toString()).toBe('lang=en');
  });
});
