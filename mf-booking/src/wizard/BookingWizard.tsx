import { lazy, Suspense, useCallback, useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert, Stepper } from '@hospital/ui';
import { LoadingBlock } from '../shared/LoadingBlock';
import { ChoiceBar } from './ChoiceBar';
import { draftData, useDraftStore } from './draftStore';
import { firstIncompleteStep, furthestReachableStep } from './progress';
import { LAST_STEP, STEP_IDS, stepId, toStepNumber, type StepNumber } from './steps';
import type { StepProps } from './steps/StepProps';
import styles from './BookingWizard.module.css';

type StepModule = Promise<{ default: ComponentType<StepProps> }>;

// Each step is its own chunk; the next one is fetched while the user fills in the current one.
const STEP_LOADERS: Record<StepNumber, () => StepModule> = {
  1: () => import('./steps/Step1Hospital').then((m) => ({ default: m.Step1Hospital })),
  2: () => import('./steps/Step2Patient').then((m) => ({ default: m.Step2Patient })),
  3: () => import('./steps/Step3Insurance').then((m) => ({ default: m.Step3Insurance })),
  4: () => import('./steps/Step4Schedule').then((m) => ({ default: m.Step4Schedule })),
  5: () => import('./steps/Step5Summary').then((m) => ({ default: m.Step5Summary })),
};
const STEP_COMPONENTS = {
  1: lazy(STEP_LOADERS[1]),
  2: lazy(STEP_LOADERS[2]),
  3: lazy(STEP_LOADERS[3]),
  4: lazy(STEP_LOADERS[4]),
  5: lazy(STEP_LOADERS[5]),
} satisfies Record<StepNumber, ComponentType<StepProps>>;

export const STEP_PARAM = 'step';

function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1000);
  return () => window.clearTimeout(handle);
}

/**
 * The five-step booking wizard. The step shown is `?step=` (so a reload stays on it), never beyond
 * the first unanswered step; answers live in the draft store. Focus moves to the step's heading.
 */
export function BookingWizard() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const draft = useDraftStore();
  const reachable = furthestReachableStep(draftData(draft));
  const urlStep = toStepNumber(params.get(STEP_PARAM));
  const step = Math.min(urlStep ?? draft.step, reachable) as StepNumber;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  const go = useCallback(
    (target: StepNumber, options: { returnToSummary?: boolean; replace?: boolean } = {}) => {
      if (options.returnToSummary !== undefined) {
        useDraftStore.setState({ returnToSummary: options.returnToSummary });
      }
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(STEP_PARAM, String(target));
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );

  // The URL always names the step shown (a stale or missing ?step= is corrected in place).
  useEffect(() => {
    if (urlStep !== step) go(step, { replace: true });
  }, [urlStep, step, go]);

  // The draft remembers the step, for a return through a plain /appointment/create link.
  useEffect(() => {
    if (useDraftStore.getState().step !== step) useDraftStore.getState().goTo(step);
  }, [step]);

  // The next step's code is fetched once the browser is idle, so Next never waits for a download.
  useEffect(() => {
    if (step >= LAST_STEP) return;
    return whenIdle(() => void STEP_LOADERS[(step + 1) as StepNumber]());
  }, [step]);

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const onNext = () => {
    // A message about this step (sent back here after Submit) is dealt with once the step is answered.
    if (useDraftStore.getState().notice?.step === step) useDraftStore.getState().clearNotice();
    const current = draftData(useDraftStore.getState());
    const target = current.returnToSummary ? (firstIncompleteStep(current) ?? LAST_STEP) : step + 1;
    go(Math.min(target, LAST_STEP) as StepNumber);
  };
  const onBack = () => go(Math.max(step - 1, 1) as StepNumber);
  const Step = STEP_COMPONENTS[step];
  const nextLabel = draft.returnToSummary && step < LAST_STEP ? t('wizard.backToSummary') : t('wizard.next');

  return (
    <div className={styles.wizard}>
      <Stepper
        steps={STEP_IDS.map((id) => t(`wizard.steps.${id}`))}
        currentStep={step - 1}
        label={t('wizard.stepperLabel')}
        completedLabel={t('wizard.completed')}
      />
      <section className={styles.panel} aria-labelledby="booking-step-heading">
        <h2 id="booking-step-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
          <span className={styles.stepOf}>{t('wizard.stepOf', { current: step, total: LAST_STEP })}</span>{' '}
          {t(`wizard.titles.${stepId(step)}`)}
        </h2>
        {step > 1 && step < LAST_STEP && <ChoiceBar />}
        {draft.notice?.kind === 'invalid' && draft.notice.step === step && (
          <div className={styles.notice}>
            <Alert variant="error">{t('summary.invalidData', { message: draft.notice.message })}</Alert>
          </div>
        )}
        <Suspense fallback={<LoadingBlock label={t('wizard.stepLoading')} />}>
          <Step onNext={onNext} onBack={onBack} nextLabel={nextLabel} goTo={go} />
        </Suspense>
      </section>
    </div>
  );
}
