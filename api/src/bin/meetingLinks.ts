import { asc, and, eq, gt } from 'drizzle-orm';
import { consultationKey } from '@hospital/contract';
import { loadConfig } from '../config';
import { doctors, encounters } from '../db/schema';
import { openDatabase } from '../db/open';
import { serializeError } from '../http/logging';
import { meetingTokens } from '../telemedicine/service';

/**
 * `npm run meeting-links -w api [-- <meetingId> ...]`: the consultation links of the doctor and the
 * patient, for the hospital's staff (the doctor's link exists nowhere else; a patient who lost hers
 * can also look the booking up with its code and birth date). With meeting ids the links are
 * computed from the keys alone (the tokens are HMACs), so the database is not opened and the site may
 * keep running. Without ids: every meeting that has not ended, read from the database — with PGlite,
 * while the site is stopped (one process at a time). SITE_URL (default http://127.0.0.1:8080) is
 * the origin of the links.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.secrets.source.created) {
    console.warn(
      `No keys were there: new ones are in ${config.secrets.source.file}; these links fit no running site.`,
    );
  }
  const origin = (process.env.SITE_URL?.trim() || `http://127.0.0.1:${process.env.PORT ?? 8080}`).replace(
    /\/+$/,
    '',
  );
  const print = (meetingId: string, heading: string) => {
    const tokens = meetingTokens(config.secrets, meetingId);
    const link = (token: string) => `${origin}/konsultasi/${consultationKey(meetingId, token)}`;
    console.log(heading);
    console.log(`  doctor:  ${link(tokens.doctor)}`);
    console.log(`  patient: ${link(tokens.patient)}`);
  };
  const ids = process.argv.slice(2).filter((arg) => arg !== '--');
  if (ids.length > 0) {
    for (const id of ids) print(id, id);
    return;
  }
  const opened = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const rows = await opened.db
      .select({ meetingId: encounters.meetingId, start: encounters.scheduledStart, doctor: doctors.name })
      .from(encounters)
      .innerJoin(doctors, eq(doctors.id, encounters.doctorId))
      .where(and(eq(encounters.cancelled, false), gt(encounters.scheduledEnd, new Date())))
      .orderBy(asc(encounters.scheduledStart));
    for (const row of rows)
      print(row.meetingId, `${row.meetingId}  ${row.start.toISOString()}  ${row.doctor}`);
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  console.error(JSON.stringify(serializeError(error)));
  process.exitCode = 1;
});
