import { ageFromBirthDate, ageFromIsoDate, dmyToIso, isoToDmy, MAX_AGE_YEARS } from './age';

// 2026-11-21 12:00 in Jakarta.
const TODAY = new Date('2026-11-21T05:00:00Z');

describe('dmyToIso / isoToDmy', () => {
  it('converts between DD-MM-YYYY and ISO', () => {
    expect(dmyToIso('21-11-1990')).toBe('1990-11-21');
    expect(isoToDmy('1990-11-21')).toBe('21-11-1990');
  });

  it('returns an empty string for invalid dates', () => {
    expect(dmyToIso('31-02-1990')).toBe('');
    expect(dmyToIso('1990-11-21')).toBe('');
    expect(isoToDmy('21-11-1990')).toBe('');
    expect(isoToDmy('1990-13-01')).toBe('');
  });
});

describe('ageFromBirthDate (docs/product-rules.md §5)', () => {
  it('counts whole years', () => {
    expect(ageFromBirthDate('21-11-1990', TODAY)).toBe(36);
    expect(ageFromBirthDate('22-11-1990', TODAY)).toBe(35);
    expect(ageFromBirthDate('21-11-2026', TODAY)).toBe(0);
  });

  it('clamps to 0 when negative or above 150', () => {
    expect(MAX_AGE_YEARS).toBe(150);
    expect(ageFromBirthDate('21-11-2027', TODAY)).toBe(0); // -1
    expect(ageFromBirthDate('21-11-1876', TODAY)).toBe(150);
    expect(ageFromBirthDate('21-11-1875', TODAY)).toBe(0); // 151
  });

  it('returns 0 for an invalid date', () => {
    expect(ageFromBirthDate('not a date', TODAY)).toBe(0);
  });

  it('counts the day in Asia/Jakarta, not UTC', () => {
    // 2026-11-20T18:00Z is already 21 November in Jakarta.
    expect(ageFromBirthDate('21-11-1990', new Date('2026-11-20T18:00:00Z'))).toBe(36);
    expect(ageFromBirthDate('21-11-1990', new Date('2026-11-20T16:59:00Z'))).toBe(35);
  });

  it('turns a 29 February birthday on 1 March in common years', () => {
    expect(ageFromIsoDate('2000-02-29', new Date('2025-02-28T05:00:00Z'))).toBe(24);
    expect(ageFromIsoDate('2000-02-29', new Date('2025-03-01T05:00:00Z'))).toBe(25);
  });
});
