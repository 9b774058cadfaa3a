import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { localized, localizedList, type Localized } from './localized';

/**
 * A row of a hospital's opening hours: the words the page shows and, where the row has fixed hours,
 * when it applies as data (docs/decisions.md, issue 25 item 6). Rows written before it have none.
 */
export interface OpeningHoursRecord {
  label: Localized;
  hours: Localized;
  /** Weekdays 0 = Sunday ... 6 = Saturday, public holidays, `HH:MM` WIB (`00:00`-`23:59`: all day). */
  schedule?: { days: number[]; publicHolidays: boolean; opens: string; closes: string };
}

export const companies = pgTable('companies', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  city: text('city').notNull(),
  address: text('address').notNull(),
  postalCode: text('postal_code').notNull(),
  phone: text('phone').notNull(),
  phoneDisplay: text('phone_display').notNull(),
  emergencyPhone: text('emergency_phone').notNull(),
  whatsapp: text('whatsapp').notNull(),
  email: text('email').notNull(),
  openingHours: jsonb('opening_hours').$type<OpeningHoursRecord[]>().notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  description: localized('description'),
  bedCount: integer('bed_count').notNull(),
  services: localizedList('services'),
});

export const specialities = pgTable('specialities', {
  slug: text('slug').primaryKey(),
  seq: integer('seq').notNull(),
  name: localized('name'),
  description: localized('description'),
});

export const polis = pgTable(
  'polis',
  {
    id: integer('id').primaryKey(),
    seq: integer('seq').notNull(),
    name: localized('name'),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    specialitySlug: text('speciality_slug').references(() => specialities.slug),
  },
  (t) => [index('polis_company_idx').on(t.companyId)],
);

/**
 * Where a poli receives its patients (docs/decisions.md, issue 15: "when and where"): the floor and the registration
 * counter, each in both languages, written to be joined as "Lantai 2, Loket B" / "2nd floor, counter B".
 */
export const poliLocations = pgTable('poli_locations', {
  poliId: integer('poli_id')
    .primaryKey()
    .references(() => polis.id),
  floor: localized('floor'),
  counter: localized('counter'),
});

/**
 * A doctor's own name without "dr."/"drg." and the title after the comma ("dr. Rina Wijaya, Sp.A" →
 * "Rina Wijaya"): what site search compares a typed name with (its trigram index and its query use
 * this same expression).
 */
export function doctorPersonName(name: AnyColumn): SQL {
  return sql`regexp_replace(${name}, '^(dr|drg)\\.\\s*|,.*$', '', 'g')`;
}

export const doctors = pgTable(
  'doctors',
  {
    id: integer('id').primaryKey(),
    pid: text('pid').notNull().unique(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    gender: text('gender').$type<'male' | 'female'>().notNull(),
    specialitySlug: text('speciality_slug')
      .notNull()
      .references(() => specialities.slug),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    profil: localized('profil'),
    education: localizedList('education'),
    languages: localizedList('languages'),
  },
  // Site search finds a doctor by a misspelt name too (pg_trgm, `src/search/vocabulary.ts`).
  (t) => [index('doctors_person_name_trgm_idx').using('gin', sql`${doctorPersonName(t.name)} gin_trgm_ops`)],
);

/**
 * A doctor's consultation fee at one hospital for a self-paying patient, in rupiah ("mulai", medicine
 * and procedures extra). BPJS and insurers pay by their own rules, so they have no fee here.
 */
export const doctorFees = pgTable(
  'doctor_fees',
  {
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    amount: integer('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.companyId] }),
    check('doctor_fees_amount_ck', sql`${t.amount} > 0`),
  ],
);

/**
 * A practice session: weekly (`day_of_week`, 0 = Sunday) or one-off extra (`on_date`).
 * Times are wall-clock WIB, `HH:MM`.
 */
export const practiceSessions = pgTable(
  'practice_sessions',
  {
    id: serial('id').primaryKey(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    poliId: integer('poli_id')
      .notNull()
      .references(() => polis.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    dayOfWeek: smallint('day_of_week'),
    onDate: date('on_date', { mode: 'string' }),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    quota: integer('quota').notNull(),
    telemedicine: boolean('telemedicine').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('sessions_doctor_idx').on(t.doctorId),
    index('sessions_company_idx').on(t.companyId),
    index('sessions_poli_idx').on(t.poliId),
  ],
);

/**
 * A day one hospital is closed besides the national holidays (docs/decisions.md, issue 26 — closed days):
 * announced by the hospital (`npm run closures -w api`), never offered for booking or moving there.
 */
export const hospitalClosures = pgTable(
  'hospital_closures',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    closedOn: date('closed_on', { mode: 'string' }).notNull(),
    reason: localized('reason'),
  },
  (t) => [uniqueIndex('hospital_closures_company_day_uq').on(t.companyId, t.closedOn)],
);

/** Dates (inclusive) on which a doctor does not practise. */
export const doctorLeaves = pgTable(
  'doctor_leaves',
  {
    id: serial('id').primaryKey(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: localized('reason'),
  },
  (t) => [index('leaves_doctor_idx').on(t.doctorId)],
);
