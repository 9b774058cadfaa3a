import { formatDateRange, formatMonth, formatPhone62, formatVisitDate } from './format';

describe('formatting', () => {
  it('writes date ranges the Indonesian way', () => {
    expect(formatDateRange('2026-11-22', '2026-11-23', 'id')).toBe('22–23 November 2026');
    expect(formatDateRange('2026-11-30', '2026-12-02', 'id')).toBe('30 November – 2 Desember 2026');
    expect(formatDateRange('2026-12-30', '2027-01-02', 'en')).toBe('30 December 2026 – 2 January 2027');
    expect(formatDateRange('2026-11-22', '2026-11-22', 'en')).toBe('22 November 2026');
  });

  it('names the day of the visit and the month of the calendar', () => {
    expect(formatVisitDate('2026-11-24', 'id')).toBe('Selasa, 24 November 2026');
    expect(formatMonth('2026-12', 'id')).toBe('Desember 2026');
  });

  it('shows a 62 phone readably', () => {
    expect(formatPhone62('6281234567890')).toBe('+62 812-3456-7890');
    expect(formatPhone62('')).toBe('');
  });
});
