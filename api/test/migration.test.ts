import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import type {
  Appointment,
  Company,
  FaqGroup,
  HospitalEvent,
  MenuNode,
  Patient,
  SearchResults,
} from '@hospital/contract';
import { decryptNik } from '../src/security/crypto';
import { nikHmacOf, patientIdOf, TEST_SECRETS } from './support/booking';
import { TestApi, type Backend, type ItemBody, type ListBody } from './support/harness';
import type { MigrationReport } from './support/migrationProcess';

const MIGRATIONS = [
  '0001_patient_identity_booking_contact',
  '0002_nik_encryption',
  '0004_journey_bpjs_fees_search',
] as const;
const SCRIPT = path.join(__dirname, 'support', 'migrationProcess.ts');
const run = promisify(execFile);

async function emptyPostgresDatabase(): Promise<string> {
  const base = process.env.API_TEST_PG_URL!;
  const name = `m_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return `${base}/${name}`;
}

/**
 * An existing database (older migrations, seeded, patients with NIKs in clear and their bookings)
 * upgraded as `npm start` does it (the same migration files, then the NIK backfill) on PGlite and on
 * PostgreSQL, then served by the API.
 */
for (const migration of MIGRATIONS) {
  // PostgreSQL from the oldest release only: that upgrade runs every later migration file on it too, and
  // what differs between the starting points (NIKs in clear or already encrypted) is the backfill's
  // logic, the same on both backends. Each upgrade costs ~17 s of a Jest worker.
  const backends: Backend[] = migration === MIGRATIONS[0] ? ['pglite', 'postgres'] : ['pglite'];
  for (const backend of backends) {
    const available = backend === 'pglite' || Boolean(process.env.API_TEST_PG_URL);
    (available ? describe : describe.skip)(`upgrade from before ${migration}, with data [${backend}]`, () => {
      const api = new TestApi(backend);
      let report: MigrationReport;

      beforeAll(async () => {
        if (backend === 'pglite') api.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medika-migration-'));
        else api.databaseUrl = await emptyPostgresDatabase();
        const options = { dataDir: api.dataDir, databaseUrl: api.databaseUrl, migration };
        const { stdout } = await run(process.execPath, ['--import', 'tsx', SCRIPT, JSON.stringify(options)], {
          env: { ...process.env, NODE_ENV: 'test' },
          maxBuffer: 10 * 1024 * 1024,
        });
        report = JSON.parse(stdout) as MigrationReport;
        await api.spawn();
      }, 180_000);
      afterAll(() => api.stop());

      it('applies the pending migrations once, and a restart applies nothing', () => {
        // The database was built with the migrations before this one (0001 is the second of the folder).
        const pending = report.applied.available - Number(migration.slice(0, 4));
        expect(report.applied).toEqual({
          before: report.applied.available - pending,
          after: report.applied.available,
          again: report.applied.available,
          available: report.applied.available,
        });
      });

      it('encrypts every NIK stored in clear at start, keyed HMAC beside it, nothing left in clear', () => {
        // Releases from 0002 on stored them encrypted already.
        const inClear = migration < '0003' ? report.patients.length : 0;
        expect(report.backfill).toEqual({
          first: { encrypted: inClear, conflicts: 0 },
          again: { encrypted: 0, conflicts: 0 },
        });
        expect(report.patientRows).toHaveLength(report.patients.length);
        for (const legacy of report.patients) {
          const row = report.patientRows.find((r) => r.id === legacy.id)!;
          expect(row).toMatchObject({ legacy_nik: null, nik_hmac: nikHmacOf(legacy.nik) });
          expect(decryptNik(TEST_SECRETS, row.nik_encrypted ?? '', legacy.id)).toBe(legacy.nik);
          expect(row.row_text).not.toContain(legacy.nik);
        }
        expect(report.patientConstraints).toEqual(['patients_pkey']);
        expect(report.patientIndexes).toEqual(
          expect.arrayContaining([
            expect.stringMatching(
              /^CREATE UNIQUE INDEX patients_nik_hmac_born_date_uq ON (public\.)?patients USING btree \(nik_hmac, born_date\)$/,
            ),
          ]),
        );
        expect(report.patientIndexes.some((def) => /\((legacy_)?nik[,)]/.test(def))).toBe(false);
      });

      it('keeps the bookings with their contact, for the patient herself, paid as recorded', () => {
        // Since 0004 the e-mail is optional, and a relationship is only there for someone else.
        expect(report.contactColumnsNullable).toEqual({
          contact_name: 'NO',
          contact_phone: 'NO',
          contact_email: 'YES',
          contact_relationship: 'YES',
        });
        // The patient form asks for no contact any more; what older releases stored stays.
        expect(report.patientContactNullable).toEqual({ phone: 'YES', email: 'YES' });
        expect(report.newborn).toEqual([false, false, false]);
        expect(report.appointments).toEqual(
          report.patients.map((p, i) => ({
            code: `PRQMWX2${i + 2}AA`,
            patient_id: p.id,
            contact_name: p.fullName,
            contact_phone: p.phone,
            contact_email: p.email,
            patient_name: p.fullName,
            for_whom: 'self',
            insurance_kind: i === 2 ? 'insurer' : 'self',
            insurer_id: i === 2 ? 1 : null,
            contact_relationship: null,
            bpjs_card_encrypted: null,
            referral_kind: null,
          })),
        );
      });

      it('adds the content of docs/decisions.md, issue 15 an older seed lacks, once, and corrects its FAQ', () => {
        expect(report.content).toEqual({
          first: {
            fees: 79,
            // 39, and the two MCU clinics of docs/decisions.md, issue 26.
            locations: 41,
            // With the symptom vocabulary's words (docs/decisions.md, issue 26: symptom search).
            synonyms: 595,
            faqs: 7,
            faqCorrections: 4,
            menu: 1,
            partners: 1,
            // docs/decisions.md, issue 25 item 6: every seeded event's place, both hospitals' schedules.
            eventPlaces: 8,
            openingSchedules: 2,
            // docs/decisions.md, issue 26: both hospitals' MCU clinics with the seed's mornings.
            mcuClinics: 2,
            mcuSessions: 5,
            // docs/decisions.md, issue 26: the clinics of the eight check-ups.
            packageClinics: 8,
            // docs/decisions.md, issue 26: the three seeded bylines in both languages.
            articleAuthors: 3,
          },
          again: {
            fees: 0,
            locations: 0,
            synonyms: 0,
            faqs: 0,
            faqCorrections: 0,
            menu: 0,
            partners: 0,
            eventPlaces: 0,
            openingSchedules: 0,
            mcuClinics: 0,
            mcuSessions: 0,
            packageClinics: 0,
            articleAuthors: 0,
          },
        });
      });

      it('serves the upgraded database: old bookings read back, NIK and birth date find the same patient', async () => {
        const [first] = report.patients;
        const old = await api.get<ItemBody<Appointment>>(
          `medika.appointment/PRQMWX22AA?born_date=${first.bornDate}`,
        );
        expect(old.status).toBe(200);
        expect(old.body.data).toMatchObject({
          for_whom: 'self',
          patient: {
            initials: 'LS',
            name_masked: 'L*** S***',
            nik_masked: `************${first.nik.slice(-4)}`,
            phone_masked: '6281******001',
            newborn: false,
            contact_relationship: null,
          },
          insurance: { kind: 'self', insurer_name: null, bpjs_card_masked: null, referral: null },
          fee: { amount: expect.any(Number) },
          poli: { location: { floor: expect.stringMatching(/^Lantai \d$/), counter: expect.any(String) } },
          estimated_time: old.body.data.start,
        });
        // Paid by BPJS Kesehatan as an insurer, as the old form let it: still so, without a fee.
        const third = await api.get<ItemBody<Appointment>>(
          `medika.appointment/PRQMWX24AA?born_date=${report.patients[2].bornDate}`,
        );
        expect(third.body.data).toMatchObject({
          insurance: {
            kind: 'insurer',
            insurer_name: 'BPJS Kesehatan',
            bpjs_card_masked: null,
            referral: null,
          },
          fee: null,
        });
        const input = {
          forWhom: 'self',
          fullName: 'Pasien Baru',
          bornDate: '1999-09-09',
          nik: first.nik,
        };
        const other = await api.post<ItemBody<Patient>>('medika.patient', input);
        expect(other.status).toBe(201);
        expect(await patientIdOf(api, input)).not.toBe(first.id);
        const same = await api.post<ItemBody<Patient>>('medika.patient', {
          ...input,
          bornDate: first.bornDate,
        });
        expect([same.status, same.body.data.full_name]).toEqual([201, 'Pasien Baru']);
        expect(await patientIdOf(api, { ...input, bornDate: first.bornDate })).toBe(first.id);
        const [stored] = await api.sql(
          `select full_name, phone, email from patients where id = '${first.id}'`,
        );
        expect(stored).toEqual({ full_name: first.fullName, phone: first.phone, email: first.email });
      });

      it('serves the content of docs/decisions.md, issue 15 on the upgraded database: search, the FAQ, the menu', async () => {
        const search = await api.get<ItemBody<SearchResults>>('web/search?q=dokter%20anka');
        const paediatricians = search.body.data.doctors.results.map((d) => d.speciality);
        expect(paediatricians.length).toBeGreaterThan(0);
        expect(new Set(paediatricians)).toEqual(new Set(['Anak']));
        const bpjs = await api.get<ItemBody<SearchResults>>('web/search?q=bpjs');
        expect(bpjs.body.data.faq.count).toBeGreaterThanOrEqual(4);
        const faq = await api.get<ListBody<FaqGroup>>('web/faq');
        // The BPJS group right after the appointments; nothing sends patients to "Cek Booking".
        expect(faq.body.data.results.slice(0, 2).map((g) => g.slug)).toEqual([
          'janji-temu',
          'bpjs-kesehatan',
        ]);
        expect(JSON.stringify(faq.body.data)).not.toContain('Cek Booking');
        const menu = await api.get<ListBody<MenuNode>>('web/menu');
        expect(menu.body.data.results.at(-1)).toMatchObject({
          display_name: 'Cek / Batalkan Janji',
          link: '/appointment/detail',
        });
      });

      it('serves the hours as data and the events at their places on the upgraded database (issue 25 item 6)', async () => {
        const companies = await api.get<ListBody<Company>>('web/company');
        for (const company of companies.body.data.results)
          expect(company.opening_hours.every((row) => row.schedule !== null)).toBe(true);
        const events = (await api.get<ListBody<HospitalEvent>>('web/events?limit=20')).body.data.results;
        expect(events.filter((e) => e.online).map((e) => e.location)).toEqual(['Daring']);
        expect(events.every((e) => e.online || e.venue_address !== null)).toBe(true);
      });
    });
  }
}
