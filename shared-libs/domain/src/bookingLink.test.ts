import fc from 'fast-check';
import {
  BOOKING_PATH,
  buildBookingLink,
  parseBookingLink,
  withoutBookingLink,
  type BookingLink,
} from './bookingLink';

const query = (href: string) => new URL(href, 'https://medika.test').searchParams;

describe('buildBookingLink', () => {
  it('writes doctor, company and poli, in that order, on the wizard path', () => {
    const href = buildBookingLink({ doctorId: 1055, companyId: 2, poliId: 2495 });
    expect(href).toBe('/appointment/create?doctor=1055&company=2&poli=2495');
    expect([...query(href).keys()]).toEqual(['doctor', 'company', 'poli']);
  });

  it('adds the date and session of a session chosen on a profile', () => {
    expect(
      buildBookingLink({ sessionId: 9, date: '2026-11-23', poliId: 2461, companyId: 1, doctorId: 1 }),
    ).toBe('/appointment/create?doctor=1&company=1&poli=2461&date=2026-11-23&session=9');
  });

  it('leaves out what is not given, down to the bare path', () => {
    expect(buildBookingLink({ doctorId: 1015, companyId: 2 })).toBe(
      '/appointment/create?doctor=1015&company=2',
    );
    expect(buildBookingLink({})).toBe(BOOKING_PATH);
  });

  it('carries a package with the clinic that runs it (docs/decisions.md, issue 26)', () => {
    const href = buildBookingLink({ companyId: 1, poliId: 2500, packageId: 2 });
    expect(href).toBe('/appointment/create?company=1&poli=2500&package=2');
    expect(parseBookingLink(query(href))).toEqual({ companyId: 1, poliId: 2500, packageId: 2 });
    // Without its clinic a package names nothing bookable.
    expect(parseBookingLink(new URLSearchParams('company=1&package=2'))).toEqual({ companyId: 1 });
  });
});

describe('parseBookingLink', () => {
  it('reads doctor, hospital and clinic ids', () => {
    expect(parseBookingLink(new URLSearchParams('doctor=1023&company=1&poli=2462'))).toEqual({
      doctorId: 1023,
      companyId: 1,
      poliId: 2462,
    });
  });

  it('reads a dated session only with a real date and a doctor', () => {
    expect(
      parseBookingLink(new URLSearchParams('doctor=1023&company=1&poli=2462&date=2026-11-24&session=69')),
    ).toEqual({ doctorId: 1023, companyId: 1, poliId: 2462, date: '2026-11-24', sessionId: 69 });
    expect(parseBookingLink(new URLSearchParams('doctor=1023&date=2026-02-30&session=69'))).toEqual({
      doctorId: 1023,
    });
    expect(parseBookingLink(new URLSearchParams('company=1&date=2026-11-24&session=69'))).toEqual({
      companyId: 1,
    });
  });

  it('drops junk: what is not a positive id, unknown parameters; nothing left means null', () => {
    expect(parseBookingLink(new URLSearchParams('doctor=abc&company=-1&poli=0&session=1e3'))).toBeNull();
    expect(parseBookingLink(new URLSearchParams('doctor=12.5&poli=%20'))).toBeNull();
    expect(parseBookingLink(new URLSearchParams('step=2&utm_source=x'))).toBeNull();
    expect(parseBookingLink(new URLSearchParams('company=2&x=1'))).toEqual({ companyId: 2 });
  });

  it('reads back every link it builds (parse(build(x)) equals x)', () => {
    const id = fc.integer({ min: 1, max: 999_999_999 });
    const isoDate = fc
      .date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2199-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    // The shapes a link can have: a date belongs to a doctor, a session to a dated doctor.
    const link: fc.Arbitrary<BookingLink> = fc.oneof(
      fc.record({ companyId: id, poliId: id }, { requiredKeys: [] }),
      fc.record({ companyId: id, poliId: id, packageId: id }),
      fc.record({ doctorId: id, companyId: id, poliId: id, date: isoDate }, { requiredKeys: ['doctorId'] }),
      fc.record(
        { doctorId: id, companyId: id, poliId: id, date: isoDate, sessionId: id },
        { requiredKeys: ['doctorId', 'date', 'sessionId'] },
      ),
    );
    fc.assert(
      fc.property(link, (x) => {
        const parsed = parseBookingLink(query(buildBookingLink(x)));
        expect(parsed ?? {}).toEqual(x);
      }),
    );
  });
});

describe('withoutBookingLink', () => {
  it('removes only its own parameters', () => {
    const rest = withoutBookingLink(
      new URLSearchParams('doctor=1&company=1&poli=2&date=2026-11-24&session=3&package=4&lang=en'),
    );
    expect(rest.toString()).toBe('lang=en');
  });
});
