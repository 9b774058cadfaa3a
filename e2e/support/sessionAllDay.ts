/**
 * Prepares a site's database before the site starts (run with tsx, `DATA_DIR` set): migrated and
 * seeded as `npm start` does, plus a one-off practice session of the children's clinic in Bandung
 * running all of today (00:00–23:59 WIB), so a test of the front desk has a session of today whatever
 * the hour (the topology test does the same on PostgreSQL). Prints `{"sessionId":…,"doctorId":…}`.
 */
import { openDatabase, migrateAndSeed } from '@hospital/api/database';
import { loadConfig } from '@hospital/api/config';
import { todayInJakarta } from '@hospital/domain';
import { sql } from 'drizzle-orm';

async function main(): Promise<void> {
  const config = loadConfig();
  const opened = await openDatabase({ dataDir: config.dataDir });
  try {
    await migrateAndSeed(opened.db, config.secrets);
    const result = (await opened.db.execute(
      sql`select doctor_id from practice_sessions where poli_id = 2473 and company_id = 1 order by doctor_id limit 1`,
    )) as unknown as { rows: { doctor_id: number }[] };
    const doctorId = Number(result.rows[0].doctor_id);
    await opened.db.execute(sql`delete from doctor_leaves where doctor_id = ${doctorId}`);
    const inserted = (await opened.db.execute(
      sql`insert into practice_sessions (doctor_id, poli_id, company_id, on_date, start_time, end_time, quota)
          values (${doctorId}, 2473, 1, ${todayInJakarta()}, '00:00', '23:59', 20) returning id`,
    )) as unknown as { rows: { id: number }[] };
    process.stdout.write(JSON.stringify({ sessionId: Number(inserted.rows[0].id), doctorId }));
  } finally {
    await opened.close();
  }
}

void main();
