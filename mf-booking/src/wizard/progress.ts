import type { BookingDraft } from './draftStore';
import { insuranceErrors } from './insuranceForm';
import { patientErrors } from './patient/patientForm';
import type { StepNumber } from './steps';

/** Whether a step's answers are complete and valid (the language does not change the outcome). */
export function isStepComplete(draft: BookingDraft, step: StepNumber): boolean {
  switch (step) {
    case 1:
      return draft.companyId !== null;
    case 2:
      return Object.keys(patientErrors(draft.patient, 'en')).length === 0;
    case 3:
      return Object.keys(insuranceErrors(draft.insurance, 'en')).length === 0;
    case 4: {
      const { poliId, doctorId, date, sessionId } = draft.schedule;
      return (
        poliId !== null &&
        doctorId !== null &&
        date !== '' &&
        sessionId !== null &&
        draft.schedule.start !== ''
      );
    }
    case 5:
      return draft.consent;
  }
}

/** The first of steps 1-4 still to fill in, or null when only the summary is left. */
export function firstIncompleteStep(draft: BookingDraft): StepNumber | null {
  for (const step of [1, 2, 3, 4] as const) {
    if (!isStepComplete(draft, step)) return step;
  }
  return null;
}

/** The furthest step the user may see: no skipping past an unanswered step (e.g. by a stale URL). */
export function furthestReachableStep(draft: BookingDraft): StepNumber {
  return firstIncompleteStep(draft) ?? 5;
}
