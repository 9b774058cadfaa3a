/** The five steps of docs/product-rules.md §2 "Booking", in order. */
export const STEP_IDS = ['hospital', 'patient', 'insurance', 'schedule', 'summary'] as const;
export type StepId = (typeof STEP_IDS)[number];
export type StepNumber = 1 | 2 | 3 | 4 | 5;
export const LAST_STEP: StepNumber = 5;

export function stepId(step: StepNumber): StepId {
  return STEP_IDS[step - 1];
}

export function toStepNumber(value: unknown): StepNumber | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return n === 1 || n === 2 || n === 3 || n === 4 || n === 5 ? n : null;
}
