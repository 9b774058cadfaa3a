import { formatWibDateTime, formatWibRange, formatWibTimeRange } from './wibMoment';

describe('formatWibDateTime', () => {
  it('shows the moment in Jakarta time in both languages, Indonesian time with a dot', () => {
    expect(formatWibDateTime('2026-11-21T04:05:00.000Z', 'id')).toBe('Sabtu, 21 November 2026, 11.05 WIB');
    expect(formatWibDateTime('2026-11-24T18:45:00+07:00', 'en')).toBe('Tuesday, 24 November 2026, 18:45 WIB');
  });

  it('moves to the next day after 17:00 UTC', () => {
    expect(formatWibDateTime('2026-11-21T17:30:00Z', 'en')).toBe('Sunday, 22 November 2026, 00:30 WIB');
  });

  it('gives an empty text for a broken timestamp', () => {
    expect(formatWibDateTime('yesterday', 'id')).toBe('');
  });
});

describe('formatWibRange', () => {
  it('joins a span on one day', () => {
    expect(formatWibRange('2026-11-26T10:00:00+07:00', '2026-11-26T12:30:00+07:00', 'id')).toBe(
      'Kamis, 26 November 2026, 10.00–12.30 WIB',
    );
    expect(formatWibRange('2026-11-24T12:00:00Z', '2026-11-24T12:30:00Z', 'en')).toBe(
      'Tuesday, 24 November 2026, 19:00–19:30 WIB',
    );
  });

  it('names both days of a span over several, the zone once at the end', () => {
    expect(formatWibRange('2026-11-26T19:30:00+07:00', '2026-11-27T06:00:00+07:00', 'id')).toBe(
      'Kamis, 26 November 2026, 19.30 – Jumat, 27 November 2026, 06.00 WIB',
    );
  });

  it('gives an empty text when either end is broken', () => {
    expect(formatWibRange('2026-11-26T19:30:00+07:00', 'later', 'en')).toBe('');
  });
});

describe('formatWibTimeRange', () => {
  it("writes a session's hours with the zone, Indonesian times with a dot", () => {
    expect(formatWibTimeRange('16:00', '19:00', 'id')).toBe('16.00–19.00 WIB');
    expect(formatWibTimeRange('16:00', '19:00', 'en')).toBe('16:00–19:00 WIB');
  });
});
