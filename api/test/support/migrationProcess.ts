/**
 * Builds a database as the release before `migration` left it (older migrations only, seeded, with
 * patients and bookings written the old way), then runs every migration as `npm start` would, and
 * prints what the upgraded tables look like as JSON. Runs in its own process for the same reason as
 * serverProcess.ts (PGlite's WebAssembly cannot load inside Jest's sandbox).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { testConfig } from '../../src/config';
import type { BackfillSummary } from '../../src/db/backfill';
import { migrate, migrateAndSeed, MIGRATIONS_FOLDER, openDatabase } from '../../src/db/open';
import type { Database } from '../../src/db/types';
import { encryptNik, nikLookupHash } from '../../src/security/crypto';
import { seedIfEmpty } from '../../src/seed';
import {
  BPJS_PARTNER_DESCRIPTION,
  FAQ_ADDITIONS,
  FAQ_BPJS_GROUP,
  FAQ_CORRECTIONS,
} from '../../src/seed/community';
import type { JourneyContentSummary } from '../../src/seed/journey';
import { LOOKUP_MENU_ITEM } from '../../src/seed/navigation';
import { MCU_POLIS } from '../../src/seed/organisation';

export interface MigrationOptions {
  dataDir?: string;
  databaseUrl?: string;
  /** Tag of the migration under test: the database is built with the ones before it. */
  migration: string;
}

export interface LegacyPatient {
  id: string;
  nik: string;
  bornDate: string;
  fullName: string;
  phone: string;
  email: string;
}

export interface MigrationReport {
  patients: LegacyPatient[];
  /** The patient rows after the upgrade, as stored. */
  patientRows: {
    id: string;
    legacy_nik: string | null;
    nik_hmac: string | null;
    nik_encrypted: string | null;
    /** Every column as text: the NIK must not be in it. */
    row_text: string;
  }[];
  /** The start-up backfill of the upgrade, and of the restart after it. */
  backfill: { first: BackfillSummary; again: BackfillSummary };
  /** The content of docs/decisions.md, issue 15 added at the upgrade's start, and at the restart after it. */
  content: { first: JourneyContentSummary; again: JourneyContentSummary };
  /** Bookings made before the upgrade, with the values the migrations gave them. */
  appointments: {
    code: string;
    patient_id: string;
    contact_name: string;
    contact_phone: string;
    contact_email: string | null;
    patient_name: string;
    for_whom: string;
    insurance_kind: string;
    insurer_id: number | null;
    contact_relationship: string | null;
    bpjs_card_encrypted: string | null;
    referral_kind: string | null;
  }[];
  /** `NO` for a NOT NULL column: the bookings' contact_* and the patients' phone and e-mail. */
  contactColumnsNullable: Record<string, string>;
  patientContactNullable: Record<string, string>;
  /** The patients' `newborn` after the upgrade. */
  newborn: boolean[];
  patientIndexes: string[];
  patientConstraints: string[];
  /** Migrations recorded before the upgrade, after it, after a second run, and in the folder. */
  applied: { before: number; after: number; again: number; available: number };
}

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A copy of the migrations folder whose journal stops before `migration`. */
function olderMigrations(migration: string): { folder: string; count: number; available: number } {
  const journalPath = path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as Journal;
  const at = journal.entries.findIndex((e) => e.tag === migration);
  if (at <= 0) throw new Error(`no migration before ${migration}`);
  const entries = journal.entries.slice(0, at);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'medika-migrations-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return { folder, count: entries.length, available: journal.entries.length };
}

async function rows<T>(db: Database, text: string): Promise<T[]> {
  const result = await db.execute(sql.raw(text));
  return (result as unknown as { rows: T[] }).rows;
}

async function appliedCount(db: Database): Promise<number> {
  const [row] = await rows<{ n: string | number }>(
    db,
    'select count(*) as n from drizzle.__drizzle_migrations',
  );
  return Number(row.n);
}

