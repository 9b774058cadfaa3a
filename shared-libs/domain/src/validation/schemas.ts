import { boolean, mixed, number, object, string, type InferType } from 'yup';
import { MAX_AGE_YEARS, rawAgeFromIsoDate } from '../age';
import { isValidIsoDate, todayInJakarta } from '../dates';
import type { Lang } from '../lang';
import { isValidMobilePhone, isValidPhone } from '../phone';
import { validationMessages } from './messages';
import { isPlainText } from './plainText';

const NAME_MIN = 3;
const NAME_MAX = 100;
const EMAIL_MAX = 100;
const NEWSLETTER_MESSAGE_MAX = 500;
const CONTACT_MESSAGE_MIN = 10;
const CONTACT_MESSAGE_MAX = 1000;
const POLICY_NUMBER_MAX = 40;

/**
 * Upper bounds of the free-text fields, also stated by the API's body schemas (api/src/content/schemas.ts,
 * api/src/booking/schemas.ts).
 */
export const TEXT_LIMITS = {
  name: NAME_MAX,
  email: EMAIL_MAX,
  newsletterMessage: NEWSLETTER_MESSAGE_MAX,
  contactMessage: CONTACT_MESSAGE_MAX,
  policyNumber: POLICY_NUMBER_MAX,
} as const;

/** Lower bounds of the free-text fields (trimmed), stated by the API's body schemas too. */
export const TEXT_MINIMUMS = {
  name: NAME_MIN,
  contactMessage: CONTACT_MESSAGE_MIN,
} as const;

/** A NIK's digits (KTP and family card). */
export const NIK_DIGITS = 16;
const NIK_PATTERN = new RegExp(`^\\d{${NIK_DIGITS}}$`);
/**
 * A passport or KITAS (limited stay permit) number as printed: letters and digits, 6 to 20 of them
 * (Indonesian passports have 8, other countries' 6 to 9; a KITAS card's number is longer). Spaces and
 * dashes people type are dropped before the check (`documentNumberOf`).
 */
const DOCUMENT_NUMBER_PATTERN = /^[A-Z0-9]{6,20}$/;

/**
 * The identity a patient books with (docs/decisions.md, issue 26): the NIK of an Indonesian (KTP, or a
 * child's family card), or for a foreigner the passport or the KITAS.
 */
export const IDENTITY_DOCUMENTS = ['nik', 'passport', 'kitas'] as const;
export type IdentityDocument = (typeof IDENTITY_DOCUMENTS)[number];

/** A passport or KITAS number as stored: capitals and digits, without the spaces and dashes typed. */
export function documentNumberOf(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}
/** The number on a BPJS Kesehatan (JKN-KIS) card. */
const BPJS_CARD_PATTERN = /^\d{13}$/;
/** A BPJS referral (rujukan) number from a first-level clinic: 19 capital letters and digits. */
const REFERRAL_NUMBER_PATTERN = /^[0-9A-Z]{19}$/;

/**
 * For whom an appointment is booked. For a child, the identity is the NIK on the family card (KK), or
 * none yet for a newborn; for anyone else than oneself the contact and the consent are the booker's
 * (UU PDP art. 25: a child's data is processed with a parent's or guardian's consent).
 */
export const PATIENT_RELATIONS = ['self', 'child', 'parent', 'other_family'] as const;
export type PatientRelation = (typeof PATIENT_RELATIONS)[number];

/** Who the booker is to the patient, when booking for someone else. */
export const CONTACT_RELATIONSHIPS = ['parent', 'guardian', 'child', 'spouse', 'sibling', 'other'] as const;
export type ContactRelationship = (typeof CONTACT_RELATIONSHIPS)[number];
/** Who may consent for a child (UU PDP art. 25: the parent or the guardian). */
export const CHILD_CONSENT_RELATIONSHIPS: readonly ContactRelationship[] = ['parent', 'guardian'];

/**
 * Free text a patient types (plainText.ts): one line (a name, a number), or several (a message),
 * with a field message when it holds what it may not.
 */
function textField(lang: Lang, { multiline = false }: { multiline?: boolean } = {}) {
  const m = validationMessages(lang);
  return string()
    .trim()
    .test('plainText', m.plainText, (value) => value === undefined || isPlainText(value, { multiline }));
}

function nameField(lang: Lang) {
  const m = validationMessages(lang);
  return textField(lang).required(m.required).min(NAME_MIN, m.min(NAME_MIN)).max(NAME_MAX, m.max(NAME_MAX));
}

/**
 * yup's e-mail test is the HTML form's, which takes `budi@gmail` (a host on a local network). A patient's
 * address is on the internet: its domain ends with a dot and a top-level domain of two letters or more.
 */
