import type { PatientRelation } from '@hospital/domain';

/**
 * Which wording a text takes for whom the booking is: about "you" for oneself, about the child and the
 * parent or guardian for a child, about "the patient" and "you" as the contact for anyone else (docs/decisions.md, issue 15:
 * the texts never say "your KTP" of someone else's).
 */
export interface WordingFor {
  patient: 'self' | 'child' | 'other';
  contact: 'self' | 'other';
}

export function textsFor(forWhom: PatientRelation): WordingFor {
  return {
    patient: forWhom === 'self' ? 'self' : forWhom === 'child' ? 'child' : 'other',
    contact: forWhom === 'self' ? 'self' : 'other',
  };
}
