import { createContext, useContext } from 'react';

/**
 * True from a step change (Next, Back, the browser's history) until the new step is on screen: the new
 * step renders in the background (BookingWizard's `shown`), and the step being left says it is moving
 * on. The press paints at once as the Next button's progress state, not only when the next step is
 * ready (INP: docs/decisions.md, issue 25). False outside the wizard.
 */
export const StepChangeContext = createContext(false);

export function useStepChangePending(): boolean {
  return useContext(StepChangeContext);
}
