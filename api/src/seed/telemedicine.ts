import type { encounters } from '../db/schema';
import { daysFrom, wib } from './dates';
import { BANDUNG } from './organisation';

type EncounterRow = typeof encounters.$inferInsert;

/**
 * Demonstration meetings (documented in api/README.md): one open for the whole booking window,
 * one in the future and one already over. Real meetings get random ids when a telemedicine
 * session is booked.
 */
export const DEMO_MEETINGS = {
  open: 'demo-R7kP2xQm9VtL4wNc',
  upcoming: 'demo-H3fT8zWq5JbY6sKd',
  ended: 'demo-M9vC2nXr4GpZ7tBh',
} as const;

/**
 * The participant tokens of the demonstration meetings, published in api/README.md so anyone can
 * try a consultation. Fixed rather than derived from TOKEN_SECRET: they must be the same on every
 * installation. They work for these three meeting ids only.
 */
export const DEMO_MEETING_TOKENS = {
  patient: 'pasien-demo-2026',
  doctor: 'dokter-demo-2026',
} as const;

export function seedEncounters(today: string, doctorId: number): EncounterRow[] {
  return [
    {
      meetingId: DEMO_MEETINGS.open,
      doctorId,
      companyId: BANDUNG,
      patientInitials: 'SR',
      scheduledStart: wib(daysFrom(today, -1), '00:00'),
      scheduledEnd: wib(daysFrom(today, 60), '23:59'),
    },
    {
      meetingId: DEMO_MEETINGS.upcoming,
      doctorId,
      companyId: BANDUNG,
      patientInitials: 'AP',
      scheduledStart: wib(daysFrom(today, 3), '19:00'),
      scheduledEnd: wib(daysFrom(today, 3), '19:30'),
    },
    {
      meetingId: DEMO_MEETINGS.ended,
      doctorId,
      companyId: BANDUNG,
      patientInitials: 'DW',
      scheduledStart: wib(daysFrom(today, -2), '19:00'),
      scheduledEnd: wib(daysFrom(today, -2), '19:30'),
    },
  ];
}
