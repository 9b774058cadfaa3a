import { useActionData } from '@hospital/remote-kit';
import type { StepNumber } from './steps';

/**
 * What the wizard's server action answers when a step posted without JavaScript cannot go on
 * (wizardAction.ts, status 422, 409 or 503): the step, its messages by field (the same texts the
 * browser's checks give), and for the summary what went wrong with the booking. What was typed is in the
 * draft the page is rendered with.
 */
export type WizardActionData = {
  step: StepNumber;
  /** Messages by field name, as the step's form names its fields (`patient.nik`, `kind`, `consent`...). */
  errors: Record<string, string>;
  /** The booking could not be made: the API did not answer, or this patient has it already. */
  problem: 'retryable' | 'duplicate' | null;
};

const NO_ERRORS: Readonly<Record<string, string>> = {};

/** The server's answer about `step` when this document is that answer; else no messages. */
export function useStepActionData(step: StepNumber): {
  errors: Readonly<Record<string, string>>;
  problem: WizardActionData['problem'];
} {
  const data = useActionData<WizardActionData>();
  if (!data || data.step !== step) return { errors: NO_ERRORS, problem: null };
  return { errors: data.errors, problem: data.problem };
}
