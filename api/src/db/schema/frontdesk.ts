import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './organisation';

/*
 * The front desk (docs/decisions.md, issue 18): staff accounts of each hospital, their sessions and what they did. The
 * sessions live in the database, not in a process's memory, so any site server can serve any request
 * of a signed-in desk (docs/decisions.md, issue 17).
 */

/** A desk account of one hospital. The password is stored only as an argon2id hash. */
export const staffAccounts = pgTable('staff_accounts', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  displayName: text('display_name').notNull(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  passwordHash: text('password_hash').notNull(),
  /** Wrong passwords since the last right one. */
  failedLogins: integer('failed_logins').notNull().default(0),
  /** Until when sign-in is refused, after too many wrong passwords. */
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A signed-in desk. Only the SHA-256 of the cookie's token is stored: a copy of the table signs no one in. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Idle limit: moved forward by each request. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Absolute limit: a session ends then however active it is. */
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Every action of a desk, with who and when (docs/decisions.md, issue 18, item 1). */
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
