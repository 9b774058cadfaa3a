import { inJakarta, JAKARTA_OFFSET_MS, JAKARTA_UTC_OFFSET, jakartaTime } from './jakarta';

describe("Jakarta's clock", () => {
  it('is UTC+7, the offset and its written form saying the same', () => {
    expect(JAKARTA_OFFSET_MS).toBe(7 * 3_600_000);
    expect(Date.parse(`2026-11-21T07:00:00${JAKARTA_UTC_OFFSET}`)).toBe(Date.parse('2026-11-21T00:00:00Z'));
  });

  it('reads a moment given with any offset as the date and time in Jakarta', () => {
    expect(inJakarta('2026-11-21T17:30:00Z')).toEqual({ date: '2026-11-22', time: '00:30' });
    expect(inJakarta('2026-11-24T18:45:00+07:00')).toEqual({ date: '2026-11-24', time: '18:45' });
    expect(inJakarta(new Date('2026-11-21T03:52:00Z'))).toEqual({ date: '2026-11-21', time: '10:52' });
    expect(inJakarta('soon')).toBeNull();
  });

  it('tells the time in Jakarta, past midnight included', () => {
    expect(jakartaTime(new Date('2026-11-21T17:05:00Z'))).toBe('00:05');
  });
});
