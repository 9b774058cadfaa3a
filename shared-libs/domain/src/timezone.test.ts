import { TIME_ZONES, timeZoneLabel } from './timezone';

describe('time zones (docs/architecture.md §7: correct mapping)', () => {
  it('maps labels to IANA zones', () => {
    expect(TIME_ZONES).toEqual({ WIB: 'Asia/Jakarta', WITA: 'Asia/Makassar', WIT: 'Asia/Jayapura' });
  });

  it('labels IANA zones', () => {
    expect(timeZoneLabel('Asia/Jakarta')).toBe('WIB');
    expect(timeZoneLabel('Asia/Makassar')).toBe('WITA');
    expect(timeZoneLabel('Asia/Jayapura')).toBe('WIT');
    expect(timeZoneLabel('Europe/Paris')).toBeUndefined();
  });
});
