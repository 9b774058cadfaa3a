import { Button, LiveRegion } from '@hospital/ui';
import { useTranslation } from '@hospital/i18n';
import { useNextIntent } from './nextIntent';
import { useStepChangePending } from './stepChange';
import styles from './StepNav.module.css';

interface StepNavProps {
  onBack?: () => void;
  nextLabel: string;
  /** The Next/Submit button is the form's submit button. */
  busy?: boolean;
  /**
   * What a pending submit is doing, said on screen and to screen readers (a slow connection must not
   * look like a dead button).
   */
  busyStatus?: string;
}

/**
 * Back and Next under every step; Next submits the step's form so Enter works too, and without
 * JavaScript posts it to the wizard's server action. While a submit is pending Back is disabled: leaving
 * the step then would not stop what was sent. While the wizard moves to another step, Next shows its
 * progress state (and ignores a second press).
 */
export function StepNav({ onBack, nextLabel, busy = false, busyStatus }: StepNavProps) {
  const { t } = useTranslation();
  const onNextIntent = useNextIntent();
  // A press that moved the wizard shows at once, while the next step is still rendering.
  const moving = useStepChangePending();
  return (
    <div className={styles.navArea}>
      {busyStatus !== undefined && (
        <LiveRegion message={busy ? busyStatus : ''} visible className={styles.status} />
      )}
      <div className={styles.nav}>
        <Button
          type="submit"
          size="lg"
          loading={busy || moving}
          className={styles.next}
          onPointerEnter={onNextIntent}
          onFocus={onNextIntent}
          onTouchStart={onNextIntent}
        >
          {nextLabel}
        </Button>
        {onBack && (
          // A submit button of the step's form (after Next, so Enter still means Next): before the
          // scripts run, or without them, the server's action goes back (docs/architecture.md §2c).
          <Button
            type="submit"
            name="intent"
            value="back"
            formNoValidate
            variant="secondary"
            size="lg"
            onClick={(event) => {
              event.preventDefault();
              onBack();
            }}
            disabled={busy}
            className={styles.back}
          >
            {t('wizard.back')}
          </Button>
        )}
      </div>
    </div>
  );
}
