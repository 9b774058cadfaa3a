import { insuranceErrors } from './insurance/insuranceForm';
import { isPatientStepValid } from './patient/patientForm';
import type { AnswerChecks } from './progress';

// The language changes the messages, never whether there is one.
export const ANSWER_CHECKS: AnswerChecks = {
  patient: isPatientStepValid,
  insurance: ({ insurance, patient }) =>
    Object.keys(insuranceErrors(insurance, 'en', patient.idDocument)).length === 0,
};
