import type { ComponentType } from 'react';
import { lazyModule, type LazyModule } from '../shared/lazyModule';
import type { StepNumber } from './steps';
import type { StepProps } from './steps/StepProps';

export type StepComponent = ComponentType<StepProps>;
type StepImports = Record<StepNumber, () => Promise<StepComponent>>;

// Each step is its own chunk: the first visit downloads step 1 only (issue 9, first-load budget).
const STEP_IMPORTS: StepImports = {
  1: () => import('./steps/Step1Hospital').then((m) => m.Step1Hospital),
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
