import { eq } from 'drizzle-orm';
import type { EncounterStatus } from '@hospital/api-client';
import type { ApiConfig } from '../config';
import { encounters } from '../db/schema';
import type { Queryable } from '../db/types';

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
 * it may be joined now. Unknown rooms answer undefined.
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
