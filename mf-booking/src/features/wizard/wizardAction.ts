import { createHash, randomUUID } from 'node:crypto';
import type { Action, ActionContext, ActionResult, JsonValue, RemoteState } from '@hospital/remote-kit';
import type { ApiClient } from '@hospital/api-client';
import { isValidIsoDate, parseBookingLink, validationMessages, type Lang } from '@hospital/domain';
import type { WizardActionData } from './actionData';
import { ANSWER_CHECKS } from './answerChecks';
import {
  askedStep,
  emptyDraft,
  EMPTY_SCHEDULE,
  withPreselection,
  type BookingDraft,
  type InsuranceDraft,
} from './draftStore';
import { insuranceErrors } from './insurance/insuranceForm';
import { patientStepErrors } from './patient/patientForm';
import { stepAfter } from './progress';
import { readBooked } from '../../shared/bookedState';
import { readServerDraft, serverDraftState, type ServerDraft } from './serverDraft';
import { isSessionBookable } from './schedule/availabilityDays';
import { LAST_STEP, toStepNumber, type StepNumber } from './steps';
import { bookingFingerprint, buildBookingRequest, submitBooking } from './submitBooking';

/*
 * The booking wizard's server action (docs/architecture.md §2c; docs/decisions.md, issue 25): each step posted by
 * the browser itself, checked with the same rules and messages as in the browser (the domain's yup
 * schemas through patientStepErrors and insuranceErrors, the same "required" of the other steps), kept in
 * the sealed server draft, then 303 to the next step; a step that cannot go on is the page again (422)
 * with its messages and everything typed. The summary books with the same calls as the browser
 * (submitBooking), under an idempotency key fixed by the draft and what is booked: a double submit or a
 * reload of the post books once.
 */

const WIZARD = '/appointment/create';
const SUCCESS = '/appointment/success';

function stepUrl(step: StepNumber, extra = ''): string {
  return `${WIZARD}?step=${step}${extra}`;
}

/** The field's posted value, or undefined when the form did not have it (a question not shown yet). */
function field(form: URLSearchParams, name: string): string | undefined {
  return form.has(name) ? (form.get(name) ?? '') : undefined;
}

function idOf(value: string | undefined): number | null | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  return value !== '' && Number.isInteger(n) && n > 0 ? n : null;
}

function keep(kept: ServerDraft, data: BookingDraft): JsonValue {
  return serverDraftState({ ...kept, rev: kept.rev + 1, data });
}

function withDraft(state: RemoteState | null, draft: JsonValue | null): RemoteState {
  const { draft: _old, ...rest } = state ?? {};
  return draft === null ? rest : { ...rest, draft };
}

/** Step 2's answers from the form; a checkbox is on the page only for the answers it applies to. */
function readPatient(form: URLSearchParams, draft: BookingDraft): BookingDraft {
  const text = (name: string, fallback: string) => field(form, name) ?? fallback;
  const { patient, contact } = draft;
  const forWhom = text('patient.forWhom', patient.forWhom);
  const idDocument = text('patient.idDocument', patient.idDocument);
  return {
    ...draft,
    patient: {
      forWhom:
        forWhom === 'self' || forWhom === 'child' || forWhom === 'parent' || forWhom === 'other_family'
          ? forWhom
          : patient.forWhom,
      fullName: text('patient.fullName', patient.fullName),
      birthDay: text('patient.birthDay', patient.birthDay),
      birthMonth: text('patient.birthMonth', patient.birthMonth),
      birthYear: text('patient.birthYear', patient.birthYear),
      // Shown for a child only: its absence from a child's form is "not ticked".
      newborn: patient.forWhom === 'child' ? form.has('patient.newborn') : patient.newborn,
      idDocument:
        idDocument === 'nik' || idDocument === 'passport' || idDocument === 'kitas'
          ? idDocument
          : patient.idDocument,
      nik: text('patient.nik', patient.nik).replace(/\s+/g, ''),
      documentNumber: text('patient.documentNumber', patient.documentNumber),
    },
    contact: {
      fullName: text('contact.fullName', contact.fullName),
      relationship: text(
        'contact.relationship',
        contact.relationship,
      ) as BookingDraft['contact']['relationship'],
      phone: text('contact.phone', contact.phone).replace(/[^\d+]/g, ''),
      email: text('contact.email', contact.email),
    },
  };
}

function readInsurance(form: URLSearchParams, draft: BookingDraft): BookingDraft {
  const { insurance } = draft;
  const kind = field(form, 'kind') ?? insurance.kind;
  const next: InsuranceDraft = {
    kind: kind === 'self' || kind === 'bpjs' || kind === 'insurer' ? kind : '',
    bpjsCardNumber: (field(form, 'bpjsCardNumber') ?? insurance.bpjsCardNumber).replace(/\s+/g, ''),
    referralNumber: field(form, 'referralNumber') ?? insurance.referralNumber,
    // On the page with the BPJS questions only.
    paperReferral: insurance.kind === 'bpjs' ? form.has('paperReferral') : insurance.paperReferral,
    insurerId: field(form, 'insurerId') ?? insurance.insurerId,
    policyNumber: field(form, 'policyNumber') ?? insurance.policyNumber,
  };
  return { ...draft, insurance: next };
}

