import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from './organisation';

/*
 * The front desk (docs/decisions.md, issue 18): staff accounts of each hospital, their sessions and what they did. The
 * sessions live in the database, not in a process's memory, so any site server can serve any request
 * of a signed-in desk (docs/decisions.md, issue 17).
 */

/**
 * A person at the desk of one hospital (docs/decisions.md, issue 24: personal accounts, so that one
 * person's access can be ended and every action names who did it). The password is stored only as an
 * argon2id hash; the TOTP secret sealed with a key of its own (AES-256-GCM, the username as
 * associated data), since the server must read it back to check a code.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    displayName: text('display_name').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** `desk`, or `supervisor`: also sees and ends the sign-ins of the hospital's desk. */
    role: text('role').notNull().default('desk'),
    passwordHash: text('password_hash').notNull(),
    /** Null until the person enrols an authenticator (at the first sign-in). */
    totpSecretEncrypted: text('totp_secret_encrypted'),
    /** The last TOTP time step accepted: a code is good once (replays of it and older ones are refused). */
    totpLastStep: integer('totp_last_step'),
    /** Wrong second-factor codes in a row, and when the next may be tried (growing delays). */
    factorFailures: integer('factor_failures').notNull().default(0),
    factorNextAttemptAt: timestamp('factor_next_attempt_at', { withTimezone: true, mode: 'date' }),
    /** Set when the person no longer works at the desk: no sign-in, every session ended. */
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('staff_accounts_role_ck', sql`${t.role} in ('desk', 'supervisor')`)],
);

/**
 * A browser's sign-in. Only the SHA-256 of the cookie's token is stored: a copy of the table signs no
 * one in. `stage` is `second_factor` or `enrol` between the right password and the second factor
 * (a few minutes, nothing of the desk opens), then `full`; each stage has a token of its own.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** What a supervisor's list names it by (never the token or its hash). */
    id: serial('id').notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    stage: text('stage').notNull().default('full'),
    /** During enrolment: the new authenticator's secret, sealed, until its first code proves it. */
    pendingTotpSecretEncrypted: text('pending_totp_secret_encrypted'),
    /** The address the sign-in came from, for the supervisor's list. */
    clientAddress: text('client_address'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Idle limit: moved forward by each request. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Absolute limit: a session ends then however active it is. */
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('staff_sessions_staff_idx').on(t.staffId),
    check('staff_sessions_stage_ck', sql`${t.stage} in ('second_factor', 'enrol', 'full')`),
  ],
);

/** One-time recovery codes: argon2id hashes (50 bits each, so a fast hash would not do), each used once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/**
 * Wrong passwords per username *and* client (docs/decisions.md, issue 24): a client is a browser that
 * signed this person in before (`device:<hash of its cookie>`) or else an address (`ip:<address>`).
 * Usernames that do not exist are counted the same way, so the answers tell nothing.
 */
export const staffSignInAttempts = pgTable(
  'staff_sign_in_attempts',
  {
    username: text('username').notNull(),
    client: text('client').notNull(),
    failures: integer('failures').notNull().default(0),
    /** When this client may try again; a day after it, the failures are forgotten. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.username, t.client] })],
);

/** Browsers where a person completed a sign-in: their attempts are counted apart from the address's. */
export const staffDevices = pgTable(
  'staff_devices',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    deviceHash: text('device_hash').notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.deviceHash] })],
);

/**
 * Every action of a desk, with who and when (docs/decisions.md, issue 18, item 1); since issue 24 also
 * the sign-ins, sign-outs and sessions a supervisor ended.
 */
export const deskEvents = pgTable(
  'desk_events',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    companyId: integer('company_id').notNull(),
    sessionId: integer('session_id'),
    visitDate: text('visit_date'),
    appointmentId: integer('appointment_id'),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('desk_events_session_idx').on(t.sessionId, t.visitDate)],
);
