import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { consultationKey } from '@hospital/api-client';
import { loadConfig } from '../config';
import { doctors, encounters } from '../db/schema';
import { openDatabase } from '../db/open';
import { serializeError } from '../http/logging';
import { meetingTokens } from '../services/telemedicine';

/**
 * `npm run meeting-links -w api [-- <meetingId> ...]`: the consultation links of the doctor and the
 * patient, for the hospital's staff (the doctor's link exists nowhere else; a patient who lost hers
 * can also look the booking up with its code and birth date). Without ids: every meeting that has
 * not ended yet. SITE_URL (default http://127.0.0.1:8080) is the origin of the links.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const origin = (process.env.SITE_URL?.trim() || `http://127.0.0.1:${process.env.PORT ?? 8080}`).replace(
    /\/+$/,
    '',
  );
  const ids = process.argv.slice(2).filter((arg) => arg !== '--');
  const opened = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const rows = await opened.db
      .select({ meetingId: encounters.meetingId, start: encounters.scheduledStart, doctor: doctors.name })
      .from(encounters)
      .innerJoin(doctors, eq(doctors.id, encounters.doctorId))
      .where(
        ids.length > 0
          ? inArray(encounters.meetingId, ids)
          : and(eq(encounters.cancelled, false), gt(encounters.scheduledEnd, new Date())),
      )
      .orderBy(asc(encounters.scheduledStart));
    for (const row of rows) {
      const tokens = meetingTokens(config.secrets, row.meetingId);
      const link = (token: string) => `${origin}/konsultasi/${consultationKey(row.meetingId, token)}`;
      console.log(`${row.meetingId}  ${row.start.toISOString()}  ${row.doctor}`);
      console.log(`  doctor:  ${link(tokens.doctor)}`);
      console.log(`  patient: ${link(tokens.patient)}`);
    }
    const missing = ids.filter((id) => !rows.some((row) => row.meetingId === id));
    if (missing.length > 0) console.error(`no such meeting: ${missing.join(', ')}`);
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  console.error(JSON.stringify(serializeError(error)));
  process.exitCode = 1;
});