/**
 * Step 4's choices: each one clears the ones that depend on it (as the store's setSchedule); the
 * session's hours come from fresh availability, and a session no longer bookable is no choice.
 */
async function readSchedule(
  form: URLSearchParams,
  draft: BookingDraft,
  api: ApiClient,
): Promise<BookingDraft> {
  let schedule = { ...draft.schedule };
  let { packageId } = draft;
  const poliId = idOf(field(form, 'poliId'));
  if (poliId !== undefined && poliId !== schedule.poliId) {
    schedule = { ...EMPTY_SCHEDULE, poliId };
    // A package is booked at the clinic its link named (as the store's setSchedule).
    packageId = null;
  }
  const doctorId = idOf(field(form, 'doctorId'));
  if (doctorId !== undefined && doctorId !== schedule.doctorId) {
    schedule = { ...EMPTY_SCHEDULE, poliId: schedule.poliId, doctorId };
  }
  const sessionId = idOf(field(form, 'sessionId'));
  if (sessionId !== undefined) schedule = { ...schedule, sessionId, start: '', end: '' };
  if (
    schedule.sessionId !== null &&
    schedule.date &&
    draft.companyId !== null &&
    schedule.poliId !== null &&
    schedule.doctorId !== null
  ) {
    const availability = await api.getAvailability({
      company_id: draft.companyId,
      poli_id: schedule.poliId,
      doctor_id: schedule.doctorId,
    });
    const session = availability.days
      .find((day) => day.date === schedule.date)
      ?.sessions.find((s) => s.session_id === schedule.sessionId);
    schedule =
      session && isSessionBookable(session)
        ? { ...schedule, start: session.start, end: session.end }
        : { ...schedule, sessionId: null, start: '', end: '' };
  }
  return { ...draft, packageId, schedule };
}

/**
 * The step's messages by form field name; none when it can go on. `before` is the draft the page was
 * rendered with: what it asked (a question shown only after another's answer is asked, not an error).
 */
function stepErrors(
  step: StepNumber,
  draft: BookingDraft,
  before: BookingDraft,
  lang: Lang,
): Record<string, string> {
  const required = validationMessages(lang).required;
  const errors: Record<string, string> = {};
  switch (step) {
    case 1:
      if (draft.companyId === null) errors.companyId = required;
      break;
    case 2: {
      const found = patientStepErrors(draft, lang);
      for (const [name, message] of Object.entries(found.patient)) errors[`patient.${name}`] = message;
      for (const [name, message] of Object.entries(found.contact)) errors[`contact.${name}`] = message;
      break;
    }
    case 3:
      Object.assign(errors, insuranceErrors(draft.insurance, lang, draft.patient.idDocument));
      break;
    case 4: {
      const { poliId, doctorId, date, sessionId } = draft.schedule;
      const shown = before.schedule;
      if (poliId === null) errors.poliId = required;
      else if (doctorId === null && shown.poliId === poliId) errors.doctorId = required;
      else if (doctorId !== null && !date && shown.doctorId === doctorId) errors.date = required;
      else if (date && sessionId === null && shown.date === date) errors.sessionId = required;
      break;
    }
    case 5:
      if (!draft.consent) errors.consent = validationMessages(lang).consent;
      break;
  }
  return errors;
}

/** Where Next leads: as in the browser (progress.ts), the checks being always loaded here. */
function nextStep(step: StepNumber, draft: BookingDraft): StepNumber {
  return stepAfter(draft, step, ANSWER_CHECKS) ?? LAST_STEP;
}

function moveTo(
  draft: BookingDraft,
  step: StepNumber,
  returnToSummary = draft.returnToSummary,
): BookingDraft {
  return { ...draft, step, returnToSummary: step === LAST_STEP ? false : returnToSummary };
}

/**
 * The idempotency key of this draft's booking: the same for the same draft and the same booking (a
 * double submit, a reload of the post, a retry after the API did not answer), another one when what is
 * booked changed. Derived, not stored, so two posts with the same cookie agree without writing first.
 */
function idempotencyKey(draftId: string, fingerprint: string): string {
  return `html-${createHash('sha256').update(`${draftId}\n${fingerprint}`).digest('base64url').slice(0, 40)}`;
}

function page(
  status: number,
  data: WizardActionData,
  state: RemoteState | null,
): Extract<ActionResult, { kind: 'page' }> {
  return { kind: 'page', status, data, state };
}

