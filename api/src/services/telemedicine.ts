import { eq } from 'drizzle-orm';
import type { EncounterStatus } from '@hospital/api-client';
import type { ApiConfig } from '../config';
import { encounters } from '../db/schema';
import type { Queryable } from '../db/types';
import { participantToken, sameToken, type ParticipantRole } from '../security/crypto';
import type { ApiSecrets } from '../security/secrets';
import { DEMO_MEETINGS, DEMO_MEETING_TOKENS } from '../seed/telemedicine';

const DEMO_IDS = new Set<string>(Object.values(DEMO_MEETINGS));
const ROLES: ParticipantRole[] = ['patient', 'doctor'];

/**
 * Who a participant token of a meeting belongs to, or null: the patient's comes only with her
 * booking (its answer, and the look-up by code and birth date), the doctor's from the hospital
 * (`npm run meeting-links -w api`). A meeting id alone is nobody.
 */
export function participantRole(
  secrets: ApiSecrets,
  meetingId: string,
  token: unknown,
): ParticipantRole | null {
  if (typeof token !== 'string' || token === '') return null;
  for (const role of ROLES) {
    const expected = DEMO_IDS.has(meetingId)
      ? DEMO_MEETING_TOKENS[role]
      : participantToken(secrets, meetingId, role);
    if (sameToken(token, expected)) return role;
  }
  return null;
}

/** The tokens of a meeting, for the hospital's own tools (never served by the API). */
export function meetingTokens(secrets: ApiSecrets, meetingId: string): Record<ParticipantRole, string> {
  return DEMO_IDS.has(meetingId)
    ? { ...DEMO_MEETING_TOKENS }
    : {
        patient: participantToken(secrets, meetingId, 'patient'),
        doctor: participantToken(secrets, meetingId, 'doctor'),
      };
}

export type EncounterRecord = typeof encounters.$inferSelect;

export interface EncounterWindow {
  status: EncounterStatus;
  opensAt: Date;
  closesAt: Date;
}

const MINUTE = 60_000;

export function encounterWindow(row: EncounterRecord, now: Date, config: ApiConfig): EncounterWindow {
  const opensAt = new Date(row.scheduledStart.getTime() - config.meetingOpenMinutesBefore * MINUTE);
  const closesAt = new Date(row.scheduledEnd.getTime() + config.meetingCloseMinutesAfter * MINUTE);
  let status: EncounterStatus = 'open';
  if (row.cancelled) status = 'cancelled';
  else if (now < opensAt) status = 'scheduled';
  else if (now > closesAt) status = 'ended';
  return { status, opensAt, closesAt };
}

/**
 * For the signalling WebSocket (telemedicine issue): the encounter behind a room id, and whether
 * it may be joined now. Unknown rooms answer undefined. Who may join is `participantRole`.
 */
export async function lookupRoom(
  db: Queryable,
  roomId: string,
  config: ApiConfig,
  now: Date = new Date(),
): Promise<{ encounter: EncounterRecord; window: EncounterWindow } | undefined> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(roomId)) return undefined;
  const [row] = await db.select().from(encounters).where(eq(encounters.roomId, roomId));
  return row ? { encounter: row, window: encounterWindow(row, now, config) } : undefined;
}
