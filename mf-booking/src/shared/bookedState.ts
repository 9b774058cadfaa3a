import type { RemoteState } from '@hospital/remote-kit';
import type { Lang } from '@hospital/domain';
import { record } from './stateRecord';

/*
 * The booking a browser just made without JavaScript, as the booking's server action (features/wizard/
 * wizardAction.ts) keeps it in this remote's sealed state (`{ booked: ... }`): the success page shows
 * it, and its calendar form makes its file, for that browser only (docs/decisions.md, issue 25).
 */

/** The booking just made without JavaScript: what lets the success page show it to this browser only. */
export interface BookedState {
  code: string;
  bornDate: string;
  lang: Lang;
  /** When it was booked (ms since the epoch). */
  at: number;
}

/** How long after booking the success page still shows the booking from the state (then: the look-up). */
export const BOOKED_SHOWN_MS = 60 * 60_000;

export function readBooked(state: RemoteState | null | undefined, now: number): BookedState | null {
  const booked = record(state?.booked);
  const { code, bornDate, lang, at } = booked;
  if (typeof code !== 'string' || typeof bornDate !== 'string' || typeof at !== 'number') return null;
  if (now - at > BOOKED_SHOWN_MS) return null;
  return { code, bornDate, lang: lang === 'en' ? 'en' : 'id', at };
}
