import type { BookingDraft } from './draftStore';
import { LAST_STEP, type StepNumber } from './steps';

/**
 * Whether the patient's and the payment's answers pass their schemas (`answerChecks.ts`). Passed in
 * rather than imported: the schemas bring yup, which the wizard's frame and step 1 must not download
 * (docs/decisions.md, issue 9); `null` while that chunk is not loaded yet.
 */
export interface AnswerChecks {
  /** Step 2: the patient and the booking's contact. */
  patient(answers: Pick<BookingDraft, 'patient' | 'contact'>): boolean;
  /** Step 3: the payment, for the patient's identity document (BPJS needs a NIK). */
  insurance(answers: Pick<BookingDraft, 'insurance' | 'patient'>): boolean;
}

// The patient's name, birth date and the contact's phone are required whoever the patient is: with
// nothing typed the step is unanswered whatever the other rules say, without the schemas (the usual
// case when a doctor card opens the wizard). "For whom" always has an answer, so it does not count.
function isUntouched({ patient, contact }: Pick<BookingDraft, 'patient' | 'contact'>): boolean {
  const typed = [
    patient.fullName,
    patient.birthDay,
    patient.birthMonth,
    patient.birthYear,
    patient.nik,
    patient.documentNumber,
    contact.fullName,
    contact.phone,
    contact.email,
  ];
  return typed.every((value) => value.trim() === '');
}

/** Whether a step's answers are complete and valid; null when only the checks can tell and are not loaded. */
export function stepCompletion(
  draft: BookingDraft,
  step: StepNumber,
  checks: AnswerChecks | null,
): boolean | null {
  switch (step) {
    case 1:
      return draft.companyId !== null;
    case 2:
      if (isUntouched(draft)) return false;
      return checks ? checks.patient(draft) : null;
    case 3:
      if (draft.insurance.kind === '') return false;
      return checks ? checks.insurance(draft) : null;
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

/**
 * The step shown when `wanted` is asked for: never beyond the first unanswered one (e.g. a stale URL or
 * draft); with `LAST_STEP`, the first of steps 1-4 still to fill in, else the summary. Null when that
 * depends on answers only the checks can judge and they are not loaded. A draft opened from a doctor's
 * link reaches the schedule with the hospital alone (its sessions depend on nothing else); the summary
 * still needs every step (docs/decisions.md, issue 26).
 */
export function reachableStep(
  draft: BookingDraft,
  wanted: StepNumber,
  checks: AnswerChecks | null,
): StepNumber | null {
  const before = wanted === 4 && draft.scheduleFirst ? 2 : wanted;
  for (let step = 1 as StepNumber; step < before; step = (step + 1) as StepNumber) {
    const complete = stepCompletion(draft, step, checks);
    if (complete === null) return null;
    if (!complete) return step;
  }
  return wanted;
}

/**
 * Where Next leads from `step`: the next step; after an edit link of the summary, or in a draft opened on
 * the schedule from a doctor's link, the first step still to answer (else the summary). Null when only
 * the checks can tell and they are not loaded.
 */
export function stepAfter(
  draft: BookingDraft,
  step: StepNumber,
  checks: AnswerChecks | null,
): StepNumber | null {
  if (draft.returnToSummary || draft.scheduleFirst) return reachableStep(draft, LAST_STEP, checks);
  return Math.min(step + 1, LAST_STEP) as StepNumber;
}
