import { lazyModule, loadedValue, type LazyModule } from '@hospital/ui';
import type { AnswerChecks } from './progress';

const importChecks = () => import('./answerChecks').then((m) => m.ANSWER_CHECKS);
let checksModule = lazyModule(importChecks);

/**
 * The patient and payment checks, in their own chunk: they run the yup schemas, which the first
 * step does not need (docs/decisions.md, issue 9). Requested from step 2 on, or when a reload lands further.
 */
export function answerChecksModule(): LazyModule<AnswerChecks> {
  return checksModule;
}

/** The checks if their chunk is already here, for a decision that cannot wait for it. */
export function loadedAnswerChecks(): AnswerChecks | null {
  return loadedValue(checksModule.getSnapshot());
}

/** Tests: forgets the downloaded checks; `importer` replaces their chunk (e.g. a slow or failing one). */
export function resetAnswerChecksForTests(importer: () => Promise<AnswerChecks> = importChecks): void {
  checksModule = lazyModule(importer);
}
