import { arriveBy, ARRIVE_BEFORE_MINUTES, estimatedTurn, thingsToBring } from './visit';

describe('estimatedTurn and arriveBy (docs/decisions.md, issue 15 item 8)', () => {
  const morning = { start: '08:00', end: '11:00', quota: 20 };

  it('shares the session evenly: 180 minutes for 20 patients is 9 minutes each', () => {
    expect(estimatedTurn(morning, 1)).toBe('08:00');
    expect(estimatedTurn(morning, 2)).toBe('08:09');
    expect(estimatedTurn(morning, 7)).toBe('08:54');
    expect(estimatedTurn(morning, 20)).toBe('10:51');
  });

  it('gives a number beyond the quota the last turn, and a nonsense number the first', () => {
    expect(estimatedTurn(morning, 23)).toBe('10:51');
    expect(estimatedTurn(morning, 0)).toBe('08:00');
  });

  it('rounds down: early is better than late', () => {
    expect(estimatedTurn({ start: '13:00', end: '16:00', quota: 7 }, 2)).toBe('13:25');
  });

  it(`asks to arrive ${ARRIVE_BEFORE_MINUTES} minutes before the turn`, () => {
    expect(ARRIVE_BEFORE_MINUTES).toBe(30);
    expect(arriveBy(morning, 1)).toBe('07:30');
    expect(arriveBy(morning, 7)).toBe('08:24');
    expect(arriveBy({ start: '00:10', end: '01:00', quota: 5 }, 1)).toBe('00:00');
  });
});

describe('thingsToBring', () => {
  it('an adult paying herself: KTP and earlier results', () => {
    expect(thingsToBring({ forWhom: 'self', insuranceKind: 'self' })).toEqual([
      'identity_card',
      'previous_results',
    ]);
  });

  it('a child on BPJS: the family card, the parent’s KTP, the BPJS card and the referral', () => {
    expect(thingsToBring({ forWhom: 'child', insuranceKind: 'bpjs' })).toEqual([
      'family_card',
      'guardian_identity',
      'bpjs_card',
      'referral_letter',
      'previous_results',
    ]);
  });

  it('a newborn: the birth letter instead of the family card', () => {
    expect(thingsToBring({ forWhom: 'child', newborn: true, insuranceKind: 'insurer' })).toEqual([
      'birth_letter',
      'guardian_identity',
      'insurance_card',
      'previous_results',
    ]);
  });

  it('a parent booked by her child: her own KTP', () => {
    expect(thingsToBring({ forWhom: 'parent', insuranceKind: 'bpjs' })[0]).toBe('identity_card');
  });

  it('a foreigner brings the passport or KITAS she booked with, never a KTP (issue 26)', () => {
    expect(thingsToBring({ forWhom: 'self', insuranceKind: 'self', idDocument: 'passport' })).toEqual([
      'passport',
      'previous_results',
    ]);
    expect(thingsToBring({ forWhom: 'other_family', insuranceKind: 'insurer', idDocument: 'kitas' })).toEqual(
      ['kitas', 'insurance_card', 'previous_results'],
    );
    expect(thingsToBring({ forWhom: 'child', insuranceKind: 'self', idDocument: 'passport' })).toEqual([
      'passport',
      'guardian_identity',
      'previous_results',
    ]);
  });
});
