import { holidayOn } from './holidays';

/** Issue 26, closed days: the national holidays the `date-holidays` package gives for Indonesia. */
describe('holidayOn', () => {
  it.each([
    ['2026-12-25', 'Christmas Day'],
    ['2027-01-01', "New Year's Day"],
    ['2026-08-17', 'Independence Day'],
    // Idul Fitri 2027 (1 Syawal 1448) per the package: two days.
    ['2027-03-09', 'End of Ramadan (Eid al-Fitr)'],
    ['2027-03-10', 'End of Ramadan (Eid al-Fitr)'],
  ])('%s is a national holiday (%s)', (date, en) => {
    expect(holidayOn(date)?.en).toContain(en);
    expect(holidayOn(date)?.id).toBeTruthy();
  });

  it('names the day in Indonesian too', () => {
    expect(holidayOn('2026-12-25')?.id).toBe('Hari Raya Natal');
    expect(holidayOn('2026-08-17')?.id).toBe('Hari Ulang Tahun Kemerdekaan Republik Indonesia');
  });

  it.each(['2026-12-24', '2026-12-26', '2027-01-02', '2027-03-11', '2026-11-26'])(
    '%s is a working day',
    (date) => {
      expect(holidayOn(date)).toBeNull();
    },
  );
});
