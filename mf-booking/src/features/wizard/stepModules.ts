import type { ComponentType } from 'react';
import { lazyModule, type LazyModule } from '@hospital/ui';
import type { StepNumber } from './steps';
import { Step1Hospital } from './steps/Step1Hospital';
import type { StepProps } from './steps/StepProps';

export type StepComponent = ComponentType<StepProps>;
type StepImports = Record<StepNumber, () => Promise<StepComponent>>;

// Steps 2-5 are each their own chunk: the first visit downloads step 1 only (docs/decisions.md, issue 9, first-load budget).
// Step 1 is part of the page's chunk: the server renders it, so its code and its styles must be there
// when the browser takes that HTML over, and the site server links the page chunk's styles with the
// HTML (route-assets.json), not those of chunks the page loads later.
const STEP_IMPORTS: StepImports = {
  1: () => Promise.resolve(Step1Hospital),
  2: () => import('./steps/Step2Patient').then((m) => m.Step2Patient),
  3: () => import('./steps/Step3Insurance').then((m) => m.Step3Insurance),
  4: () => import('./steps/Step4Schedule').then((m) => m.Step4Schedule),
  5: () => import('./steps/Step5Summary').then((m) => m.Step5Summary),
};

function modulesOf(imports: StepImports): Record<StepNumber, LazyModule<StepComponent>> {
  return {
    1: lazyModule(imports[1]),
    2: lazyModule(imports[2]),
    3: lazyModule(imports[3]),
    4: lazyModule(imports[4]),
    5: lazyModule(imports[5]),
  };
}

let modules = modulesOf(STEP_IMPORTS);

/** The code of one step: requested when shown, or earlier when the user is about to go there. */
export function stepModule(step: StepNumber): LazyModule<StepComponent> {
  return modules[step];
}

/** Tests: forgets what was downloaded; `imports` replace some steps' chunks (e.g. a slow or failing one). */
export function resetStepModulesForTests(imports: Partial<StepImports> = {}): void {
  modules = modulesOf({ ...STEP_IMPORTS, ...imports });
}
