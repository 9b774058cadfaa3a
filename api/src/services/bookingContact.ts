import { patientSchema, phoneTo62, validateWith, type Lang } from '@hospital/domain';

/** The contact kept with one booking: name, phone as 62..., e-mail in lower case. */
export interface BookingContact {
  fullName: string;
  phone: string;
  email: string;
}

export type ContactParseResult =
  { ok: true; contact: BookingContact | undefined } | { ok: false; fields: Record<string, string> };

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
 * The optional `contact` of an appointment request. Absent (an older client): `undefined`, and the
 * booking takes the patient record's contact. Present: validated like the patient form, with the
 * field names prefixed `contact.`.
 */
export function parseBookingContact(value: unknown, lang: Lang): ContactParseResult {
  if (value === undefined || value === null) return { ok: true, contact: undefined };
  const result = validateWith(bookingContactSchema(lang), value);
  if (!result.ok) {
    const fields: Record<string, string> = {};
    for (const [key, message] of Object.entries(result.fields)) fields[`contact.${key}`] = message;
    return { ok: false, fields };
  }
  return { ok: true, contact: normaliseContact(result.value) };
}

/** Whether two bookings were made with the same phone and e-mail (both already normalised). */
export function sameContact(
  a: { phone: string; email: string },
  b: { phone: string; email: string },
): boolean {
  return a.phone === b.phone && a.email === b.email;
}
