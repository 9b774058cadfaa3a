import {
  addDays,
  DAY_NAMES,
  dayName,
  formatDate,
  formatDateRange,
  formatDayMonth,
  formatDayMonthYear,
  formatMonth,
  isValidIsoDate,
  todayInJakarta,
  weekdayOf,
} from './dates';

describe('day names', () => {
  it('are indexed like Date.getDay (0 = Sunday)', () => {
    expect(DAY_NAMES.id).toEqual(['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu']);
    expect(DAY_NAMES.en).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(dayName(0, 'id')).toBe('Minggu');
    expect(dayName(5, 'en')).toBe('Friday');
    expect(dayName(7, 'id')).toBe('Minggu');
    expect(dayName(-1, 'id')).toBe('Sabtu');
  });
});

describe('formatDate', () => {
  it('formats with day and month names', () => {
    expect(formatDate('2026-11-23', 'id')).toBe('Senin, 23 November 2026');
    expect(formatDate('2026-11-23', 'en')).toBe('Monday, 23 November 2026');
    expect(formatDate('2026-08-17', 'id')).toBe('Senin, 17 Agustus 2026');
    expect(formatDate('2024-02-29', 'en')).toBe('Thursday, 29 February 2024');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDate('2026-02-30', 'id')).toBe('');
    expect(isValidIsoDate('2023-02-29')).toBe(false);
    expect(isValidIsoDate('2024-02-29')).toBe(true);
  });
});

describe('todayInJakarta', () => {
  it('uses UTC+7', () => {
    expect(todayInJakarta(new Date('2026-11-20T16:59:59Z'))).toBe('2026-11-20');
    expect(todayInJakarta(new Date('2026-11-20T17:00:00Z'))).toBe('2026-11-21');
  });
});

describe('addDays', () => {
  it('crosses months and years', () => {
    expect(addDays('2026-11-23', 30)).toBe('2026-12-23');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('bad', 1)).toBe('');
  });
});

describe('shorter dates and ranges', () => {
  it('writes a date without its weekday', () => {
    expect(formatDayMonthYear('2026-12-04', 'id')).toBe('4 Desember 2026');
    expect(formatDayMonthYear('2026-12-04', 'en')).toBe('4 December 2026');
    expect(formatDayMonthYear('2026-02-30', 'en')).toBe('');
  });

  it('writes weekday and day without the year, with a comma only in Indonesian', () => {
    expect(formatDayMonth('2026-11-23', 'id')).toBe('Senin, 23 November');
    expect(formatDayMonth('2026-11-23', 'en')).toBe('Monday 23 November');
  });

  it('writes date ranges as short as they stay clear', () => {
    expect(formatDateRange('2026-11-22', '2026-11-23', 'id')).toBe('22–23 November 2026');
    expect(formatDateRange('2026-11-30', '2026-12-02', 'id')).toBe('30 November – 2 Desember 2026');
    expect(formatDateRange('2026-12-30', '2027-01-02', 'en')).toBe('30 December 2026 – 2 January 2027');
    expect(formatDateRange('2026-11-22', '2026-11-22', 'en')).toBe('22 November 2026');
  });

  it('names the month of a calendar', () => {
    expect(formatMonth('2026-12', 'id')).toBe('Desember 2026');
    expect(formatMonth('2026-13', 'en')).toBe('');
  });

  it('gives the weekday of a calendar date whatever the device time zone', () => {
    expect(weekdayOf('2026-11-21')).toBe(6);
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('not a date')).toBeUndefined();
  });
});
