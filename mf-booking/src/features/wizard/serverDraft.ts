import { queryOptions } from '@hospital/query';
import type { JsonValue, RemoteState } from '@hospital/remote-kit';
import type { IdentityDocument, PatientRelation } from '@hospital/domain';
import {
  EMPTY_CONTACT,
  EMPTY_INSURANCE,
  EMPTY_PATIENT,
  EMPTY_SCHEDULE,
  emptyDraft,
  type BookingDraft,
  type DraftNotice,
} from './draftStore';
import { toStepNumber, type StepNumber } from './steps';
import { record } from '../../shared/stateRecord';

/*
 * The wizard's draft when the browser posts the steps itself (no JavaScript, or a tap before the scripts
 * ran: docs/architecture.md §2c). The booking's server action (wizardAction.ts) keeps it in this remote's sealed
 * state cookie, `{ draft: { id, rev, data } }`; the page renders the step from it, and a browser whose
 * scripts run takes it over into its own draft (CreateAppointmentPage). docs/decisions.md, issue 25.
 */

/** The draft kept on the server side of the browser's session. */
export interface ServerDraft {
  /** Random, for this draft only: the booking's idempotency key is derived from it (wizardAction.ts). */
  id: string;
  /** Counts the changes: a browser takes over each revision once. */
  rev: number;
  data: BookingDraft;
}

/** What the page renders from a server draft (the query cache carries it to the browser). */
export interface ServerDraftView {
  id: string;
  rev: number;
  draft: BookingDraft;
  /** The step the server shows (never beyond the first unanswered one). */
  step: StepNumber;
}

// The domain's PATIENT_RELATIONS lives with its yup schemas, which the wizard's first load must not
// download (docs/decisions.md, issue 9): the same four, checked against the type.
const RELATIONS: readonly PatientRelation[] = ['self', 'child', 'parent', 'other_family'];
const DOCUMENTS: readonly IdentityDocument[] = ['nik', 'passport', 'kitas'];

/** Long enough for a typed name or address; a state cookie holds about 4 KB in all. */
const MAX_TEXT = 160;

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value.slice(0, MAX_TEXT) : fallback;
}

function id(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

function notice(value: unknown): DraftNotice | null {
  const n = record(value);
  if ((n.kind === 'session_full' || n.kind === 'session_unavailable') && n.step === 4) {
    return { kind: n.kind, step: 4 };
  }
  const step = toStepNumber(n.step);
  if (n.kind === 'invalid' && step !== null) return { kind: 'invalid', step, message: text(n.message, '') };
  return null;
}

/**
 * A draft as the wizard's store holds it, from what was kept (a release may have kept another shape:
 * what is unknown takes the empty draft's value, and every text is bounded).
 */
export function toBookingDraft(value: unknown): BookingDraft {
  const d = record(value);
  const empty = emptyDraft();
  const patient = record(d.patient);
  const contact = record(d.contact);
  const insurance = record(d.insurance);
  const schedule = record(d.schedule);
  const forWhom = RELATIONS.find((relation) => relation === patient.forWhom) ?? EMPTY_PATIENT.forWhom;
  const relationship = text(contact.relationship, '');
  const kind = insurance.kind;
  return {
    ...empty,
    step: toStepNumber(d.step) ?? 1,
    returnToSummary: d.returnToSummary === true,
    scheduleFirst: d.scheduleFirst === true,
    companyId: id(d.companyId),
    packageId: id(d.packageId),
    patient: {
      forWhom,
      fullName: text(patient.fullName, ''),
      birthDay: text(patient.birthDay, ''),
      birthMonth: text(patient.birthMonth, ''),
      birthYear: text(patient.birthYear, ''),
      newborn: patient.newborn === true,
      idDocument: DOCUMENTS.find((document) => document === patient.idDocument) ?? EMPTY_PATIENT.idDocument,
      nik: text(patient.nik, ''),
      documentNumber: text(patient.documentNumber, ''),
    },
    contact: {
      ...EMPTY_CONTACT,
      fullName: text(contact.fullName, ''),
      relationship: relationship as BookingDraft['contact']['relationship'],
      phone: text(contact.phone, ''),
      email: text(contact.email, ''),
    },
    insurance: {
      ...EMPTY_INSURANCE,
      kind: kind === 'self' || kind === 'bpjs' || kind === 'insurer' ? kind : '',
      bpjsCardNumber: text(insurance.bpjsCardNumber, ''),
      referralNumber: text(insurance.referralNumber, ''),
      paperReferral: insurance.paperReferral === true,
      insurerId: text(insurance.insurerId, ''),
      policyNumber: text(insurance.policyNumber, ''),
    },
    schedule: {
      ...EMPTY_SCHEDULE,
      poliId: id(schedule.poliId),
      doctorId: id(schedule.doctorId),
      date: text(schedule.date, ''),
      sessionId: id(schedule.sessionId),
      start: text(schedule.start, ''),
      end: text(schedule.end, ''),
    },
    consent: d.consent === true,
    notice: notice(d.notice),
  };
}

/** The server draft kept in the remote's state, or null. */
export function readServerDraft(state: RemoteState | null | undefined): ServerDraft | null {
  const kept = record(state?.draft);
  if (typeof kept.id !== 'string' || kept.id === '' || typeof kept.rev !== 'number') return null;
  return { id: kept.id, rev: kept.rev, data: toBookingDraft(kept.data) };
}

/** The draft as it goes into the state (JSON; what the store's actions need is not kept). */
export function serverDraftState(draft: ServerDraft): JsonValue {
  const { attempt: _attempt, ...data } = draft.data;
  return { id: draft.id, rev: draft.rev, data: data as unknown as JsonValue };
}

/**
 * The server draft the page was rendered with, in its query cache (a fixed value, never fetched): the
 * server's render and the browser's first render read the same, so the browser takes the HTML over as it is.
 */
export const serverDraftQuery = queryOptions({
  queryKey: ['booking', 'server-draft'],
  queryFn: (): ServerDraftView | null => null,
  staleTime: Infinity,
});

/** The server draft revision this tab has taken over already (sessionStorage, like the draft itself). */
const ADOPTED_KEY = 'medika.booking.serverDraft';

/**
 * Whether this tab should take over `view` into its own draft: once per revision, so a later reload does
 * not bring back an older server draft over what was typed since with JavaScript.
 */
export function takeOverOnce(view: ServerDraftView): boolean {
  const mark = `${view.id}:${view.rev}`;
  try {
    if (sessionStorage.getItem(ADOPTED_KEY) === mark) return false;
    sessionStorage.setItem(ADOPTED_KEY, mark);
  } catch {
    // Storage blocked: the draft lives in memory, and this page's server draft is the newest.
  }
  return true;
}
