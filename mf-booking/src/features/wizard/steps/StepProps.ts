import type { StepNumber } from '../steps';

export interface StepProps {
  /** Saves nothing by itself: the step has stored its answers in the draft before calling it. */
  onNext: () => void;
  onBack: () => void;
  /** 'Next', or 'Save and return to the summary' after an edit link. */
  nextLabel: string;
  /** Jumps to another step (the summary's edit links, the 409 path). */
  goTo: (step: StepNumber, options?: { returnToSummary?: boolean }) => void;
}
