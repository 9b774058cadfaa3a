import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from '@hospital/i18n';
import { useSearchParams } from '@hospital/router';
import { Alert, PageHeader, Stepper, useLazyModule } from '@hospital/ui';
import { answerChecksModule, loadedAnswerChecks } from './answerChecksModule';
import { ChoiceBar } from './ChoiceBar';
import { useShallow } from 'zustand/react/shallow';
import { draftAnswers, draftData, useDraftStore, type BookingDraft, type Preselection } from './draftStore';
import { reachableStep, stepAfter, stepCompletion } from './progress';
import type { ServerDraftView } from './serverDraft';
import { previewDraft, ShownDraftContext } from './shownDraft';
import { StepContent } from './StepContent';
import { StepLoadState } from './StepLoadState';
import { stepModule } from './stepModules';
import { LAST_STEP, STEP_IDS, stepId, toStepNumber, type StepNumber } from './steps';
import { NextIntentContext } from './steps/nextIntent';
import { StepChangeContext } from './steps/stepChange';
import styles from './BookingWizard.module.css';

export const STEP_PARAM = 'step';

interface BookingWizardProps {
  /** Whether the stored draft is in the store (see CreateAppointmentPage): false on the server. */
  restored: boolean;
  /** A doctor card's choice from the URL, shown until the draft is restored (it is then applied to it). */
  preselection: Preselection | null;
  /** The server draft the page was rendered with (steps posted without JavaScript), if any. */
  serverView?: ServerDraftView | null;
}

/**
 * The five-step booking wizard, with the page's header. The step shown is `?step=` (so a reload stays on it), never beyond
 * the first unanswered step; answers live in the draft store. Focus moves to the step's heading.
 *
 * Until the draft is restored the wizard shows step 1, with the link's choice if any: that is what the
 * server renders (docs/decisions.md, issue 14: the wizard's first step in the HTML) and what the browser takes over. Nothing
 * is corrected or stored before then, or the URL's step and the draft would be lost to the empty draft.
 * With a server draft (steps posted without JavaScript: docs/decisions.md, issue 25) it shows the server's step of it.
 */
