import { useId, type ReactNode } from 'react';

export interface FieldIds {
  controlId: string;
  hintId: string;
  errorId: string;
  /** Hint, then error, then the caller's own ids; undefined when empty. */
  describedBy: string | undefined;
  invalid: boolean;
}

/** Ids that tie a control to its label, hint and error message. */
export function useFieldIds(
  id: string | undefined,
  { hint, error, describedBy }: { hint?: ReactNode; error?: ReactNode; describedBy?: string },
): FieldIds {
  const generated = useId();
  const controlId = id ?? `field${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const invalid = hasContent(error);
  const ids = [hasContent(hint) && hintId, invalid && errorId, describedBy].filter(Boolean).join(' ');
  return { controlId, hintId, errorId, describedBy: ids || undefined, invalid };
}

export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}
