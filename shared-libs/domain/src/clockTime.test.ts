import { formatClockTime, formatTimeRange } from './clockTime';

describe('formatClockTime', () => {
  it('writes 14.00 in Indonesian and 14:00 in English', () => {
    expect(formatClockTime('14:00', 'id')).toBe('14.00');
    expect(formatClockTime('08:30', 'id')).toBe('08.30');
    expect(formatClockTime('14:00', 'en')).toBe('14:00');
  });
});

describe('formatTimeRange', () => {
  it('joins two times with an en dash, each written as its language writes times', () => {
    expect(formatTimeRange('08:00', '11:30', 'id')).toBe('08.00–11.30');
    expect(formatTimeRange('08:00', '11:30', 'en')).toBe('08:00–11:30');
  });
});