export const LEGACY_PATIENTS: LegacyPatient[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    nik: '3273019901010001',
    bornDate: '1980-01-01',
    fullName: 'Lama Satu',
    phone: '6281100000001',
    email: 'lama.satu@example.com',
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    nik: '3273019901010002',
    bornDate: '1981-02-02',
    fullName: 'Lama Dua',
    phone: '6281100000002',
    email: 'lama.dua@example.com',
  },
  {
    id: '33333333-3333-4333-8333-333333333333',
    nik: '3273019901010003',
    bornDate: '1982-03-03',
    fullName: 'Lama Tiga',
    phone: '6281100000003',
    email: 'lama.tiga@example.com',
  },
];

/**
 * Writes patients and bookings with the columns the older schema has: the NIK in clear before 0002,
 * encrypted (as the release before 0004 did) after it; a booking's own contact from 0001 on.
 */
async function writeLegacyData(db: Database, migration: string): Promise<void> {
  const clearNik = migration < '0003';
  const { secrets } = testConfig();
  const values = LEGACY_PATIENTS.map((p) =>
    clearNik
      ? `('${p.id}', '${p.fullName}', '${p.bornDate}', '${p.phone}', '${p.email}', '${p.nik}')`
      : `('${p.id}', '${p.fullName}', '${p.bornDate}', '${p.phone}', '${p.email}', '${encryptNik(secrets, p.nik, p.id)}', '${nikLookupHash(secrets, p.nik)}')`,
  ).join(', ');
  await rows(
    db,
    `insert into patients (id, full_name, born_date, phone, email, ${clearNik ? 'nik' : 'nik_encrypted, nik_hmac'})
     values ${values}`,
  );
  const [session] = await rows<{
    id: number;
    doctor_id: number;
    poli_id: number;
    company_id: number;
    start_time: string;
    end_time: string;
  }>(
    db,
    'select id, doctor_id, poli_id, company_id, start_time, end_time from practice_sessions where telemedicine = false order by id limit 1',
  );
  // Before 0001 a booking had no contact of its own; from 0001 on it has. The third was paid by an
  // insurer (BPJS Kesehatan, as the form offered it then).
  const withContact = migration !== '0001_patient_identity_booking_contact';
  const bookings = LEGACY_PATIENTS.map(
    (p, i) =>
      `('PRQMWX2${i + 2}AA', '${p.id}', ${session.doctor_id}, ${session.poli_id}, ${session.company_id}, ${session.id},
        current_date + 7, '${session.start_time}', '${session.end_time}', ${i + 1}, 'booked', false,
        ${i === 2 ? `'insurer', 1, 'POL-LAMA-3'` : `'self', null, null`}, 'id', now()
        ${withContact ? `, '${p.fullName}', '${p.phone}', '${p.email}'` : ''})`,
  );
  await rows(
    db,
    `insert into appointments (code, patient_id, doctor_id, poli_id, company_id, session_id, visit_date, start_time,
       end_time, queue_number, status, telemedicine, insurance_kind, insurer_id, policy_number, lang, consent_at
       ${withContact ? ', contact_name, contact_phone, contact_email' : ''})
     values ${bookings.join(', ')}`,
  );
}

const json = (value: unknown) => `'${JSON.stringify(value).replace(/'/g, "''")}'::jsonb`;
const text = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * The content as a release before docs/decisions.md, issue 15 seeded it (the seed of this release writes the new one):
 * no BPJS FAQ, none of the FAQ items it added, the answers it corrected as they were, no look-up in
 * the menu, BPJS Kesehatan described as an insurer; (issue 25 item 6) hours without schedules; and
 * (issue 26) no MCU clinics.
 */