const INTERNET_DOMAIN = /@[^@\s]+\.[A-Za-z]{2,}$/;

function emailText(lang: Lang) {
  const m = validationMessages(lang);
  return string()
    .trim()
    .email(m.email)
    .test('tld', m.email, (value) => !value || INTERNET_DOMAIN.test(value))
    .max(EMAIL_MAX, m.max(EMAIL_MAX));
}

function emailField(lang: Lang) {
  const m = validationMessages(lang);
  return emailText(lang).required(m.required);
}

function phoneField(lang: Lang) {
  const m = validationMessages(lang);
  // Stored normalised (phoneTo62 drops the whitespace), but refused as any text field would be.
  return textField(lang)
    .required(m.required)
    .test('phone', m.phone, (value) => value === undefined || isValidPhone(value));
}

/** A field labelled WhatsApp: a mobile number (a landline has no WhatsApp), its message saying the form. */
function mobilePhoneField(lang: Lang) {
  const m = validationMessages(lang);
  return textField(lang)
    .required(m.required)
    .test('mobilePhone', m.mobilePhone, (value) => value === undefined || isValidMobilePhone(value));
}

// Compared with today in Asia/Jakarta at validation time, so a long-lived schema never goes stale.
function birthDateField(lang: Lang) {
  const m = validationMessages(lang);
  return string()
    .trim()
    .required(m.required)
    .test('date', m.date, (value) => value === undefined || isValidIsoDate(value))
    .test('futureDate', m.futureDate, (value) => {
      if (value === undefined || !isValidIsoDate(value)) return true;
      return value <= todayInJakarta();
    })
    .test('maxAge', m.date, (value) => {
      if (value === undefined || !isValidIsoDate(value) || value > todayInJakarta()) return true;
      const age = rawAgeFromIsoDate(value);
      return age !== null && age <= MAX_AGE_YEARS;
    });
}

/**
 * The patient: for whom, name, ISO birth date and 16-digit NIK (from the KTP, or for a child the family
 * card); a newborn without a NIK yet says so instead. A foreigner gives a passport or KITAS number
 * instead of the NIK (`idDocument`, default `nik`).
 */
export function patientSchema(lang: Lang) {
  const m = validationMessages(lang);
  const usesNik = (document: unknown) => document === undefined || document === 'nik';
  return object({
    idDocument: mixed<IdentityDocument>().default('nik').oneOf(IDENTITY_DOCUMENTS, m.required),
    forWhom: mixed<PatientRelation>().required(m.required).oneOf(PATIENT_RELATIONS, m.required),
    fullName: nameField(lang),
    bornDate: birthDateField(lang),
    newborn: boolean()
      .default(false)
      .test('child-only', m.required, function (value) {
        return !value || this.parent.forWhom === 'child';
      }),
    nik: string()
      .trim()
      .default('')
      .when(['idDocument', 'newborn'], ([document, newborn], schema) => {
        // With a passport or KITAS the NIK field is not this booking's (it may hold what was typed first).
        if (!usesNik(document)) return schema.transform(() => '');
        if (newborn === true)
          return schema.matches(NIK_PATTERN, { message: m.nik, excludeEmptyString: true });
        return schema.required(m.required).matches(NIK_PATTERN, m.nik);
      }),
    documentNumber: string()
      .default('')
      // A JSON null is yup's to refuse (or, beside a NIK, to drop), not a string to clean.
      .transform((value: unknown) => (typeof value === 'string' ? documentNumberOf(value) : value))
      .when('idDocument', ([document], schema) =>
        usesNik(document)
          ? schema.transform(() => '')
          : schema
              .required(m.required)
              .matches(DOCUMENT_NUMBER_PATTERN, document === 'kitas' ? m.kitas : m.passport),
      ),
  });
}
export type PatientInput = InferType<ReturnType<typeof patientSchema>>;

/**
 * Asking for a link to every booking of a patient (docs/decisions.md, issue 24): the NIK and birth
 * date as the patient form takes them. A newborn without a NIK has no such link: the desk helps.
 */
export function bookingAccessSchema(lang: Lang) {
  const m = validationMessages(lang);
  return object({
    nik: string().trim().required(m.required).matches(NIK_PATTERN, m.nik),
    bornDate: birthDateField(lang),
  });
}
export type BookingAccessValues = InferType<ReturnType<typeof bookingAccessSchema>>;

/**
 * Who the hospital calls about one booking: the patient, or for someone else the booker with who they
 * are to the patient. A phone is enough; the e-mail is optional.
 */
