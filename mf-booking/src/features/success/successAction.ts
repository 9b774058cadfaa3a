import type { Action, ActionResult } from '@hospital/remote-kit';
import { failedStatus } from '../../shared/actionAnswers';
import { readBooked } from '../../shared/bookedState';
import { bookingIcsFile } from './visitDetails';

/** The success page's answer when the calendar file could not be made: the API's reason, if it gave one. */
export type SuccessActionData = {
  form: 'calendar';
  problem: string | null;
};

function page(status: number, problem: string | null): ActionResult {
  const data: SuccessActionData = { form: 'calendar', problem };
  return { kind: 'page', status, data };
}

/**
 * The success page's server action (docs/architecture.md §2c; docs/decisions.md, "Issue 25 — the
 * calendar file without JavaScript"): "add to calendar" posted by the browser itself. The booking is the
 * one this browser made without JavaScript (kept in its sealed state by wizardAction.ts, as the page's
 * prefetch reads it), read again from the API, so the file has the visit's time and place as they are now.
 */
export const successAction: Action = async ({ form, api, lang, state, search, now, origin }) => {
  if (form.get('intent') !== 'calendar') return page(400, null);
  const booked = readBooked(state, now);
  const code = search.get('code');
  // Not this browser's booking (or kept too long ago): the page again, which says how to find it.
  if (!booked || (code !== null && code !== booked.code)) return page(409, null);
  try {
    const appointment = await api.getAppointment(booked.code, booked.bornDate);
    return { kind: 'file', ...bookingIcsFile(appointment, lang, origin, new Date(now)) };
  } catch (error) {
    const { status, message } = failedStatus(error);
    return page(status, message);
  }
};
