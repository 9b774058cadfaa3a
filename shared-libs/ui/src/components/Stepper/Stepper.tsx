import { cx } from '../../utils/cx';
import styles from './Stepper.module.css';

export interface StepperProps {
  /** Visible step names, in order ('Rumah sakit', 'Data pasien', 'Asuransi', 'Jadwal', 'Ringkasan'). */
  steps: readonly string[];
  /** Zero-based index of the step the user is on. */
  currentStep: number;
  /** Accessible name of the list ('Langkah pemesanan' / 'Booking steps'). */
  label: string;
  /** Screen-reader suffix for finished steps ('selesai' / 'completed'). */
  completedLabel?: string;
  /**
   * On phones, smaller markers (their names still shown: docs/decisions.md, issue 26), for once the page
   * names the current step itself, so the form moves up into the first screen.
   */
  compactOnPhones?: boolean;
  className?: string;
}

/** Progress through a multi-step wizard: an ordered list with aria-current="step" on the current step. */
export function Stepper({
  steps,
  currentStep,
  label,
  completedLabel,
  compactOnPhones = false,
  className,
}: StepperProps) {
  return (
    <ol aria-label={label} className={cx(styles.stepper, compactOnPhones && styles.compact, className)}>
      {steps.map((step, index) => {
        const state = index < currentStep ? 'complete' : index === currentStep ? 'current' : 'upcoming';
        return (
          <li
            key={`${index}-${step}`}
            className={cx(styles.step, styles[state])}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {state === 'complete' ? (
                <svg viewBox="0 0 16 16" width="16" height="16" focusable="false">
                  <path
                    d="M3.5 8.5l3 3 6-7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              ) : (
                index + 1
              )}
            </span>
            <span className={styles.label}>
              {step}
              {state === 'complete' && completedLabel && (
                <span className={styles.hiddenText}>{`, ${completedLabel}`}</span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
