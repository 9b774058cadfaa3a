import { insuranceErrors } from './insuranceForm';
import { patientErrors } from './patient/patientForm';
import type { AnswerChecks } from './progress';

// The language changes the messages, never whether there is one.
export const ANSWER_CHECKS: AnswerChecks = {
  patient: (patient) => Object.keys(patientErrors(patient, 'en')).length === 0,
  insurance: (insurance) => Object.keys(insuranceErrors(insurance, 'en')).length === 0,
};