export function bookingContactSchema(lang: Lang, forWhom: PatientRelation) {
  const m = validationMessages(lang);
  return object({
    fullName: nameField(lang),
    phone: mobilePhoneField(lang),
    email: emailText(lang).default(''),
    relationship:
      forWhom === 'self'
        ? mixed<ContactRelationship>().strip()
        : forWhom === 'child'
          ? mixed<ContactRelationship>()
              .required(m.required)
              .oneOf(CONTACT_RELATIONSHIPS, m.required)
              // Only a known relationship is checked here: a missing or unknown one is `required`'s.
              .test(
                'guardian',
                m.guardian,
                (value) =>
                  !CONTACT_RELATIONSHIPS.some((relationship) => relationship === value) ||
                  CHILD_CONSENT_RELATIONSHIPS.some((relationship) => relationship === value),
              )
          : mixed<ContactRelationship>().required(m.required).oneOf(CONTACT_RELATIONSHIPS, m.required),
  });
}

/** Newsletter: the form may ask only for the e-mail, so name is optional and may be empty. */
export function newsletterSchema(lang: Lang) {
  const m = validationMessages(lang);
  return object({
    name: textField(lang).default('').max(NAME_MAX, m.max(NAME_MAX)),
    email: emailField(lang),
    message: textField(lang, { multiline: true })
      .optional()
      .max(NEWSLETTER_MESSAGE_MAX, m.max(NEWSLETTER_MESSAGE_MAX)),
  });
}
export type NewsletterInput = InferType<ReturnType<typeof newsletterSchema>>;

export function contactSchema(lang: Lang) {
  const m = validationMessages(lang);
  return object({
    name: nameField(lang),
    email: emailField(lang),
    message: textField(lang, { multiline: true })
      .required(m.required)
      .min(CONTACT_MESSAGE_MIN, m.min(CONTACT_MESSAGE_MIN))
      .max(CONTACT_MESSAGE_MAX, m.max(CONTACT_MESSAGE_MAX)),
  });
}
export type ContactInput = InferType<ReturnType<typeof contactSchema>>;

export function eventRegistrationSchema(lang: Lang) {
  return object({
    name: nameField(lang),
    email: emailField(lang),
    phone: phoneField(lang),
  });
}
export type EventRegistrationInput = InferType<ReturnType<typeof eventRegistrationSchema>>;

export function screeningVisitorSchema(lang: Lang) {
  return object({
    name: nameField(lang),
    phone: phoneField(lang),
  });
}