async function writeLegacyContent(db: Database): Promise<void> {
  const bpjs = `(select id from faq_groups where slug = ${text(FAQ_BPJS_GROUP.slug)})`;
  await rows(db, `delete from faqs where group_id = ${bpjs}`);
  await rows(db, `delete from faq_groups where slug = ${text(FAQ_BPJS_GROUP.slug)}`);
  for (const { item } of FAQ_ADDITIONS) {
    await rows(db, `delete from faqs where question ->> 'id' = ${text(item[0][0])}`);
  }
  for (const { before, after } of FAQ_CORRECTIONS) {
    await rows(
      db,
      `update faqs set answer = ${json({ id: before[0], en: before[1] })} where answer = ${json({ id: after[0], en: after[1] })}`,
    );
  }
  await rows(db, `delete from menu_items where link = ${text(LOOKUP_MENU_ITEM.link)}`);
  await rows(
    db,
    `update partners set description = ${json(BPJS_PARTNER_DESCRIPTION.before)} where name = 'BPJS Kesehatan'`,
  );
  // Before docs/decisions.md, issue 26 there were no MCU clinics (the check-ups could not be booked).
  await rows(db, `delete from practice_sessions where poli_id in (${Object.values(MCU_POLIS).join(', ')})`);
  await rows(db, `delete from polis where id in (${Object.values(MCU_POLIS).join(', ')})`);
  // Before docs/decisions.md, issue 25 item 6 the hospitals' hours were words only.
  await rows(
    db,
    `update companies set opening_hours = (select jsonb_agg(row - 'schedule') from jsonb_array_elements(opening_hours) row)`,
  );
}

async function main(): Promise<void> {
  const options = JSON.parse(process.argv[2] ?? '{}') as MigrationOptions;
  const older = olderMigrations(options.migration);
  const opened = await openDatabase({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    poolSize: 2,
  });
  try {
    const { db } = opened;
    await migrate(db, older.folder);
    await seedIfEmpty(db, testConfig().secrets);
    await writeLegacyContent(db);
    await writeLegacyData(db, options.migration);
    const before = await appliedCount(db);
    // The upgrade, exactly as `npm start` runs it (migrations, the NIK backfill, the seed when empty, the
    // content of docs/decisions.md, issue 15); a restart runs it again.
    const { secrets } = testConfig();
    const upgrade = await migrateAndSeed(db, secrets);
    const after = await appliedCount(db);
    const restart = await migrateAndSeed(db, secrets);
    const report: MigrationReport = {
      patients: LEGACY_PATIENTS,
      patientRows: await rows(
        db,
        `select id::text as id, legacy_nik, nik_hmac, nik_encrypted, p::text as row_text
         from patients p order by id`,
      ),
      backfill: { first: upgrade.backfill, again: restart.backfill },
      content: { first: upgrade.content, again: restart.content },
      appointments: await rows(
        db,
        `select code, patient_id::text as patient_id, contact_name, contact_phone, contact_email, patient_name,
                for_whom, insurance_kind, insurer_id, contact_relationship, bpjs_card_encrypted, referral_kind
         from appointments order by code`,
      ),
      contactColumnsNullable: Object.fromEntries(
        (
          await rows<{ column_name: string; is_nullable: string }>(
            db,
            `select column_name, is_nullable from information_schema.columns
             where table_name = 'appointments' and column_name like 'contact_%'`,
          )
        ).map((r) => [r.column_name, r.is_nullable]),
      ),
      patientContactNullable: Object.fromEntries(
        (
          await rows<{ column_name: string; is_nullable: string }>(
            db,
            `select column_name, is_nullable from information_schema.columns
             where table_name = 'patients' and column_name in ('phone', 'email')`,
          )
        ).map((r) => [r.column_name, r.is_nullable]),
      ),
      newborn: (await rows<{ newborn: boolean }>(db, 'select newborn from patients order by id')).map(
        (r) => r.newborn,
      ),
      patientIndexes: (
        await rows<{ indexdef: string }>(
          db,
          `select indexdef from pg_indexes where tablename = 'patients' order by indexname`,
        )
      ).map((r) => r.indexdef),
      patientConstraints: (
        await rows<{ conname: string }>(
          db,
          `select conname from pg_constraint where conrelid = 'patients'::regclass and contype in ('p', 'u') order by conname`,
        )
      ).map((r) => r.conname),
      applied: { before, after, again: await appliedCount(db), available: older.available },
    };
    process.stdout.write(JSON.stringify(report));
  } finally {
    await opened.close();
    fs.rmSync(older.folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
