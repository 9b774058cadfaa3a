import { mixed, number, object, string, type InferType } from 'yup';
import { MAX_AGE_YEARS, rawAgeFromIsoDate } from '../age';
import { isValidIsoDate, todayInJakarta } from '../dates';
import type { Lang } from '../lang';
import { isValidPhone } from '../phone';
import { validationMessages } from './messages';

export const NAME_MIN = 3;
export const NAME_MAX = 100;
export const EMAIL_MAX = 100;
export const NIK_LENGTH = 16;
export const NEWSLETTER_MESSAGE_MAX = 500;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 1000;
export const POLICY_NUMBER_MAX = 40;

const NIK_PATTERN = /^\d{16}$/;

function nameField(lang: Lang) {
  const m = validationMessages(lang);
  return string().trim().required(m.required).min(NAME_MIN, m.min(NAME_MIN)).max(NAME_MAX, m.max(NAME_MAX));
}

function emailField(lang: Lang) {
  const m = validationMessages(lang);
  return string().trim().required(m.required).email(m.email).max(EMAIL_MAX, m.max(EMAIL_MAX));
}

function phoneField(lang: Lang) {
  const m = validationMessages(lang);
  return string()
    .trim()
    .required(m.required)
    .test('phone', m.phone, (value) => value === undefined || isValidPhone(value));
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

/** Patient registration: name, ISO birth date, phone (08…, 62…, +62…), email and 16-digit NIK. */
export function patientSchema(lang: Lang) {
  const m = validationMessages(lang);
  return object({
    fullName: nameField(lang),
    bornDate: birthDateField(lang),
    phone: phoneField(lang),
    email: emailField(lang),
    nik: string()
      .trim()
      .required(m.required)
      .matches(NIK_PATTERN, { message: m.nik, excludeEmptyString: true }),
  });
}
export type PatientInput = InferType<ReturnType<typeof patientSchema>>;

/** Newsletter: the form may ask only for the e-mail, so name is optional and may be empty. */
export function newsletterSchema(lang: Lang) {
  const m = validationMessages(lang);
  return object({
    name: string().trim().default('').max(NAME_MAX, m.max(NAME_MAX)),
    email: emailField(lang),
    message: string().trim().optional().max(NEWSLETTER_MESSAGE_MAX, m.max(NEWSLETTER_MESSAGE_MAX)),
  });
}
export type NewsletterInput = InferType<ReturnType<typeof newsletterSchema>>;

export function contactSchema(lang: Lang) {
  const m = validationMessages(lang);
  return object({
    name: nameField(lang),
    email: emailField(lang),
    message: string()
      .trim()
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
export type ScreeningVisitorInput = InferType<ReturnType<typeof screeningVisitorSchema>>;

export const PAYMENT_KINDS = ['self', 'insurer'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** How the patient pays: self-paying, or an insurer with its id and policy number. */
export function insuranceSchema(lang: Lang) {
  const m = validationMessages(lang);
  return object({
    kind: mixed<PaymentKind>().required(m.required).oneOf(PAYMENT_KINDS, m.required),
    insurerId: number()
      .typeError(m.number)
      .integer(m.number)
      .positive(m.number)
      .optional()
      .when('kind', { is: 'insurer', then: (s) => s.required(m.required) }),
    policyNumber: string()
      .trim()
      .optional()
      .max(POLICY_NUMBER_MAX, m.max(POLICY_NUMBER_MAX))
      .when('kind', { is: 'insurer', then: (s) => s.required(m.required) }),
  });
}
export type InsuranceInput = InferType<ReturnType<typeof insuranceSchema>>;