export function BookingWizard({ restored, preselection, serverView = null }: BookingWizardProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const storedStep = useDraftStore((state) => state.step);
  // One object per change of the answers (useShallow keeps the last one while every field is the same):
  // the step's panel (memo) and what reads the shown draft are not rendered again when only the
  // remembered step changes (it follows every step change, below). `step` is read from the store itself.
  const answers = useDraftStore(useShallow(draftAnswers));
  const storedData = useMemo<BookingDraft>(
    () => ({ step: useDraftStore.getState().step, ...answers }),
    [answers],
  );
  const data = restored ? storedData : (serverView?.draft ?? previewDraft(preselection));
  const urlStep = toStepNumber(params.get(STEP_PARAM));
  const wanted = urlStep ?? (restored ? storedStep : data.step);
  // The patient and payment checks (yup) are for step 2 on: step 1 downloads them only on the way to step 2,
  // with its code (`prefetchNext`; docs/decisions.md, issue 9).
  const checksState = useLazyModule(
    answerChecksModule(),
    restored && data.companyId !== null && (wanted > 1 || data.returnToSummary),
  );
  const checks = checksState.status === 'ready' ? checksState.value : null;
  // Null while a reload further on waits for the checks to know how far the answers go.
  const step = restored ? reachableStep(data, wanted, checks) : (serverView?.step ?? firstShownStep(data));
  // The step on screen. A step change (Next, Back, the browser's history) is a URL change that the
  // remote's router renders at once; the new step is then rendered in the background, interruptibly,
  // so the pressed button paints first and the input stays responsive (INP: docs/decisions.md, issue 25).
  // The URL's step still decides the corrections below at once.
  const shown = useDeferredValue(step);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The step the visitor has seen since the draft was restored: null until then.
  const shownStep = useRef<StepNumber | null>(null);

  // react-router's `setParams` is a new function after every URL change. Read through a ref, `go` (and
  // so onNext/onBack) keeps its identity and the memoised step panel is not rendered again, at the
  // click's urgent priority, with the step being left (INP: docs/decisions.md, issue 25).
  const setParamsRef = useRef(setParams);
  useLayoutEffect(() => {
    setParamsRef.current = setParams;
  }, [setParams]);
  const go = useCallback(
    (target: StepNumber, options: { returnToSummary?: boolean; replace?: boolean } = {}) => {
      if (options.returnToSummary !== undefined) {
        useDraftStore.setState({ returnToSummary: options.returnToSummary });
      }
      setParamsRef.current(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(STEP_PARAM, String(target));
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [],
  );

  // The URL always names the step shown (a stale or missing ?step= is corrected in place).
  useEffect(() => {
    if (restored && step !== null && urlStep !== step) go(step, { replace: true });
  }, [restored, urlStep, step, go]);

  // The draft remembers the step, for a return through a plain /appointment/create link. Once the step
  // is shown: written at the URL change, the store's update (and its re-render) was part of the click (INP).
  useEffect(() => {
    if (restored && shown !== null && shown === step && useDraftStore.getState().step !== shown) {
      useDraftStore.getState().goTo(shown);
    }
  }, [restored, shown, step]);

  // The next step's code is fetched on intent, not when the browser is idle: when this step is
  // answered, or when Next is hovered, focused or touched. Reaching the next step is then instant,
  // and a visitor on metered data who leaves at step 1 never downloads the patient form (docs/decisions.md, issue 9).
  const nextStep = shown === null || shown === LAST_STEP ? null : stepAfter(data, shown, checks);
  const prefetchNext = useCallback(() => {
    if (nextStep === null) return;
    stepModule(nextStep).prefetch();
    // The checks decide every step from 2 on: they come with step 2's code, so that the press on Next
    // does not start their download (INP: docs/decisions.md, issue 25).
    answerChecksModule().prefetch();
  }, [nextStep]);
  const stepAnswered = shown !== null && stepCompletion(data, shown, checks) === true;
  useEffect(() => {
    if (!stepAnswered) return;
    // After the answer's paint: inserting the chunk's script and styles is not the click's work (INP).
    return afterNextPaint(prefetchNext);
  }, [stepAnswered, prefetchNext]);

  // Not when the wizard first appears (nor when the restored draft or a reload further on opens another
  // step than the server's first one): only on a move.
  // Counted once the step shown has caught up with the URL's (a deferred value passes through the old one).
  useEffect(() => {
    if (!restored || shown === null || shown !== step || shownStep.current === shown) return;
    const moved = shownStep.current !== null;
    shownStep.current = shown;
    if (moved) headingRef.current?.focus();
  }, [restored, shown, step]);

  const onNext = useCallback(() => {
    if (shown === null) return;
    // A message about this step (sent back here after Submit) is dealt with once the step is answered.
    if (useDraftStore.getState().notice?.step === shown) useDraftStore.getState().clearNotice();
    const current = draftData(useDraftStore.getState());
    // Back to the summary (or on from a schedule opened first) means the first step still to answer:
    // decided here when the checks are loaded (always, from step 2 on), else by the clamp above once they are.
    go(stepAfter(current, shown, loadedAnswerChecks()) ?? LAST_STEP);
  }, [shown, go]);
  const onBack = useCallback(() => {
    if (shown !== null) go(Math.max(shown - 1, 1) as StepNumber);
  }, [shown, go]);

  // On a phone the introduction and the stepper give their room to the form once step 1 is done, so a
  // step's first question is on the first screen (docs/decisions.md, issue 15 item 9); the step's heading says where one is.
  const compact = shown !== null && shown > 1;
  const header = (
    <PageHeader
      title={t('pageTitles.appointmentCreate')}
      lead={<span className={compact ? styles.leadAfterFirstStep : undefined}>{t('wizard.lead')}</span>}
    />
  );

  // The header keeps its place in the tree whatever is below it: the h1 the server sent stays the one on
  // screen (it is taken over, never replaced, so focus on it and its announcement are not lost).
  if (shown === null) {
    return (
      <WizardFrame header={header}>
        <div className={styles.wizard}>
          <div className={styles.panel}>
            <StepLoadState failed={checksState.status === 'failed'} onRetry={answerChecksModule().prefetch} />
          </div>
        </div>
      </WizardFrame>
    );
  }

  return (
    <WizardFrame header={header}>
      {/* Outside the memoised panel: the press's urgent render reaches the step's nav alone. */}
      <StepChangeContext.Provider value={step !== null && shown !== step}>
        <StepPanel
          step={shown}
          data={data}
          headingRef={headingRef}
          prefetchNext={prefetchNext}
          onNext={onNext}
          onBack={onBack}
          go={go}
        />
      </StepChangeContext.Provider>
    </WizardFrame>
  );
}

interface StepPanelProps {
  step: StepNumber;
  data: BookingDraft;
  headingRef: RefObject<HTMLHeadingElement | null>;
  prefetchNext: () => void;
  onNext: () => void;
  onBack: () => void;
  go: (target: StepNumber, options?: { returnToSummary?: boolean; replace?: boolean }) => void;
}

/**
 * The stepper and the step shown. Memoised: a URL change renders the wizard at once with the step
 * still shown (see `shown`), and only the background render of the new step renders this again.
 */
const StepPanel = memo(function StepPanel({
  step,
  data,
  headingRef,
  prefetchNext,
  onNext,
  onBack,
  go,
}: StepPanelProps) {
  const { t } = useTranslation();
  const nextLabel = data.returnToSummary && step < LAST_STEP ? t('wizard.backToSummary') : t('wizard.next');
  // A doctor chosen beforehand is named from step 1 on (the link of a doctor card): nothing is a surprise.
  // So is a package (an MCU package's link).
  const showChoice =
    step < LAST_STEP && (step > 1 || data.schedule.doctorId !== null || data.packageId !== null);
  const compact = step > 1;
  return (
    <ShownDraftContext.Provider value={data}>
      <NextIntentContext.Provider value={prefetchNext}>
        <div className={styles.wizard}>
          <Stepper
            steps={STEP_IDS.map((id) => t(`wizard.steps.${id}`))}
            currentStep={step - 1}
            label={t('wizard.stepperLabel')}
            completedLabel={t('wizard.completed')}
            compactOnPhones={compact}
          />
          <section className={styles.panel} aria-labelledby="booking-step-heading">
            <h2 id="booking-step-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
              <span className={styles.stepOf}>{t('wizard.stepOf', { current: step, total: LAST_STEP })}</span>{' '}
              {t(`wizard.titles.${stepId(step)}`)}
            </h2>
            {showChoice && <ChoiceBar />}
            {data.notice?.kind === 'invalid' && data.notice.step === step && (
              <div className={styles.notice}>
                <Alert variant="error">{t('summary.invalidData', { message: data.notice.message })}</Alert>
              </div>
            )}
            <StepContent step={step} onNext={onNext} onBack={onBack} nextLabel={nextLabel} goTo={go} />
          </section>
        </div>
      </NextIntentContext.Provider>
    </ShownDraftContext.Provider>
  );
});

/**
 * The step the server renders from the URL alone (no draft known yet): the schedule when a doctor's link
 * names the doctor and where (docs/decisions.md, issue 26), else the first step.
 */
export function firstShownStep(preview: BookingDraft): StepNumber {
  return preview.scheduleFirst ? (reachableStep(preview, 4, null) ?? 1) : 1;
}

function WizardFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <>
      {header}
      {children}
    </>
  );
}

/** Runs `task` once the browser has painted what is on screen now; returns the cancel. */
function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
