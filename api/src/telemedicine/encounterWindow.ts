import type { EncounterStatus } from '@hospital/contract';
import type { ApiConfig } from '../config';
import type { encounters } from '../db/schema';

export type EncounterRecord = typeof encounters.$inferSelect;

export interface EncounterWindow {
  status: EncounterStatus;
  opensAt: Date;
  closesAt: Date;
}

const MINUTE = 60_000;

/** When a consultation's room opens and closes around its time, and where it stands at `now`. */
export function encounterWindow(row: EncounterRecord, now: Date, config: ApiConfig): EncounterWindow {
  const opensAt = new Date(row.scheduledStart.getTime() - config.meetingOpenMinutesBefore * MINUTE);
  const closesAt = new Date(row.scheduledEnd.getTime() + config.meetingCloseMinutesAfter * MINUTE);
  let status: EncounterStatus = 'open';
  if (row.cancelled) status = 'cancelled';
  else if (now < opensAt) status = 'scheduled';
  else if (now > closesAt) status = 'ended';
  return { status, opensAt, closesAt };
}
