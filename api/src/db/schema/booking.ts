import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import type {
  AppointmentStatus,
  ContactRelationship,
  IdentityDocument,
  PatientRelation,
  PaymentKind,
} from '@hospital/contract';
import { companies, doctors, polis, practiceSessions } from './organisation';
import { servicePackages } from './content';

/**
 * A patient is a NIK together with a birth date: the same NIK with another birth date is another
 * record (the desk reconciles identities), so the public site never says whether a NIK is known.
 * The public site never changes a stored record; the contact of each booking lives on the booking.
 * The NIK is stored encrypted (AES-256-GCM, `src/security/crypto.ts`) with a keyed HMAC beside it
 * for the (NIK, birth date) look-up and its unique index. A newborn without a NIK yet (docs/decisions.md, issue 15) has
 * neither: nothing can match it, so each such registration is a record of its own, which the desk
 * merges once the baby has a NIK (api/README.md, "Booking for someone else").
 */
export const patients = pgTable(
  'patients',
  {
    id: uuid('id').primaryKey(),
    fullName: text('full_name').notNull(),
    bornDate: date('born_date', { mode: 'string' }).notNull(),
    /**
     * What releases before docs/decisions.md, issue 15 stored with the record (62..., lower case). The patient form no
     * longer asks for a contact: each booking carries its own, so new records leave these empty.
     */
    phone: text('phone'),
    email: text('email'),
    /** Registered as a newborn without a NIK (only ever booked for as a child). */
    newborn: boolean('newborn').notNull().default(false),
    /**
     * Which document the identity number is (docs/decisions.md, issue 26): the NIK, or a foreigner's
     * passport or KITAS. The number is kept in the NIK columns, encrypted with the same key; its HMAC
     * is taken over `<document>:<number>` for a passport or KITAS, so it never matches a NIK.
     */
    idDocument: text('id_document').$type<IdentityDocument>().notNull().default('nik'),
    /** `v1.<iv, ciphertext, tag>` under NIK_ENCRYPTION_KEY, the patient id as associated data. */
    nikEncrypted: text('nik_encrypted'),
    /** HMAC-SHA256 of the NIK under NIK_HMAC_KEY (hex). */
    nikHmac: text('nik_hmac'),
    /**
     * The identity number's last 4 characters, what its masked form shows anyway (`************8901`):
     * the desk finds a patient of today by them without decrypting a row (docs/decisions.md, issue 26).
     * Filled from the encrypted number once at start-up for older rows (`src/db/backfill.ts`).
     */
    idSuffix: text('id_suffix'),
    /**
     * The NIK in clear as releases before migration 0002 stored it; the start-up backfill
     * (`src/db/backfill.ts`) encrypts it and empties this column.
     */
    legacyNik: text('legacy_nik'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * The patient withdrew consent and had no visit on record (docs/decisions.md, issue 19, UU PDP): name, contact and
     * NIK are gone; the row stays only because cancelled bookings point at it.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('patients_nik_hmac_born_date_uq').on(t.nikHmac, t.bornDate),
    index('patients_id_suffix_idx').on(t.idSuffix),
    check('patients_id_document_ck', sql`${t.idDocument} in ('nik', 'passport', 'kitas')`),
    // A NIK, either converted (both encrypted columns) or still waiting for the backfill; or none at all
    // for a newborn, and then none of the NIK columns.
    check(
      'patients_nik_present_ck',
      sql`(${t.newborn} and ${t.nikEncrypted} is null and ${t.nikHmac} is null and ${t.legacyNik} is null)
        or (not ${t.newborn} and ((${t.nikEncrypted} is not null and ${t.nikHmac} is not null) or ${t.legacyNik} is not null))
        or (${t.erasedAt} is not null and ${t.nikEncrypted} is null and ${t.nikHmac} is null and ${t.legacyNik} is null)`,
    ),
  ],
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
    /**
     * Highest queue number handed out so far. Numbers are reused (docs/decisions.md, issue 24): a booking takes the
     * lowest number above `now_serving` that no active booking of the day holds (booking/places.ts).
     */
    lastQueue: integer('last_queue').notNull().default(0),
    /**
     * The live queue (docs/decisions.md, issue 18), changed only by the front desk. `now_serving` is the highest queue
     * number called so far (it never goes back, even when the desk calls an earlier number out of
     * turn); `called_count` and the first and last call times give the session's observed pace.
     */
    nowServing: integer('now_serving').notNull().default(0),
    calledCount: integer('called_count').notNull().default(0),
    firstCalledAt: timestamp('first_called_at', { withTimezone: true, mode: 'date' }),
    lastCalledAt: timestamp('last_called_at', { withTimezone: true, mode: 'date' }),
    /** The doctor is late by this many minutes (null: on time). */
    lateMinutes: integer('late_minutes'),
    /** The session was cancelled on the day by the desk. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** Raised by every change of the live queue, so a listener can drop an older state. */
    queueVersion: integer('queue_version').notNull().default(0),
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
    /**
     * The patient's name as typed for this booking (sealed in the patient handle): what the answers
     * about the booking show of the patient, never the stored record's (api/README.md, "Trust").
     */
    patientName: text('patient_name').notNull(),
    /** For whom it was booked: the patient herself, or her child, parent or another relative. */
    forWhom: text('for_whom').$type<PatientRelation>().notNull().default('self'),
    insuranceKind: text('insurance_kind').$type<PaymentKind>().notNull(),
    insurerId: integer('insurer_id'),
    policyNumber: text('policy_number'),
    /** BPJS Kesehatan card number, encrypted like the NIK (the booking code as associated data). */
    bpjsCardEncrypted: text('bpjs_card_encrypted'),
    /** How the BPJS referral (rujukan) comes: its number, or the paper letter brought to the desk. */
    referralKind: text('referral_kind').$type<'number' | 'paper'>(),
    /** The referral number, encrypted like the card. */
    referralNumberEncrypted: text('referral_number_encrypted'),
    /** The contact given with this booking (the patient record is never overwritten). */
    contactName: text('contact_name').notNull(),
    /** Normalised to 62... */
    contactPhone: text('contact_phone').notNull(),
    /** Lower case; optional since docs/decisions.md, issue 15 (a phone is enough). */
    contactEmail: text('contact_email'),
    /**
     * Who the contact is to the patient when booking for someone else (null for oneself). The contact
     * gives the consent: for a child a parent or guardian (UU PDP art. 25).
     */
    contactRelationship: text('contact_relationship').$type<ContactRelationship>(),
    /** The service package booked (an MCU package: docs/decisions.md, issue 26), null for a consultation. */
    packageId: integer('package_id').references(() => servicePackages.id),
    lang: text('lang').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Which consent text the contact agreed to (`CONSENT_VERSION` of @hospital/domain at booking time). */
    consentVersion: text('consent_version').notNull().default('2026-01'),
    /** Consent withdrawn and this booking's personal data removed (docs/decisions.md, issue 19). */
    erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** The front desk's marks of the visit day (docs/decisions.md, issue 18); who did each is in `desk_events`. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true, mode: 'date' }),
    calledAt: timestamp('called_at', { withTimezone: true, mode: 'date' }),
    noShowAt: timestamp('no_show_at', { withTimezone: true, mode: 'date' }),
    /** Wrong birth dates given with this code since the last right one (look-up and cancel). */
    failedLookups: integer('failed_lookups').notNull().default(0),
    /** Until when look-up and cancel refuse this code (429), after too many wrong birth dates. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    /** Moves so far; at most `MAX_RESCHEDULES` of @hospital/domain (docs/decisions.md, issue 24). */
    rescheduleCount: integer('reschedule_count').notNull().default(0),
  },
  (t) => [
    // One active booking per patient, doctor and day, even under concurrent requests.
    uniqueIndex('appointments_active_patient_doctor_day_uq')
      .on(t.patientId, t.doctorId, t.visitDate)
      .where(sql`status in ('booked', 'checked_in')`),
    index('appointments_session_day_idx').on(t.sessionId, t.visitDate),
    // One queue number per active booking of a session day: a freed number is given again, never twice
    // (docs/decisions.md, issue 24).
    uniqueIndex('appointments_session_day_queue_uq')
      .on(t.sessionId, t.visitDate, t.queueNumber)
      .where(sql`status <> 'cancelled'`),
    check('appointments_for_whom_ck', sql`${t.forWhom} in ('self', 'child', 'parent', 'other_family')`),
    check('appointments_insurance_kind_ck', sql`${t.insuranceKind} in ('self', 'bpjs', 'insurer')`),
    // A BPJS booking has its card and its referral; no other booking has either.
    check(
      'appointments_bpjs_ck',
      sql`(${t.insuranceKind} = 'bpjs') = (${t.bpjsCardEncrypted} is not null and ${t.referralKind} is not null)
        and coalesce(${t.referralKind} = 'number', false) = (${t.referralNumberEncrypted} is not null)`,
    ),
    // Someone booking for another person says who they are to the patient.
    check(
      'appointments_contact_relationship_ck',
      sql`(${t.forWhom} = 'self') = (${t.contactRelationship} is null)`,
    ),
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

/**
 * A link mailed to one booking contact's address, opening the bookings of one patient made with that
 * address (docs/decisions.md, issue 24: rights over every booking of a person need more than a NIK and
 * a birth date). Only the token's SHA-256 is kept: the database alone opens nothing. Spent
 * (`used_at`) once consent is withdrawn through it; useless after `expires_at`.
 */
export const bookingAccessLinks = pgTable(
  'booking_access_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    /** The bookings it opens: those of the patient with the address it went to, when it was asked for. */
    appointmentIds: integer('appointment_ids').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('booking_access_links_token_hash_uq').on(t.tokenHash),
    index('booking_access_links_created_idx').on(t.createdAt),
  ],
);
