import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { localized, localizedList, type Localized } from './localized';

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
  openingHours: jsonb('opening_hours').$type<{ label: Localized; hours: Localized }[]>().notNull(),
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

export const doctors = pgTable('doctors', {
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
});

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
