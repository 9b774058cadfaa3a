import { formatClockTime } from './clockTime';

describe('formatClockTime', () => {
  it('writes 14.00 in Indonesian and 14:00 in English', () => {
    expect(formatClockTime('14:00', 'id')).toBe('14.00');
    expect(formatClockTime('08:30', 'id')).toBe('08.30');
    expect(formatClockTime('14:00', 'en')).toBe('14:00');
  });
});
