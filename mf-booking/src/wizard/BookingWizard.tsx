import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '@hospital/i18n';
import { useSearchParams } from '@hospital/router';
import { Alert, Stepper } from '@hospital/ui';
import { useLazyModule } from '../shared/lazyModule';
import { answerChecksModule, loadedAnswerChecks } from './answerChecksModule';
import { ChoiceBar } from './ChoiceBar';
import { draftData, useDraftStore } from './draftStore';
import { reachableStep, stepCompletion } from './progress';
import { StepContent } from './StepContent';
import { StepLoadState } from './StepLoadState';
import { stepModule } from './stepModules';
import { LAST_STEP, STEP_IDS, stepId, toStepNumber, type StepNumber } from './steps';
import { NextIntentContext } from './steps/nextIntent';
import styles from './BookingWizard.module.css';

export const STEP_PARAM = 'step';

/**
 * The five-step booking wizard. The step shown is `?step=` (so a reload stays on it), never beyond
 * the first unanswered step; answers live in the draft store. Focus moves to the step's heading.
 */
export function BookingWizard() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const draft = useDraftStore();
  const data = draftData(draft);
  const urlStep = toStepNumber(params.get(STEP_PARAM));
  const wanted = urlStep ?? draft.step;
  // The patient and payment checks (yup) are for step 2 on: step 1 never downloads them (issue 9).
  const checksState = useLazyModule(
    answerChecksModule(),
    draft.companyId !== null && (wanted > 1 || draft.returnToSummary),
  );
  const checks = checksState.status === 'ready' ? checksState.value : null;
  // Null while a reload further on waits for the checks to know how far the answers go.
  const step = reachableStep(data, wanted, checks);
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
    if (step !== null && urlStep !== step) go(step, { replace: true });
  }, [urlStep, step, go]);

  // The draft remembers the step, for a return through a plain /appointment/create link.
  useEffect(() => {
    if (step !== null && useDraftStore.getState().step !== step) useDraftStore.getState().goTo(step);
  }, [step]);

  // The next step's code is fetched on intent, not when the browser is idle: when this step is
  // answered, or when Next is hovered, focused or touched. Reaching the next step is then instant,
  // and a visitor on metered data who leaves at step 1 never downloads the patient form (issue 9).
  const nextStep =
    step === null || step === LAST_STEP
      ? null
      : draft.returnToSummary
        ? reachableStep(data, LAST_STEP, checks)
        : ((step + 1) as StepNumber);
  const prefetchNext = useCallback(() => {
    if (nextStep !== null) stepModule(nextStep).prefetch();
  }, [nextStep]);
  const stepAnswered = step !== null && stepCompletion(data, step, checks) === true;
  useEffect(() => {
    if (stepAnswered) prefetchNext();
  }, [stepAnswered, prefetchNext]);

  // Not when the wizard first appears (a reload further on waits for the checks): only on a move.
  useEffect(() => {
    if (step === null || shownStep.current === step) return;
    const moved = shownStep.current !== null;
    shownStep.current = step;
    if (moved) headingRef.current?.focus();
  }, [step]);

  if (step === null) {
    return (
      <div className={styles.wizard}>
        <div className={styles.panel}>
          <StepLoadState failed={checksState.status === 'error'} onRetry={answerChecksModule().prefetch} />
        </div>
      </div>
    );
  }

  const onNext = () => {
    // A message about this step (sent back here after Submit) is dealt with once the step is answered.
    if (useDraftStore.getState().notice?.step === step) useDraftStore.getState().clearNotice();
    const current = draftData(useDraftStore.getState());
    // Back to the summary means the first step still to answer: decided here when the checks are
    // loaded (always, from step 2 on), else by the clamp above once they are.
    const target = current.returnToSummary
      ? (reachableStep(current, LAST_STEP, loadedAnswerChecks()) ?? LAST_STEP)
      : Math.min(step + 1, LAST_STEP);
    go(target as StepNumber);
  };
  const onBack = () => go(Math.max(step - 1, 1) as StepNumber);
  const nextLabel = draft.returnToSummary && step < LAST_STEP ? t('wizard.backToSummary') : t('wizard.next');

  return (
    <NextIntentContext.Provider value={prefetchNext}>
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
          <StepContent step={step} onNext={onNext} onBack={onBack} nextLabel={nextLabel} goTo={go} />
        </section>
      </div>
    </NextIntentContext.Provider>
  );
}
