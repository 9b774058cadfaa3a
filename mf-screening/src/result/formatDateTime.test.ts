import { formatJakartaDateTime, formatLocalPhone } from './formatDateTime';

describe('formatJakartaDateTime', () => {
  it('shows the moment in Jakarta time (UTC+7) in both languages', () => {
    expect(formatJakartaDateTime('2026-11-21T04:05:00.000Z', 'id')).toBe(
      'Sabtu, 21 November 2026, 11.05 WIB',
    );
    expect(formatJakartaDateTime('2026-11-21T04:05:00.000Z', 'en')).toBe(
      'Saturday, 21 November 2026, 11:05 WIB',
    );
  });

  it('moves to the next day after 17:00 UTC', () => {
    expect(formatJakartaDateTime('2026-11-21T17:30:00Z', 'en')).toBe('Sunday, 22 November 2026, 00:30 WIB');
  });

  it('gives an empty text for a broken date', () => {
    expect(formatJakartaDateTime('yesterday', 'id')).toBe('');
  });
});

describe('formatLocalPhone', () => {
  it('turns a 62… number into the local form with spaces', () => {
    expect(formatLocalPhone('62227801119')).toBe('022 780 1119');
    expect(formatLocalPhone('622638201119')).toBe('0263 820 1119');
  });
});
