import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { addClosure, ClosureInputError, listClosures, removeClosure } from '../doctors/closures';
import { serializeError } from '../http/logging';
import { jakartaNow } from '../lib/clock';
import { HOSPITAL_BY_NAME } from '../seed/organisation';

const USAGE = `npm run closures -w api -- <command>

  list                                                   the closed days from today on
  add <bandung|cianjur> <YYYY-MM-DD> "<alasan>" "<reason>"  close a hospital on a day (reason in id and en);
                                                         its sessions are no longer offered that day
  remove <bandung|cianjur> <YYYY-MM-DD>                  open it again

National holidays are closed already (date-holidays). Bookings made before a closure are kept: tell those
patients (the desk finds them by date). With PGlite, run it while the site is stopped.`;

/** `npm run closures -w api`: the hospitals' own closed days (docs/decisions.md, issue 26 — closed days). */
async function main(): Promise<void> {
  const [command, hospital = '', date = '', reasonId = '', reasonEn = ''] = process.argv
    .slice(2)
    .filter((arg) => arg !== '--');
  if (!command || !['list', 'add', 'remove'].includes(command)) {
    console.log(USAGE);
    process.exitCode = command ? 1 : 0;
    return;
  }
  const companyId = HOSPITAL_BY_NAME[hospital.toLowerCase()];
  if (command !== 'list' && !companyId) {
    console.error(`Name the hospital: bandung or cianjur.\n\n${USAGE}`);
    process.exitCode = 1;
    return;
  }
  const config = loadConfig();
  const opened = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const today = jakartaNow(new Date()).today;
    if (command === 'list') {
      const closures = await listClosures(opened.db, today);
      if (closures.length === 0) console.log('No closed days from today on (besides national holidays).');
      for (const c of closures) console.log(`${c.date}  ${c.companyName}  ${c.reason.id} / ${c.reason.en}`);
    } else if (command === 'add') {
      await addClosure(opened.db, { companyId, date, reason: { id: reasonId, en: reasonEn } }, today);
      console.log(`${hospital} closed on ${date}: its sessions are no longer offered that day.`);
    } else {
      const removed = await removeClosure(opened.db, companyId, date);
      console.log(removed ? `${hospital} open again on ${date}.` : `${hospital} was not closed on ${date}.`);
    }
  } catch (error) {
    if (!(error instanceof ClosureInputError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  console.error(JSON.stringify(serializeError(error)));
  process.exitCode = 1;
});