export const PAYMENT_KINDS = ['self', 'bpjs', 'insurer'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * How the patient pays: self-paying; BPJS Kesehatan with the card number and, for a specialist visit,
 * the referral (rujukan) from a first-level clinic, by its number or on paper; or another insurer with
 * its id and policy number.
 */
export function insuranceSchema(lang: Lang, { idDocument = 'nik' }: { idDocument?: IdentityDocument } = {}) {
  const m = validationMessages(lang);
  return object({
    // BPJS Kesehatan knows its members by NIK: a patient booking with a passport or KITAS pays another way.
    kind: mixed<PaymentKind>()
      .required(m.required)
      .oneOf(PAYMENT_KINDS, m.required)
      .test('bpjsNik', m.bpjsNeedsNik, (value) => value !== 'bpjs' || idDocument === 'nik'),
    bpjsCardNumber: string()
      .trim()
      .optional()
      .when('kind', {
        is: 'bpjs',
        then: (s) => s.required(m.required).matches(BPJS_CARD_PATTERN, { message: m.bpjsCard }),
      }),
    paperReferral: boolean().default(false),
    referralNumber: string()
      .trim()
      .uppercase()
      .optional()
      .when(['kind', 'paperReferral'], {
        is: (kind: unknown, paper: unknown) => kind === 'bpjs' && paper !== true,
        then: (s) => s.required(m.required).matches(REFERRAL_NUMBER_PATTERN, { message: m.referral }),
      }),
    insurerId: number()
      .typeError(m.number)
      .integer(m.number)
      .positive(m.number)
      .optional()
      .when('kind', { is: 'insurer', then: (s) => s.required(m.required) }),
    policyNumber: textField(lang)
      .optional()
      .max(POLICY_NUMBER_MAX, m.max(POLICY_NUMBER_MAX))
      .when('kind', { is: 'insurer', then: (s) => s.required(m.required) }),
  });
}
export type InsuranceInput = InferType<ReturnType<typeof insuranceSchema>>;

/** The late notice's upper bound: a doctor later than four hours is a cancelled session, not a late one. */
export const DESK_LATE_MAX_MINUTES = 240;
const DESK_USERNAME_MAX = 60;
const DESK_PASSWORD_MAX = 200;
const BOOKING_CODE_MAX = 40;
const DESK_SEARCH_MAX = 60;

/** The desk's upper bounds, for the API's route schemas (api/src/frontdesk/schemas.ts) to state the same. */
export const DESK_LIMITS = {
  username: DESK_USERNAME_MAX,
  password: DESK_PASSWORD_MAX,
  bookingCode: BOOKING_CODE_MAX,
  search: DESK_SEARCH_MAX,
  lateMinutes: DESK_LATE_MAX_MINUTES,
} as const;

function sessionIdField(lang: Lang) {
  const m = validationMessages(lang);
  return number().typeError(m.number).required(m.required).integer(m.number).positive(m.number);
}

/** The front desk's sign-in (docs/decisions.md, issue 18); the same rules in the form and in the API. */
export function deskSignInSchema(lang: Lang) {
  const m = validationMessages(lang);
  return object({
    username: string().trim().required(m.required).max(DESK_USERNAME_MAX, m.max(DESK_USERNAME_MAX)),
    password: string().required(m.required).max(DESK_PASSWORD_MAX, m.max(DESK_PASSWORD_MAX)),
  });
}
export type DeskSignInInput = InferType<ReturnType<typeof deskSignInSchema>>;

/** A desk action on one booking: check-in or no-show, by the booking code. */
export function deskBookingSchema(lang: Lang) {
  const m = validationMessages(lang);
  return object({
    code: string().trim().required(m.required).max(BOOKING_CODE_MAX, m.max(BOOKING_CODE_MAX)),
  });
}

/** The desk's patient search (docs/decisions.md, issue 26): at least 3 characters; digits alone at least 4. */
export const DESK_SEARCH_MIN_CHARS = 3;
export const DESK_SEARCH_MIN_DIGITS = 4;

/**
 * What a desk search term is: digits (a phone number or an identity number's last digits; spaces, dashes
 * and a leading + as people type them), or text (a name, a booking code, a passport number).
 */
export function deskSearchTerm(
  raw: string,
): { kind: 'digits'; digits: string } | { kind: 'text'; text: string } {
  const text = raw.trim().replace(/\s+/g, ' ');
  if (/^\+?[\d\s-]+$/.test(text)) return { kind: 'digits', digits: text.replace(/\D/g, '') };
  return { kind: 'text', text };
}

/**
 * A term the desk first tries as a booking code (a scanned or typed code checks the patient in at once):
 * one word of letters with digits or dashes, as codes are printed. Anything else (a name, digits alone) is
 * searched; a code-like term that is no booking is searched too (a passport number, say).
 */
export function looksLikeBookingCode(raw: string): boolean {
  const text = raw.trim();
  if (BOOKING_CODE_FORM.test(text)) return true;
  return /^[A-Za-z0-9-]{6,}$/.test(text) && /[A-Za-z]/.test(text) && /[\d-]/.test(text);
}

/** A booking code as the API makes them: 10 of `ABCDEFGHJKMNPQRSTUVWXYZ23456789` (some have no digit). */
const BOOKING_CODE_FORM = /^[A-HJKMNP-Z2-9]{10}$/i;

/** Long enough to search by: a short term would list half the day's patients. */
export function isDeskSearchTerm(raw: string): boolean {
  const term = deskSearchTerm(raw);
  return term.kind === 'digits'
    ? term.digits.length >= DESK_SEARCH_MIN_DIGITS
    : term.text.length >= DESK_SEARCH_MIN_CHARS;
}

/** The desk's one search field: a booking code, a name, a phone number or an identity number's last digits. */
export function deskSearchSchema(lang: Lang) {
  const m = validationMessages(lang);
  return object({
    q: string()
      .trim()
      .required(m.required)
      .max(DESK_SEARCH_MAX, m.max(DESK_SEARCH_MAX))
      .test('plain', m.plainText, (value) => isPlainText(value ?? ''))
      .test('searchable', m.deskSearch, (value) => isDeskSearchTerm(value ?? '')),
  });
}

/** A desk action on one session: calling (the next patient, or the one whose code is given), or cancelling it. */
export function deskSessionSchema(lang: Lang) {
  const m = validationMessages(lang);
  return object({
    session_id: sessionIdField(lang),
    code: string().trim().optional().max(BOOKING_CODE_MAX, m.max(BOOKING_CODE_MAX)),
  });
}

/** The doctor-late notice: whole minutes, 0 (on time again) to DESK_LATE_MAX_MINUTES. */
export function deskLateSchema(lang: Lang) {
  const m = validationMessages(lang);
  const range = m.range(0, DESK_LATE_MAX_MINUTES);
  return object({
    session_id: sessionIdField(lang),
    minutes: number()
      .typeError(range)
      .required(range)
      .integer(range)
      .min(0, range)
      .max(DESK_LATE_MAX_MINUTES, range),
  });
}
