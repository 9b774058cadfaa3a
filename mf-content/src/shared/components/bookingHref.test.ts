import type { Doctor } from '@hospital/api-client';
import { bookingHref } from './DoctorsOfPolis';

describe('bookingHref', () => {
  const doctor = { id: 1015, company_id: 2, poli_ids: [2473, 2496] } as Doctor;

  it("pre-selects the doctor, hospital and the page's poli in mf-booking's wizard", () => {
    expect(bookingHref(doctor, [2496])).toBe('/appointment/create?doctor=1015&company=2&poli=2496');
  });

  it("falls back to the doctor's first poli", () => {
    expect(bookingHref(doctor, [])).toBe('/appointment/create?doctor=1015&company=2&poli=2473');
  });

  it('names no poli for a doctor listed in none', () => {
    expect(bookingHref({ ...doctor, poli_ids: [] }, [2496])).toBe(
      '/appointment/create?doctor=1015&company=2',
    );
  });
});
