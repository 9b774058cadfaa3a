import { availability, session } from '../../../testing/fixtures';
import { bookableCount, dayStatus, isDaySelectable, isSessionBookable } from './availabilityDays';
import { monthGrid, monthsBetween } from './calendarMonth';

describe('month grid', () => {
  it('starts weeks on Monday and pads the first and last week', () => {
    const weeks = monthGrid('2026-11');
    // 1 November 2026 is a Sunday: six empty cells first.
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[weeks.length - 1]).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('lists the months a booking window covers', () => {
    expect(monthsBetween('2026-11-21', '2026-12-21')).toEqual(['2026-11', '2026-12']);
    expect(monthsBetween('2026-12-10', '2027-01-09')).toEqual(['2026-12', '2027-01']);
    expect(monthsBetween('2026-11-02', '2026-11-30')).toEqual(['2026-11']);
  });
});

describe('day and session status', () => {
  const days = new Map(availability().days.map((d) => [d.date, d]));

  it('marks days: sessions to book, all full, doctor on leave, nothing (or only ended sessions)', () => {
    expect(dayStatus(days.get('2026-11-24'))).toBe('available');
    expect(dayStatus(days.get('2026-11-25'))).toBe('full');
    expect(dayStatus(days.get('2026-11-22'))).toBe('leave');
    expect(dayStatus(days.get('2026-11-26'))).toBe('none');
    expect(dayStatus(days.get('2026-11-21'))).toBe('none');
    expect(dayStatus(undefined)).toBe('none');
  });

  it('lets a full day be opened (to see it is full) but not a day without sessions or on leave', () => {
    expect(isDaySelectable(days.get('2026-11-25'))).toBe(true);
    expect(isDaySelectable(days.get('2026-11-22'))).toBe(false);
    expect(isDaySelectable(days.get('2026-11-26'))).toBe(false);
    expect(bookableCount(days.get('2026-11-24'))).toBe(1);
  });

  it('books only open sessions with a free place', () => {
    expect(isSessionBookable(session())).toBe(true);
    expect(isSessionBookable(session({ remaining: 0, status: 'full' }))).toBe(false);
    expect(isSessionBookable(session({ status: 'closed' }))).toBe(false);
  });
});
