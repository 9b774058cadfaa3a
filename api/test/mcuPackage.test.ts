/*
 * Issue 26, item 5: an MCU package is bookable. The seed gives each hospital an MCU clinic with morning
 * sessions; a check-up package names the clinic where it is booked; the booking stores the package, its
 * answers (and so the success page, the look-up and the mail) name it with its price, and a package is
 * refused at a clinic that does not run it.
 */
import type { Appointment, ListResult, ServicePackage } from '@hospital/contract';
import { appointmentBody, handleOf, openSessions, patientInput } from './support/booking';
import { describeApi, type ErrorBody, type ItemBody } from './support/harness';

describeApi('issue 26: MCU packages are bookable', (api) => {
  async function mcuPackages(): Promise<ServicePackage[]> {
    const res = await api.get<{ data: ListResult<ServicePackage> }>(
      'web/service_package?category=mcu&limit=20&lang=en',
    );
    expect(res.status).toBe(200);
    return res.body.data.results;
  }

  it('names the MCU clinic of each hospital offering a check-up, which has sessions to book', async () => {
    const packages = await mcuPackages();
    expect(packages.length).toBeGreaterThan(0);
    for (const pkg of packages) {
      expect(pkg.clinics.map((c) => c.company_id).sort()).toEqual([...pkg.company_ids].sort());
    }
    const [first] = packages;
    for (const clinic of first.clinics) {
      const sessions = await openSessions(api, `company_id=${clinic.company_id}&poli_id=${clinic.poli_id}`);
      expect(sessions.length).toBeGreaterThan(0);
      expect(sessions.every((s) => s.start === '08:00' && s.end === '11:00')).toBe(true);
    }
  });

  it('books a package at its clinic, and the booking names it with its price', async () => {
    const [pkg] = await mcuPackages();
    const clinic = pkg.clinics[0];
    const [slot] = await openSessions(api, `company_id=${clinic.company_id}&poli_id=${clinic.poli_id}`);
    const input = patientInput({ fullName: 'Dewi Lestari', bornDate: '1988-02-14', nik: '3273015402880001' });
    const handle = await handleOf(api, input);
    const booked = await api.post<ItemBody<Appointment>>(
      'medika.appointment?lang=en',
      appointmentBody({ handle, input }, slot, { packageId: pkg.id }),
    );
    expect(booked.status).toBe(201);
    expect(booked.body.data.package).toEqual({
      id: pkg.id,
      slug: pkg.slug,
      name: pkg.name,
      price: pkg.price,
    });
    const rows = await api.sql<{ package_id: number }>(
      `select package_id from appointments where code = '${booked.body.data.code}'`,
    );
    expect(rows).toEqual([{ package_id: pkg.id }]);
    // The look-up names it too, in the language asked.
    const found = await api.get<ItemBody<Appointment>>(
      `medika.appointment/${booked.body.data.code}?born_date=1988-02-14&lang=id`,
    );
    expect(found.body.data.package).toMatchObject({ id: pkg.id, price: pkg.price });
  });

  it('refuses a package at a clinic that does not run it, and a consultation names none', async () => {
    const [pkg] = await mcuPackages();
    const clinicIds = new Set(pkg.clinics.map((c) => c.poli_id));
    const other = (await openSessions(api)).find((s) => !clinicIds.has(s.poli_id));
    if (!other) throw new Error('no session outside the MCU clinics');
    const input = patientInput({ fullName: 'Budi Santoso', bornDate: '1979-07-01', nik: '3273010107790002' });
    const handle = await handleOf(api, input);
    const refused = await api.post<ErrorBody>(
      'medika.appointment?lang=id',
      appointmentBody({ handle, input }, other, { packageId: pkg.id }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({
      packageId: 'Paket ini tidak tersedia di poli dan rumah sakit yang dipilih.',
    });
    const plain = await api.post<ItemBody<Appointment>>(
      'medika.appointment?lang=en',
      appointmentBody({ handle, input }, other),
    );
    expect(plain.status).toBe(201);
    expect(plain.body.data.package).toBeNull();
  });
});
