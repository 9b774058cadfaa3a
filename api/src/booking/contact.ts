import {
  bookingContactSchema,
  phoneTo62,
  type ContactRelationship,
  type Lang,
  type PatientRelation,
} from '@hospital/domain';
import { validateInput } from '../http/input';

/**
 * The contact kept with one booking: name, phone as 62..., e-mail in lower case or none (a phone is
 * enough), and who the contact is to the patient when the booking is for someone else.
 */
export interface BookingContact {
  fullName: string;
  phone: string;
  email: string | null;
  relationship: ContactRelationship | null;
}

export type ContactParseResult =
  { ok: true; contact: BookingContact } | { ok: false; fields: Record<string, string> };

/**
 * The `contact` of an appointment request, validated with `bookingContactSchema` of the domain for
 * whom the booking is (a relationship unless for oneself; for a child a parent or guardian, who gives
 * the consent), field names prefixed `contact.`. Required: a booking never borrows the patient
 * record's contact, which would hand someone else's phone to whoever knows a NIK and birth date.
 */
export function parseBookingContact(
  value: unknown,
  lang: Lang,
  forWhom: PatientRelation,
): ContactParseResult {
  const result = validateInput(bookingContactSchema(lang, forWhom), value, lang);
  if (!result.ok) {
    const fields: Record<string, string> = {};
    for (const [key, message] of Object.entries(result.fields)) fields[`contact.${key}`] = message;
    return { ok: false, fields };
  }
  const { fullName, phone, email, relationship } = result.value;
  return {
    ok: true,
    contact: {
      fullName,
      phone: phoneTo62(phone),
      email: email ? email.toLowerCase() : null,
      relationship: forWhom === 'self' ? null : (relationship ?? null),
    },
  };
}
