import { formatWib, formatWibRange } from './formatWib';

describe('formatWib', () => {
  it('prints the API time in Jakarta time in both languages', () => {
    expect(formatWib('2026-11-24T18:45:00+07:00', 'id')).toBe('Selasa, 24 November 2026, 18.45 WIB');
    expect(formatWib('2026-11-24T11:45:00Z', 'en')).toBe('Tuesday, 24 November 2026, 18:45 WIB');
    expect(formatWib('soon', 'en')).toBe('');
  });

  it('joins a range on one day, and spells out both ends otherwise', () => {
    expect(formatWibRange('2026-11-24T19:00:00+07:00', '2026-11-24T19:30:00+07:00', 'id')).toBe(
      'Selasa, 24 November 2026, 19.00–19.30 WIB',
    );
    expect(formatWibRange('2026-11-20T00:00:00+07:00', '2027-01-20T23:59:00+07:00', 'en')).toBe(
      'Friday, 20 November 2026, 00:00 WIB – Wednesday, 20 January 2027, 23:59 WIB',
    );
  });
});
