import type { Action, ActionResult } from '@hospital/remote-kit';
import { toApiError } from '@hospital/api-client';
import { readBooked } from '../../shared/bookedState';
import { bookingIcs } from './visitDetails';

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
    return {
      kind: 'file',
      fileName: `janji-temu-${appointment.code}.ics`,
      type: 'text/calendar;charset=utf-8',
      body: bookingIcs(appointment, lang, origin, new Date(now)),
    };
  } catch (error) {
    const failed = toApiError(error);
    return page(failed.status >= 400 && failed.status < 500 ? failed.status : 503, failed.message);
  }
};
