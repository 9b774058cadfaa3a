import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import type { Appointment, Patient } from '@hospital/api-client';
import { TestApi, type Backend, type ItemBody } from './support/harness';
import type { MigrationReport } from './support/migrationProcess';

const MIGRATION = '0001_patient_identity_booking_contact';
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
 * An existing database (older migrations, seeded, patients with unique NIKs and their bookings)
 * upgraded by the same migration files on PGlite and on PostgreSQL, then served by the API.
 */
for (const backend of ['pglite', 'postgres'] as Backend[]) {
  const available = backend === 'pglite' || Boolean(process.env.API_TEST_PG_URL);
  (available ? describe : describe.skip)(
    `migration ${MIGRATION} on a database with data [${backend}]`,
    () => {
      const api = new TestApi(backend);
      let report: MigrationReport;

      beforeAll(async () => {
        if (backend === 'pglite') api.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medika-migration-'));
        else api.databaseUrl = await emptyPostgresDatabase();
        const options = { dataDir: api.dataDir, databaseUrl: api.databaseUrl, migration: MIGRATION };
        const { stdout } = await run(process.execPath, ['--import', 'tsx', SCRIPT, JSON.stringify(options)], {
          env: { ...process.env, NODE_ENV: 'test' },
          maxBuffer: 10 * 1024 * 1024,
        });
        report = JSON.parse(stdout) as MigrationReport;
        await api.spawn();
      }, 180_000);
      afterAll(() => api.stop());

      it('replaces the unique NIK with a unique (NIK, birth date) and gives old bookings their contact', () => {
        expect(report.applied).toEqual({
          before: report.applied.available - 1,
          after: report.applied.available,
          again: report.applied.available,
          available: report.applied.available,
        });
        expect(report.patientConstraints).toEqual(['patients_pkey']);
        expect(report.patientIndexes).toEqual(
          expect.arrayContaining([
            expect.stringMatching(
              /^CREATE UNIQUE INDEX patients_nik_born_date_uq ON (public\.)?patients USING btree \(nik, born_date\)$/,
            ),
          ]),
        );
        expect(report.patientIndexes.some((def) => /\(nik\)/.test(def))).toBe(false);
        expect(report.contactColumnsNullable).toEqual({
          contact_name: 'NO',
          contact_phone: 'NO',
          contact_email: 'NO',
        });
        const [first, second] = report.patients;
        expect(report.appointments).toEqual([
          {
            code: 'PRQMWX22AA',
            patient_id: first.id,
            contact_name: first.fullName,
            contact_phone: first.phone,
            contact_email: first.email,
          },
          {
            code: 'PRQMWX23AA',
            patient_id: second.id,
            contact_name: second.fullName,
            contact_phone: second.phone,
            contact_email: second.email,
          },
        ]);
      });

      it('serves the upgraded database: old bookings read back, NIK and birth date identify a patient', async () => {
        const [first] = report.patients;
        const old = await api.get<ItemBody<Appointment>>(
          `medika.appointment/PRQMWX22AA?born_date=${first.bornDate}`,
        );
        expect(old.status).toBe(200);
        expect(old.body.data.patient).toEqual({
          initials: 'LS',
          name_masked: 'L*** S***',
          nik_masked: `************${first.nik.slice(-4)}`,
          phone_masked: '6281******001',
        });
        const input = {
          fullName: 'Pasien Baru',
          bornDate: '1999-09-09',
          phone: '081399998888',
          email: 'baru@example.com',
          nik: first.nik,
        };
        const other = await api.post<ItemBody<Patient>>('medika.patient', input);
        expect([other.status, other.body.data.created]).toEqual([201, true]);
        expect(other.body.data.id).not.toBe(first.id);
        const same = await api.post<ItemBody<Patient>>('medika.patient', {
          ...input,
          bornDate: first.bornDate,
        });
        expect([same.status, same.body.data.id, same.body.data.full_name]).toEqual([
          200,
          first.id,
          'Pasien Baru',
        ]);
        const [stored] = await api.sql(
          `select full_name, phone, email from patients where id = '${first.id}'`,
        );
        expect(stored).toEqual({ full_name: first.fullName, phone: first.phone, email: first.email });
      });
    },
  );
}
