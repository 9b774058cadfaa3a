import { useState } from 'react';
import { submissionErrorMessage } from '../submissionError';
import { useT } from '../useT';

/**
 * The failure notice of a form: `attempt` clears the last one, runs the sending step and, when it throws,
 * keeps the visitor-facing sentence for the error, then hands the error on (e.g. to reload after a 409).
 * It returns the step's promise so react-hook-form's `isSubmitting` lasts until the answer is in.
 */
export function useSubmission(initial: string | null = null) {
  const t = useT();
  // `initial`: the sentence the server answered a post without JavaScript with (docs/decisions.md, issue 25).
  const [failure, setFailure] = useState<string | null>(initial);
  const attempt = async (send: () => Promise<void>, onError?: (error: unknown) => void): Promise<void> => {
    setFailure(null);
    try {
      await send();
    } catch (error) {
      setFailure(submissionErrorMessage(error, t));
      onError?.(error);
    }
  };
  return { failure, attempt };
}
