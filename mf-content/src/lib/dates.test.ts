import { formatEventWhen } from './dates';

describe('formatEventWhen', () => {
  it('writes times with a dot in Indonesian and a colon in English (issue 15 item 9)', () => {
    const start = '2026-11-26T10:00:00+07:00';
    const end = '2026-11-26T12:30:00+07:00';
    expect(formatEventWhen(start, end, 'id')).toMatch(/, 10\.00–12\.30 WIB$/);
    expect(formatEventWhen(start, end, 'en')).toMatch(/, 10:00–12:30 WIB$/);
  });

  it('names both days of an event over several days', () => {
    expect(formatEventWhen('2026-11-26T19:30:00+07:00', '2026-11-27T06:00:00+07:00', 'id')).toMatch(
      /, 19\.30 – .*27 November 2026, 06\.00 WIB$/,
    );
  });
});
