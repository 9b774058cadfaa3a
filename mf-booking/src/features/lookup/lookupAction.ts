import type { Action, ActionResult, RemoteState } from '@hospital/remote-kit';
import { isApiError } from '@hospital/api-client';
import { failedStatus, jsonFile, pdfFile } from '../../shared/actionAnswers';
import { birthDateIso } from '../../shared/birthDate';
import { accessErrors } from './accessForm';
import { lookupErrors, normaliseCode } from './lookupForm';
import { readLookup, type AccessFields, type LookupActionData, type LookupFields } from './serverLookup';

/*
 * The look-up page's server action (docs/architecture.md §2c; docs/decisions.md, issue 25): its forms posted by
 * the browser itself, told apart by their `intent`. The look-up checks code and birth date with the same
 * rules and messages as the browser (lookupErrors, accessErrors), opens the booking with the API and
 * keeps code and birth date in this browser's sealed state, then 303 to the page naming the code (never
 * the birth date); the later forms (cancel, move, consent withdrawn) act on the booking kept there. A
 * form that cannot go on is the page again with its messages and what was typed.
 */

function page(status: number, data: LookupActionData, state?: RemoteState | null): ActionResult {
  return { kind: 'page', status, data, ...(state === undefined ? {} : { state }) };
}

function text(form: URLSearchParams, name: string): string {
  return (form.get(name) ?? '').slice(0, 40);
}

/** A session as the move form names it (`<session id>|<ISO date>`, ServerMove), or null. */
function sessionAt(value: string | null): { sessionId: number; date: string } | null {
  const match = /^(\d{1,9})\|(\d{4}-\d{2}-\d{2})$/.exec(value ?? '');
  return match ? { sessionId: Number(match[1]), date: match[2] } : null;
}

/** The page at `path` showing the booking `code` (and what just happened to it). */
function bookingUrl(path: string, code: string, done?: string): string {
  return `${path}?code=${encodeURIComponent(code)}${done ? `&done=${done}` : ''}`;
}

/**
 * The action of a look-up page's route (`/detail-appointment`, `/appointment/detail`): `path` is where
 * its answers lead.
 */
export function lookupAction(path: string): Action {
  return async ({ form, api, lang, state, search, now }) => {
    const intent = form.get('intent') ?? 'lookup';

    // A mailed link's page (`?access=<token>`, issue 24): the token, already in the URL the form was
    // posted to, opens the bookings; the API checks it at each call and spends it at the withdrawal.
    if (intent === 'access-pdf' || intent === 'access-json' || intent === 'access-erase') {
      const token = search.get('access') ?? '';
      if (!token) return page(400, { form: 'all-bookings', problem: null });
      try {
        if (intent === 'access-pdf')
          return pdfFile('data-bookings.pdf', await api.getBookingAccessPdf(token));
        if (intent === 'access-json') {
          return jsonFile('data-bookings.json', await api.getBookingAccessData(token));
        }
        const erased = await api.eraseBookingAccess(token);
        // The link is spent: the page without it, saying what was done, once.
        return {
          kind: 'redirect',
          to: path,
          flash: {
            form: 'all-bookings-erased',
            cancelled: erased.cancelled_bookings,
            erased: erased.erased_bookings,
            kept: erased.kept_visits,
          },
        };
      } catch (error) {
        const { status, message } = failedStatus(error);
        return page(status, { form: 'all-bookings', problem: message });
      }
    }

    if (intent === 'access') {
      const values: AccessFields = {
        nik: text(form, 'nik').trim(),
        birthDay: text(form, 'birthDay'),
        birthMonth: text(form, 'birthMonth'),
        birthYear: text(form, 'birthYear'),
      };
      const errors = accessErrors(values, lang);
      if (Object.keys(errors).length > 0) {
        return page(422, { form: 'access', values, errors: errors as Record<string, string>, problem: null });
      }
      try {
        const answer = await api.requestBookingAccess({ nik: values.nik, bornDate: birthDateIso(values) });
        return { kind: 'redirect', to: `${path}?requested=${answer.link_minutes}` };
      } catch (error) {
        const { status, message } = failedStatus(error);
        return page(status, { form: 'access', values, errors: {}, problem: message });
      }
    }

    // The booking's own forms act on the booking this browser opened, still fresh, and the one the
    // form was rendered for (another tab may have opened another since).
    const kept = readLookup(state, now);
    const opened = kept && kept.code === normaliseCode(form.get('code') ?? '') ? kept : null;

    if (intent === 'data-pdf' || intent === 'data-json') {
      if (!opened) return page(409, { form: 'expired' });
      try {
        if (intent === 'data-pdf') {
          return pdfFile(
            `data-${opened.code}.pdf`,
            await api.getPersonalDataPdf(opened.code, opened.bornDate),
          );
        }
        return jsonFile(`data-${opened.code}.json`, await api.getPersonalData(opened.code, opened.bornDate));
      } catch (error) {
        const { status, message } = failedStatus(error);
        return page(status, { form: 'data', problem: message });
      }
    }

    if (intent === 'cancel' || intent === 'erase') {
      if (!opened) return page(409, { form: 'expired' });
      try {
        if (intent === 'cancel') {
          await api.cancelAppointment(opened.code, { bornDate: opened.bornDate });
          return { kind: 'redirect', to: bookingUrl(path, opened.code, 'cancelled') };
        }
        const erased = await api.erasePersonalData(opened.code, { bornDate: opened.bornDate, confirm: true });
        return {
          kind: 'redirect',
          to: bookingUrl(path, opened.code, erased.cancelled ? 'erased-cancelled' : 'erased'),
        };
      } catch (error) {
        const { status, message } = failedStatus(error);
        return page(status, { form: intent, problem: message });
      }
    }

    if (intent === 'move') {
      if (!opened) return page(409, { form: 'expired' });
      const to = sessionAt(form.get('session'));
      const from = sessionAt(form.get('from'));
      if (!to || !from) return page(422, { form: 'move', problem: null });
      try {
        await api.rescheduleAppointment(opened.code, {
          bornDate: opened.bornDate,
          sessionId: to.sessionId,
          date: to.date,
          fromSessionId: from.sessionId,
          fromDate: from.date,
        });
        return { kind: 'redirect', to: bookingUrl(path, opened.code, 'moved') };
      } catch (error) {
        // Full, the limit reached, too late, moved meanwhile: the API's reason, the sessions read again.
        const { status, message } = failedStatus(error);
        return page(status, { form: 'move', problem: message });
      }
    }

    const values: LookupFields = {
      code: text(form, 'code'),
      birthDay: text(form, 'birthDay'),
      birthMonth: text(form, 'birthMonth'),
      birthYear: text(form, 'birthYear'),
    };
    const errors = lookupErrors(values, lang);
    if (Object.keys(errors).length > 0) {
      return page(422, { form: 'lookup', values, errors: errors as Record<string, string>, problem: null });
    }
    const code = normaliseCode(values.code);
    const bornDate = birthDateIso(values);
    try {
      await api.getAppointment(code, bornDate);
    } catch (error) {
      // A wrong code and a wrong birth date get the same words: nothing tells whether a code exists.
      if (isApiError(error) && error.status === 429) {
        return page(429, { form: 'lookup', values, errors: {}, problem: { limited: error.message } });
      }
      const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
      return page(notFound ? 404 : 503, {
        form: 'lookup',
        values,
        errors: {},
        problem: notFound ? 'not_found' : 'network',
      });
    }
    return {
      kind: 'redirect',
      to: bookingUrl(path, code),
      state: { ...(state ?? {}), lookup: { code, bornDate, at: now } },
    };
  };
}
