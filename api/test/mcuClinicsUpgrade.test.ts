/*
 * Issue 26, item 5, for a database seeded before the MCU clinics: start-up gives each hospital its MCU
 * clinic (its place, its mornings, its check-ups) as the seed of this release does, once, so the check-up
 * packages are bookable there too (before, only a fresh database had the clinics).
 */
import type { Appointment, ListResult, ServicePackage } from '@hospital/contract';
import { appointmentBody, handleOf, openSessions, patientInput } from './support/booking';
import { describeApi, type ItemBody } from './support/harness';

const MCU = '(2500, 2501)';
const SESSIONS = `select doctor_id, poli_id, company_id, day_of_week, start_time, end_time, quota
  from practice_sessions where poli_id in ${MCU} order by poli_id, day_of_week`;

describeApi(
  'issue 26: the MCU clinics reach a database seeded before them',
  (api) => {
    async function mcuPackages(): Promise<ServicePackage[]> {
      const res = await api.get<{ data: ListResult<ServicePackage> }>(
        'web/service_package?category=mcu&limit=20',
      );
      expect(res.status).toBe(200);
      return res.body.data.results;
    }

    let seeded: Record<string, unknown>[] = [];
    beforeAll(async () => {
      await api.spawn();
      seeded = await api.sql(SESSIONS);
      // The database as a release before the clinics seeded it: no MCU polis, sessions, places or links.
      await api.sql(`delete from package_clinics`);
      await api.sql(`delete from practice_sessions where poli_id in ${MCU}`);
      await api.sql(`delete from poli_locations where poli_id in ${MCU}`);
      await api.sql(`delete from polis where id in ${MCU}`);
      // A start as `npm start` does it: migrations, seeding only when empty, then the content an older seed lacks.
      await api.terminate();
      await api.spawn({ migrateAndSeed: true });
    }, 180_000);

    it('adds both clinics with the mornings the seed gives them', async () => {
      // The seed's mornings (some days no general practitioner of the hospital is free), both hospitals.
      expect(new Set(seeded.map((s) => s.company_id))).toEqual(new Set([1, 2]));
      expect(await api.sql(SESSIONS)).toEqual(seeded);
      const places = await api.sql<{ poli_id: number }>(
        `select poli_id from poli_locations where poli_id in ${MCU} order by poli_id`,
      );
      expect(places.map((p) => p.poli_id)).toEqual([2500, 2501]);
      // That a second start adds nothing is pinned by migration.test.ts (mcuClinics 0 on its restart).
    }, 120_000);

    it('names the clinics of the check-ups again, and books one there', async () => {
      const packages = await mcuPackages();
      expect(packages.length).toBeGreaterThan(0);
      for (const pkg of packages)
        expect(pkg.clinics.map((c) => c.company_id).sort()).toEqual([...pkg.company_ids].sort());
      const [pkg] = packages;
      const clinic = pkg.clinics[0];
      const [slot] = await openSessions(api, `company_id=${clinic.company_id}&poli_id=${clinic.poli_id}`);
      const input = patientInput({ fullName: 'Dewi Lestari', bornDate: '1988-02-14' });
      const handle = await handleOf(api, input);
      const booked = await api.post<ItemBody<Appointment>>(
        'medika.appointment?lang=en',
        appointmentBody({ handle, input }, slot, { packageId: pkg.id }),
      );
      expect(booked.status).toBe(201);
      expect(booked.body.data.package).toMatchObject({ id: pkg.id, price: pkg.price });
      expect(booked.body.data.poli.location).not.toBeNull();
    });
  },
  // The database only: this suite starts (and restarts) the API itself.
  { spawnInSuite: true },
);
