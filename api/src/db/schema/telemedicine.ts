import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { appointments } from './booking';
import { companies, doctors } from './organisation';

export const encounters = pgTable('encounters', {
  id: serial('id').primaryKey(),
  meetingId: text('meeting_id').notNull().unique(),
  appointmentId: integer('appointment_id').references(() => appointments.id),
  doctorId: integer('doctor_id')
    .notNull()
    .references(() => doctors.id),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  patientInitials: text('patient_initials').notNull(),
  scheduledStart: timestamp('scheduled_start', { withTimezone: true, mode: 'date' }).notNull(),
  scheduledEnd: timestamp('scheduled_end', { withTimezone: true, mode: 'date' }).notNull(),
  /** Set by the first create_meeting and kept, so both participants land in the same room. */
  roomId: text('room_id').unique(),
  cancelled: boolean('cancelled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
