import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AppointmentStatus } from '@hospital/api-client';
import { companies, doctors, polis, practiceSessions } from './organisation';

/**
 * A patient is a NIK together with a birth date: the same NIK with another birth date is another
 * record (the desk reconciles identities), so the public site never says whether a NIK is known.
 * The public site never changes a stored record; the contact of each booking lives on the booking.
 */
export const patients = pgTable(
  'patients',
  {
    id: uuid('id').primaryKey(),
    fullName: text('full_name').notNull(),
    bornDate: date('born_date', { mode: 'string' }).notNull(),
    /** Normalised to 62... */
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    nik: text('nik').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('patients_nik_born_date_uq').on(t.nik, t.bornDate)],
);

/**
 * One dated occurrence of a practice session. The row is the lock that serialises bookings:
 * `booked < quota` is checked and incremented in a single UPDATE.
 */
export const sessionDays = pgTable(
  'session_days',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => practiceSessions.id),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    quota: integer('quota').notNull(),
    booked: integer('booked').notNull().default(0),
    /** Last queue number handed out; never reused, even after a cancellation. */
    lastQueue: integer('last_queue').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.visitDate] }),
    index('session_days_date_idx').on(t.visitDate),
  ],
);

export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    poliId: integer('poli_id')
      .notNull()
      .references(() => polis.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    sessionId: integer('session_id')
      .notNull()
      .references(() => practiceSessions.id),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    queueNumber: integer('queue_number').notNull(),
    status: text('status').$type<AppointmentStatus>().notNull(),
    telemedicine: boolean('telemedicine').notNull().default(false),
    insuranceKind: text('insurance_kind').$type<'self' | 'insurer'>().notNull(),
    insurerId: integer('insurer_id'),
    policyNumber: text('policy_number'),
    /** The contact given with this booking (the patient record is never overwritten). */
    contactName: text('contact_name').notNull(),
    /** Normalised to 62... */
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull(),
    lang: text('lang').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // One active booking per patient, doctor and day, even under concurrent requests.
    uniqueIndex('appointments_active_patient_doctor_day_uq')
      .on(t.patientId, t.doctorId, t.visitDate)
      .where(sql`status in ('booked', 'checked_in')`),
    index('appointments_session_day_idx').on(t.sessionId, t.visitDate),
  ],
);

/** First answer of a write, replayed when the same key comes again. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
