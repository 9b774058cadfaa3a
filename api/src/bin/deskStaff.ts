import { generate } from 'otplib';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { serializeError } from '../http/logging';
import { DEMO_STAFF } from '../seed/demoStaff';
import { BANDUNG, CIANJUR, HOSPITAL_BY_NAME } from '../seed/organisation';
import { addStaff, listStaff, newPassword, resetFactor, setDisabled } from '../frontdesk/staffAccounts';

const USAGE = `npm run desk-staff -w api -- <command>

  list                                        every desk account: hospital, role, authenticator, disabled
  add <username> <bandung|cianjur> "<name>"   a new person (--supervisor for a supervisor); prints a
                                              generated password once; the first sign-in enrols the app
  reset-factor <username>                     a lost phone: the next sign-in enrols a new authenticator
  new-password <username>                     prints a new generated password once
  disable <username> | enable <username>      the person left (every session ends) or came back
  code [<username>]                           the current codes of the demo accounts (README.md); demo only

With PGlite, run it while the site is stopped (one process at a time); "code" needs no database.`;

/**
 * `npm run desk-staff -w api`: the desk's accounts for whoever runs the site (docs/decisions.md,
 * issue 24; api/README.md, "Staff sign-in (issue 24)").
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const supervisor = args.includes('--supervisor');
  const [command, ...rest] = args.filter((arg) => arg !== '--supervisor');
  if (command === 'code') {
    // Computed from the published demo secrets, as an authenticator app would: no database, no keys.
    const now = Math.floor(Date.now() / 1000);
    const left = 30 - (now % 30);
    for (const demo of DEMO_STAFF.filter((a) => a.totpSecret && (!rest[0] || a.username === rest[0])))
      console.log(`${demo.username.padEnd(16)} ${await generate({ secret: demo.totpSecret!, epoch: now })}`);
    console.log(`(good for ${left} more seconds, once each)`);
    return;
  }
  if (!command || !['list', 'add', 'reset-factor', 'new-password', 'disable', 'enable'].includes(command)) {
    console.log(USAGE);
    process.exitCode = command ? 1 : 0;
    return;
  }
  const config = loadConfig();
  const opened = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const { db } = opened;
    const [username = '', hospital = '', displayName = ''] = rest;
    if (command === 'list') {
      for (const s of await listStaff(db)) {
        const hospitalName =
          s.companyId === BANDUNG ? 'bandung' : s.companyId === CIANJUR ? 'cianjur' : s.companyId;
        const factor = s.totpSecretEncrypted ? 'authenticator' : 'enrols at next sign-in';
        console.log(
          [s.username.padEnd(20), hospitalName, s.role.padEnd(10), factor, s.disabledAt ? 'DISABLED' : '']
            .join('  ')
            .trimEnd(),
        );
      }
    } else if (command === 'add') {
      const companyId = HOSPITAL_BY_NAME[hospital.toLowerCase()];
      if (!companyId || !displayName.trim())
        throw new Error(`add needs <username> <bandung|cianjur> "<name>"`);
      const { password } = await addStaff(db, {
        username: username.toLowerCase(),
        displayName: displayName.trim(),
        companyId,
        role: supervisor ? 'supervisor' : 'desk',
      });
      console.log(`${username.toLowerCase()} added. Password (shown once): ${password}`);
      console.log(
        'At the first sign-in the desk sets up the authenticator app and shows the recovery codes.',
      );
    } else if (command === 'reset-factor') {
      const ended = await resetFactor(db, username);
      console.log(
        `${username}: authenticator and recovery codes removed, ${ended} session(s) ended; the next sign-in enrols a new one.`,
      );
    } else if (command === 'new-password') {
      const { password } = await newPassword(db, username);
      console.log(`${username}: new password (shown once): ${password}`);
    } else {
      await setDisabled(db, username, command === 'disable', new Date());
      console.log(`${username} ${command === 'disable' ? 'disabled; every session ended' : 'enabled'}.`);
    }
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof Error && !('code' in error) ? error.message : JSON.stringify(serializeError(error)),
  );
  process.exitCode = 1;
});
