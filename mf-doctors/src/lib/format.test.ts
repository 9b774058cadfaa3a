import {
  dayLabel,
  formatClock,
  formatDayMonth,
  formatFullDate,
  formatLongDate,
  formatTimeRange,
  wibTime,
} from './format';

describe('formatting with Intl, WIB', () => {
  it('formats dates in both languages whatever the time zone of the device', () => {
    expect(formatDayMonth('2026-11-23', 'id')).toBe('Senin, 23 November');
    expect(formatDayMonth('2026-11-23', 'en')).toBe('Monday 23 November');
    expect(formatLongDate('2026-12-04', 'id')).toBe('4 Desember 2026');
    expect(formatFullDate('2026-11-21', 'en')).toBe('Saturday, 21 November 2026');
  });

  it('writes times with a dot in Indonesian and a colon in English', () => {
    expect(formatTimeRange('08:00', '11:30', 'id')).toBe('08.00–11.30');
    expect(formatTimeRange('08:00', '11:30', 'en')).toBe('08:00–11:30');
  });

  it('uses the domain day names', () => {
    expect(dayLabel(0, 'id')).toBe('Minggu');
    expect(dayLabel(6, 'en')).toBe('Saturday');
  });

  it('tells the time in Jakarta', () => {
    const utc = new Date('2026-11-21T03:52:00Z');
    expect(formatClock(utc, 'id')).toBe('10.52');
    expect(formatClock(utc, 'en')).toBe('10:52');
    expect(wibTime(new Date('2026-11-21T17:05:00Z'))).toBe('00:05');
  });
});
