import type { FieldErrors, Resolver } from 'react-hook-form';
import type { BookingContactInput, PatientInput } from '@hospital/api-client';
import {
  bookingContactSchema,
  CHILD_CONSENT_RELATIONSHIPS,
  patientSchema,
  phoneTo62,
  validateWith,
  type ContactRelationship,
  type Lang,
  type PatientRelation,
} from '@hospital/domain';
import { birthDateErrorField, birthDateIso } from '../../../shared/birthDate';
import { EMPTY_CONTACT, EMPTY_PATIENT, type ContactDraft, type PatientDraft } from '../draftStore';

/** Step 2's form: the patient, and who the hospital calls about this booking. */
export interface PatientStepValues {
  patient: PatientDraft;
  contact: ContactDraft;
}

const OTHER_FAMILY_RELATIONSHIPS: readonly ContactRelationship[] = ['spouse', 'sibling', 'other'];

/**
 * Who the booker may be to the patient, by for whom the booking is. For a child only a parent or a
 * guardian consents (UU PDP art. 25). Booking for one's parent makes the booker the parent's child: that
 * is not asked again. The other relatives of "another family member" are the rest.
 */
export function relationshipChoices(forWhom: PatientRelation): readonly ContactRelationship[] {
  switch (forWhom) {
    case 'self':
      return [];
    case 'child':
      return CHILD_CONSENT_RELATIONSHIPS;
    case 'parent':
      return ['child'];
    case 'other_family':
      return OTHER_FAMILY_RELATIONSHIPS;
  }
}

/** Whether step 2 asks who the booker is to the patient (one possible answer is not a question). */
export function asksRelationship(forWhom: PatientRelation): boolean {
  return relationshipChoices(forWhom).length > 1;
}

/**
 * A newborn without a NIK is only a child: another choice of "for whom" makes the NIK required again. It is
 * a NIK that is missing: with a passport or KITAS the number is asked whatever the age.
 */
export function isNewborn(patient: PatientDraft): boolean {
  return patient.forWhom === 'child' && patient.newborn && usesNik(patient);
}

/** Whether the patient books with a NIK (else a foreigner's passport or KITAS: docs/decisions.md, issue 26). */
export function usesNik(patient: Pick<PatientDraft, 'idDocument'>): boolean {
  return patient.idDocument !== 'passport' && patient.idDocument !== 'kitas';
}

/** The patient as `patientSchema` and `POST {product}.patient` expect it. */
export function toPatientInput(patient: PatientDraft): PatientInput {
  const newborn = isNewborn(patient);
  const base = {
    forWhom: patient.forWhom,
    fullName: patient.fullName.trim(),
    bornDate: birthDateIso(patient),
  };
  // A NIK typed before a passport was chosen stays in the draft but is not this booking's, and the other way round.
  if (!usesNik(patient)) {
    return {
      ...base,
      nik: '',
      idDocument: patient.idDocument,
      documentNumber: patient.documentNumber.trim(),
    };
  }
  return {
    ...base,
    // A NIK typed before "newborn" was ticked stays in the draft but is not this booking's.
    nik: newborn ? '' : patient.nik.trim(),
    ...(newborn ? { newborn } : {}),
  };
}

/**
 * The booking's contact as `bookingContactSchema` expects it: for oneself the patient's name, for
 * someone else the booker's with who they are to the patient (only an answer this "for whom" offers).
 */
export function toContactInput({ patient, contact }: PatientStepValues): BookingContactInput {
  const choices = relationshipChoices(patient.forWhom);
  const relationship =
    choices.length === 1 ? choices[0] : choices.find((choice) => choice === contact.relationship);
  const email = contact.email.trim();
  return {
    fullName: patient.forWhom === 'self' ? patient.fullName.trim() : contact.fullName.trim(),
    phone: contact.phone.trim(),
    ...(email ? { email } : {}),
    ...(relationship ? { relationship } : {}),
  };
}

/** What is sent to the API: the phone normalised with the docs/product-rules.md §5 helper (08… → 628…). */
export function toContactRequest(values: PatientStepValues): BookingContactInput {
  const input = toContactInput(values);
  return { ...input, phone: phoneTo62(input.phone) };
}

export interface PatientStepErrors {
  patient: Partial<Record<keyof PatientDraft, string>>;
  contact: Partial<Record<keyof ContactDraft, string>>;
}

/** Validation messages of `patientSchema` and `bookingContactSchema`, keyed by form field. */
export function patientStepErrors(values: PatientStepValues, lang: Lang): PatientStepErrors {
  const errors: PatientStepErrors = { patient: {}, contact: {} };
  const patient = validateWith(patientSchema(lang), toPatientInput(values.patient));
  if (!patient.ok) {
    for (const [field, message] of Object.entries(patient.fields)) {
      if (field === 'bornDate') errors.patient[birthDateErrorField(values.patient)] = message;
      else if (isPatientField(field)) errors.patient[field] = message;
    }
  }
  const contact = validateWith(bookingContactSchema(lang, values.patient.forWhom), toContactInput(values));
  if (!contact.ok) {
    for (const [field, message] of Object.entries(contact.fields)) {
      // For oneself the contact's name is the patient's, and its message is the patient's name's.
      if (field === 'fullName' && values.patient.forWhom === 'self') continue;
      if (isContactField(field)) errors.contact[field] = message;
    }
  }
  return errors;
}

function isPatientField(field: string): field is keyof PatientDraft {
  return field in EMPTY_PATIENT;
}

function isContactField(field: string): field is keyof ContactDraft {
  return field in EMPTY_CONTACT;
}

/** Whether step 2 is answered: no message at all. */
export function isPatientStepValid(values: PatientStepValues): boolean {
  const errors = patientStepErrors(values, 'en');
  return Object.keys(errors.patient).length === 0 && Object.keys(errors.contact).length === 0;
}

/** react-hook-form resolver over the shared yup schemas, in the language of the moment. */
export function patientResolver(getLang: () => Lang): Resolver<PatientStepValues> {
  return async (values) => {
    const messages = patientStepErrors(values, getLang());
    const errors: FieldErrors<PatientStepValues> = {};
    const patient: NonNullable<FieldErrors<PatientStepValues>['patient']> = {};
    const contact: NonNullable<FieldErrors<PatientStepValues>['contact']> = {};
    for (const [field, message] of Object.entries(messages.patient)) {
      patient[field as keyof PatientDraft] = { type: 'validation', message };
    }
    for (const [field, message] of Object.entries(messages.contact)) {
      contact[field as keyof ContactDraft] = { type: 'validation', message };
    }
    if (Object.keys(patient).length > 0) errors.patient = patient;
    if (Object.keys(contact).length > 0) errors.contact = contact;
    if (!errors.patient && !errors.contact) return { values, errors: {} };
    return { values: {}, errors };
  };
}