async function submit(context: ActionContext, kept: ServerDraft, draft: BookingDraft): Promise<ActionResult> {
  const { api, lang, state, now } = context;
  const request = buildBookingRequest(draft);
  if (!request)
    return { kind: 'redirect', to: stepUrl(3), state: withDraft(state, keep(kept, moveTo(draft, 3, true))) };
  const outcome = await submitBooking(request, idempotencyKey(kept.id, bookingFingerprint(request)), api);
  switch (outcome.kind) {
    case 'success': {
      const booked = { code: outcome.appointment.code, bornDate: request.patient.bornDate, lang, at: now };
      return {
        kind: 'redirect',
        to: `${SUCCESS}?code=${encodeURIComponent(booked.code)}`,
        state: { ...withDraft(state, null), booked },
      };
    }
    case 'schedule_conflict': {
      const data = moveTo(
        {
          ...draft,
          schedule: { ...draft.schedule, sessionId: null, start: '', end: '' },
          notice: { kind: outcome.code, step: 4 },
        },
        4,
        true,
      );
      return { kind: 'redirect', to: stepUrl(4), state: withDraft(state, keep(kept, data)) };
    }
    case 'invalid': {
      const data = moveTo(
        { ...draft, notice: { kind: 'invalid', step: outcome.step, message: outcome.message } },
        outcome.step,
        true,
      );
      return { kind: 'redirect', to: stepUrl(outcome.step), state: withDraft(state, keep(kept, data)) };
    }
    case 'duplicate':
      return page(409, { step: 5, errors: {}, problem: 'duplicate' }, withDraft(state, keep(kept, draft)));
    case 'retryable':
      // Nothing is lost: the same post again is the same attempt (the key above).
      return page(503, { step: 5, errors: {}, problem: 'retryable' }, withDraft(state, keep(kept, draft)));
  }
}

/** `POST /appointment/create?step=N`: one step of the wizard, posted by the browser itself. */
export const createAppointmentAction: Action = async (context) => {
  const { form, lang, search, state, api, now } = context;
  const found = readServerDraft(state);
  // The booking was made already (a reload of the last post): its confirmation, not a second booking.
  const booked = readBooked(state, now);
  if (!found && booked && form.get('intent') !== 'back' && toStepNumber(search.get('step')) === LAST_STEP) {
    return { kind: 'redirect', to: `${SUCCESS}?code=${encodeURIComponent(booked.code)}` };
  }
  const kept: ServerDraft = found ?? { id: randomUUID(), rev: 0, data: emptyDraft() };
  // A doctor's link without ?step= was rendered on the schedule (docs/decisions.md, issue 26).
  const step = askedStep(search);
  const intent = form.get('intent') ?? 'next';
  let draft: BookingDraft = {
    ...kept.data,
    notice: kept.data.notice?.step === step ? null : kept.data.notice,
  };

  // A doctor card's link names the hospital, clinic and doctor: the same as the browser applies it.
  const link = parseBookingLink(search);
  if (link) draft = { ...withPreselection(draft, link), returnToSummary: false };
  // What the page asked: the link's choice was on it.
  const shown = link ? withPreselection(kept.data, link) : kept.data;

  switch (step) {
    case 1: {
      const companyId = idOf(field(form, 'companyId'));
      if (companyId && companyId !== draft.companyId) {
        draft = { ...draft, companyId, packageId: null, schedule: { ...EMPTY_SCHEDULE } };
      }
      break;
    }
    case 2:
      draft = readPatient(form, draft);
      break;
    case 3:
      draft = readInsurance(form, draft);
      break;
    case 4:
      draft = await readSchedule(form, draft, api);
      break;
    case 5:
      draft = { ...draft, consent: form.has('consent') };
      break;
  }

  if (intent === 'back') {
    const back = Math.max(step - 1, 1) as StepNumber;
    return { kind: 'redirect', to: stepUrl(back), state: withDraft(state, keep(kept, moveTo(draft, back))) };
  }
  const edit = /^edit-([1-4])$/.exec(intent);
  if (edit) {
    const target = Number(edit[1]) as StepNumber;
    return {
      kind: 'redirect',
      to: stepUrl(target),
      state: withDraft(state, keep(kept, moveTo(draft, target, true))),
    };
  }
  // The calendar's days and months (step 4): a day is a choice kept in the draft, a month only a view.
  const day = /^date:(\d{4}-\d{2}-\d{2})$/.exec(intent);
  if (day && isValidIsoDate(day[1])) {
    draft = { ...draft, schedule: { ...draft.schedule, date: day[1], sessionId: null, start: '', end: '' } };
    return {
      kind: 'redirect',
      to: stepUrl(4, '#booking-session'),
      state: withDraft(state, keep(kept, moveTo(draft, 4))),
    };
  }
  const month = /^month:(\d{4}-\d{2})$/.exec(intent);
  if (month) {
    return {
      kind: 'redirect',
      to: stepUrl(4, `&month=${month[1]}#booking-date`),
      state: withDraft(state, keep(kept, draft)),
    };
  }

  const errors = stepErrors(step, draft, shown, lang);
  if (Object.keys(errors).length > 0) {
    return page(422, { step, errors, problem: null }, withDraft(state, keep(kept, moveTo(draft, step))));
  }
  // Step 4 goes on only once its last question is answered; until then the next question is shown.
  if (step === 4 && draft.schedule.start === '') {
    return { kind: 'redirect', to: stepUrl(4), state: withDraft(state, keep(kept, moveTo(draft, 4))) };
  }
  if (step === LAST_STEP) return submit(context, kept, draft);
  const target = nextStep(step, draft);
  return {
    kind: 'redirect',
    to: stepUrl(target),
    state: withDraft(state, keep(kept, moveTo(draft, target))),
  };
};
