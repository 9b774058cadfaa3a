import { createContext, useContext } from 'react';

/**
 * Called when the user shows they are about to press Next (hover, focus, touch): the wizard then
 * fetches the next step's code, so it is there on the click. A no-op outside the wizard.
 */
export const NextIntentContext = createContext<() => void>(() => undefined);

export function useNextIntent(): () => void {
  return useContext(NextIntentContext);
}
