import { patientSchema, phoneTo62, type Lang } from '@hospital/domain';
import { validateInput } from '../http/input';

/** The contact kept with one booking: name, phone as 62..., e-mail in lower case. */
export interface BookingContact {
  fullName: string;
  phone: string;
  email: string;
}

export type ContactParseResult =
  { ok: true; contact: BookingContact } | { ok: false; fields: Record<string, string> };

/** The name, phone and e-mail rules of the patient form, so both say the same thing. */
export function bookingContactSchema(lang: Lang) {
  return patientSchema(lang).pick(['fullName', 'phone', 'email']);
}

/** Same normalisation as the patient record: 62... phone, lower-case e-mail. */
export function normaliseContact(contact: BookingContact): BookingContact {
  return {
    fullName: contact.fullName,
    phone: phoneTo62(contact.phone),
    email: contact.email.toLowerCase(),
  };
}

/**
 * The `contact` of an appointment request, validated like the patient form, with the field names
 * prefixed `contact.`. Required: a booking never borrows the patient record's contact, which would
 * hand someone else's phone and e-mail to whoever knows a NIK and birth date.
 */
export function parseBookingContact(value: unknown, lang: Lang): ContactParseResult {
  const result = validateInput(bookingContactSchema(lang), value, lang);
  if (!result.ok) {
    const fields: Record<string, string> = {};
    for (const [key, message] of Object.entries(result.fields)) fields[`contact.${key}`] = message;
    return { ok: false, fields };
  }
  return { ok: true, contact: normaliseContact(result.value) };
}
