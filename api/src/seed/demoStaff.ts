import { BANDUNG, CIANJUR } from './organisation';

/*
 * Demonstration desk accounts (docs/decisions.md, issue 24), published in README.md for trying the
 * desk out, like the demo consultation tokens: their passwords, TOTP secrets and recovery codes are
 * the same on every installation, so they are demo-only. A real deployment disables them
 * (`npm run desk-staff -w api -- disable <username>`) and adds its own people before opening the desk.
 * Data only (no database, no hashing), so the end-to-end tests can read it too.
 */

export interface DemoStaffAccount {
  username: string;
  displayName: string;
  companyId: number;
  role: 'desk' | 'supervisor';
  password: string;
  /** Base32 TOTP secret (add it to an authenticator app), or null: enrols at the first sign-in. */
  totpSecret: string | null;
}

export const DEMO_STAFF: readonly DemoStaffAccount[] = [
  {
    username: 'sari.bandung',
    displayName: 'Sari Wulandari',
    companyId: BANDUNG,
    role: 'supervisor',
    password: 'sari-bandung-2026',
    totpSecret: 'MEDIKADEMOSARIBANDUNGQQQQQQQQQQQ',
  },
  {
    username: 'ayu.bandung',
    displayName: 'Ayu Lestari',
    companyId: BANDUNG,
    role: 'desk',
    password: 'ayu-bandung-2026',
    totpSecret: 'MEDIKADEMOAYUBANDUNGQQQQQQQQQQQQ',
  },
  {
    username: 'dewi.bandung',
    displayName: 'Dewi Anggraini',
    companyId: BANDUNG,
    role: 'desk',
    password: 'dewi-bandung-2026',
    totpSecret: 'MEDIKADEMODEWIBANDUNGQQQQQQQQQQQ',
  },
  {
    // A new colleague: no authenticator yet, so the first sign-in shows the enrolment.
    username: 'baru.bandung',
    displayName: 'Rizky Pratama',
    companyId: BANDUNG,
    role: 'desk',
    password: 'baru-bandung-2026',
    totpSecret: null,
  },
  {
    username: 'rina.cianjur',
    displayName: 'Rina Marlina',
    companyId: CIANJUR,
    role: 'supervisor',
    password: 'rina-cianjur-2026',
    totpSecret: 'MEDIKADEMORINACIANJURQQQQQQQQQQQ',
  },
  {
    username: 'budi.cianjur',
    displayName: 'Budi Santoso',
    companyId: CIANJUR,
    role: 'desk',
    password: 'budi-cianjur-2026',
    totpSecret: 'MEDIKADEMOBUDICIANJURQQQQQQQQQQQ',
  },
];

/** The recovery codes of every enrolled demo account (each good once per account). */
export const DEMO_RECOVERY_CODES: readonly string[] = [
  'MEDKA-20261',
  'MEDKA-20262',
  'MEDKA-20263',
  'MEDKA-20264',
  'MEDKA-20265',
];

/**
 * The shared accounts of issue 18. Where one still has its published password it is disabled at the
 * next start: a shared account can be neither ended for one person nor audited.
 */
export const RETIRED_DEMO_ACCOUNTS: readonly { username: string; password: string }[] = [
  { username: 'desk.bandung', password: 'desk-bandung-2026' },
  { username: 'desk.cianjur', password: 'desk-cianjur-2026' },
];
