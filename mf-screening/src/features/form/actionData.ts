import { useActionData } from '@hospital/remote-kit';
import type { ScreeningFormValues } from './formValues';

/**
 * What the screening form's server action answers when the answers posted without JavaScript cannot be
 * stored (screeningAction.ts: 422 for answers to fix, 503 when the API did not answer): everything
 * typed, the messages by field name (`visitor.name`, `answers.fever`: the same texts as the browser's
 * checks), and what went wrong with the sending.
 */
export type ScreeningActionData = {
  values: ScreeningFormValues;
  errors: Record<string, string>;
  problem: 'network' | 'invalid' | null;
};

/** The server's answer when this document is that answer, else null. */
export function useScreeningActionData(): ScreeningActionData | null {
  const data = useActionData<ScreeningActionData>();
  return data && typeof data === 'object' && 'values' in data ? data : null;
}
