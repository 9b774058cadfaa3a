import type { IdentityDocument, Lang, PatientRelation } from '@hospital/contract';
import { isValidIsoDate, PATIENT_RELATIONS, validationMessages } from '@hospital/domain';
import type { AppContext } from '../context';
import { badRequest, validationFailed } from '../lib/errors';
import { isObject, readId, readText } from '../http/input';
import { parseNonNegativeInt } from '../http/queryParams';
import { openPatientHandle } from '../security/crypto';
import { parseBookingContact, type BookingContact } from './contact';
import { hashRequest } from '../lib/idempotency';
import { parsePayment, type Payment } from './insurance';

export interface AppointmentInputParsed {
  /** From the patient handle: never sent by the client itself. */
  patientId: string;
  /** The patient's name as typed with the handle (older handles: the contact's). */
  patientName: string;
  forWhom: PatientRelation;
  companyId: number;
  poliId: number;
  doctorId: number;
  sessionId: number;
  date: string;
  payment: Payment;
  contact: BookingContact;
  /** A service package booked at its clinic (docs/decisions.md, issue 26), or null. */
  packageId: number | null;
}

const HANDLE_TEXTS = {
  expired: {
    id: 'Data pasien sudah kedaluwarsa. Kirim data pasien sekali lagi.',
    en: 'The patient details have expired. Please send them again.',
  },
  invalid: {
    id: 'Data pasien tidak valid. Kirim data pasien sekali lagi.',
    en: 'The patient details are not valid. Please send them again.',
  },
  forWhom: {
    id: 'Tidak sesuai dengan data pasien yang dikirim. Kirim data pasien sekali lagi.',
    en: 'This does not match the patient details sent. Please send them again.',
  },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What reading a booking needs of the context: the key that opens a patient handle, and the time. */
export type HandleReader = { config: Pick<AppContext['config'], 'secrets'> } & Pick<AppContext, 'clock'>;

/** Field-by-field validation with the docs/product-rules.md §5 and domain messages of the request's language. */
export function parseAppointmentInput(ctx: HandleReader, body: unknown, lang: Lang): AppointmentInputParsed {
  const m = validationMessages(lang);
  const input = isRecord(body) ? body : {};
  const fields: Record<string, string> = {};
  const id = (name: string): number => {
    const value = input[name];
    if (value === undefined || value === null || value === '') {
      fields[name] = m.required;
      return 0;
    }
    const n = readId(value);
    if (n === undefined) fields[name] = m.number;
    return n ?? 0;
  };
  const handle = readText(input.patientHandle) ?? '';
  let patientId = '';
  let sealed: { forWhom?: PatientRelation; fullName?: string; idDocument?: IdentityDocument } = {};
  if (!handle) fields.patientHandle = m.required;
  else {
    const opened = openPatientHandle(ctx.config.secrets, handle, ctx.clock());
    if (opened.ok) {
      patientId = opened.patientId;
      sealed = opened.details;
    } else fields.patientHandle = HANDLE_TEXTS[opened.reason][lang];
  }
  const forWhom = PATIENT_RELATIONS.find((relation) => relation === input.forWhom);
  if (forWhom === undefined) fields.forWhom = m.required;
  // For whom the patient was registered decides who must consent: the booking cannot say otherwise.
  else if (sealed.forWhom !== undefined && sealed.forWhom !== forWhom)
    fields.forWhom = HANDLE_TEXTS.forWhom[lang];
  const companyId = id('companyId');
  const poliId = id('poliId');
  const doctorId = id('doctorId');
  const sessionId = id('sessionId');
  // Optional: a consultation names no package.
  const packageId = input.packageId === undefined || input.packageId === null ? null : id('packageId');
  const date = readText(input.date) ?? '';
  if (!date) fields.date = m.required;
  else if (!isValidIsoDate(date)) fields.date = m.date;
  if (input.consent !== true) fields.consent = m.consent;
  const payment = parsePayment(input.insurance, lang, { idDocument: sealed.idDocument });
  if (!payment.ok) Object.assign(fields, payment.fields);
  // An unknown "for whom" is reported above; the contact is then checked as for someone else.
  const contact = parseBookingContact(input.contact, lang, forWhom ?? 'other_family');
  if (!contact.ok) Object.assign(fields, contact.fields);
  if (Object.keys(fields).length > 0 || !payment.ok || !contact.ok || forWhom === undefined) {
    throw validationFailed(fields);
  }
  return {
    patientId,
    patientName: sealed.fullName ?? contact.contact.fullName,
    forWhom,
    companyId,
    poliId,
    doctorId,
    sessionId,
    date,
    payment: payment.payment,
    contact: contact.contact,
    packageId,
  };
}

/**
 * What identifies a retried booking: the request as understood, with the patient the handle names
 * (a retry sends a new handle for the same patient) instead of the handle itself.
 */
export function bookingFingerprint(input: AppointmentInputParsed): string {
  const { packageId, ...request } = input;
  // The package only when named, so a retry of a booking stored before packages hashes as it did.
  return hashRequest(packageId === null ? request : { ...request, packageId });
}

/** The birth date that proves a booking code's holder is the patient (look-up and cancel). */
export function readBornDate(value: unknown, lang: Lang): string {
  const m = validationMessages(lang);
  if (typeof value !== 'string' || value === '') throw validationFailed({ bornDate: m.required });
  if (!isValidIsoDate(value)) throw validationFailed({ bornDate: m.date });
  return value;
}

/** A move: the new session and date, and the ones the patient saw. */
export interface RescheduleInput {
  sessionId: number;
  date: string;
  /** The slot the patient saw: the move applies only if the booking is still there. */
  fromSessionId: number;
  fromDate: string;
}

/**
 * A move's body (`POST …/reschedule`): the birth date that proves the code, the new session and date,
 * and the session the patient saw (camelCase or snake_case), each refused in its own words.
 */
export function parseRescheduleInput(raw: unknown, lang: Lang): { bornDate: string; input: RescheduleInput } {
  const body = isObject(raw) ? raw : {};
  const bornDate = readBornDate(body.bornDate ?? body.born_date, lang);
  const sessionId = parseNonNegativeInt(body.sessionId ?? body.session_id, 'sessionId', 0);
  if (sessionId === 0) {
    throw badRequest(
      { id: 'Pilih jadwal baru.', en: 'Choose the new session.' },
      { sessionId: validationMessages(lang).required },
    );
  }
  const date = body.date;
  if (typeof date !== 'string' || !isValidIsoDate(date)) {
    throw badRequest(
      { id: 'Tanggal baru wajib diisi (YYYY-MM-DD).', en: 'The new date is required (YYYY-MM-DD).' },
      { date: validationMessages(lang).date },
    );
  }
  const fromSessionId = parseNonNegativeInt(body.fromSessionId ?? body.from_session_id, 'fromSessionId', 0);
  const fromDate = body.fromDate ?? body.from_date;
  if (fromSessionId === 0 || typeof fromDate !== 'string' || !isValidIsoDate(fromDate)) {
    throw badRequest(
      {
        id: 'Sebutkan jadwal booking saat ini (fromSessionId, fromDate).',
        en: 'Name the booking’s current session (fromSessionId, fromDate).',
      },
      { fromSessionId: validationMessages(lang).required },
    );
  }
  return { bornDate, input: { sessionId, date, fromSessionId, fromDate } };
}
