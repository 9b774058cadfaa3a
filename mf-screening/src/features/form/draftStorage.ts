import type { ScreeningFormValues } from './formValues';

export const DRAFT_KEY = 'medika.screening.draft';

/** One submission attempt: a retry of the same answers reuses its key, so it is stored once. */
export interface SubmitAttempt {
  key: string;
  fingerprint: string;
}

export interface ScreeningDraft {
  formId: number;
  values: Partial<ScreeningFormValues>;
  attempt: SubmitAttempt | null;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked (privacy mode): the form still works, only without a draft.
    return null;
  }
}

/**
 * The answers being given, in sessionStorage: they survive a reload in the same tab and are gone
 * when the tab closes, so health answers do not linger on a shared computer.
 */
export function loadDraft(formId: number): ScreeningDraft | null {
  const raw = storage()?.getItem(DRAFT_KEY);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as ScreeningDraft;
    return draft && draft.formId === formId && typeof draft.values === 'object' ? draft : null;
  } catch {
    return null;
  }
}

export function saveDraft(draft: ScreeningDraft): void {
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Quota exceeded: keeping the form usable matters more than the draft.
  }
}

export function clearDraft(): void {
  storage()?.removeItem(DRAFT_KEY);
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The Idempotency-Key for these answers: the same while they do not change, a new one when they do. */
export function attemptFor(previous: SubmitAttempt | null, fingerprint: string): SubmitAttempt {
  return previous && previous.fingerprint === fingerprint ? previous : { key: newKey(), fingerprint };
}
