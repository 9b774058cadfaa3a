import { bookingHref } from './bookingHref';

describe('bookingHref', () => {
  it('opens the booking wizard with exactly doctor, company and poli', () => {
    const href = bookingHref({ doctorId: 1055, companyId: 2, poliId: 2495 });
    expect(href).toBe('/appointment/create?doctor=1055&company=2&poli=2495');
    expect([...new URL(href, 'http://x').searchParams.keys()]).toEqual(['doctor', 'company', 'poli']);
  });

  it('adds the date and session of a chosen session', () => {
    expect(bookingHref({ doctorId: 1, companyId: 1, poliId: 2461, date: '2026-11-23', sessionId: 9 })).toBe(
      '/appointment/create?doctor=1&company=1&poli=2461&date=2026-11-23&session=9',
    );
  });
});
