import { Button } from '@hospital/ui';
import { useTranslation } from '@hospital/i18n';
import { useNextIntent } from './nextIntent';
import styles from './StepNav.module.css';

interface StepNavProps {
  onBack?: () => void;
  nextLabel: string;
  /** The Next/Submit button is the form's submit button. */
  busy?: boolean;
}

/** Back and Next under every step; Next submits the step's form so Enter works too. */
export function StepNav({ onBack, nextLabel, busy = false }: StepNavProps) {
  const { t } = useTranslation();
  const onNextIntent = useNextIntent();
  return (
    <div className={styles.nav}>
      <Button
        type="submit"
        size="lg"
        loading={busy}
        className={styles.next}
        onPointerEnter={onNextIntent}
        onFocus={onNextIntent}
        onTouchStart={onNextIntent}
      >
        {nextLabel}
      </Button>
      {onBack && (
        <Button type="button" variant="secondary" size="lg" onClick={onBack} className={styles.back}>
          {t('wizard.back')}
        </Button>
      )}
    </div>
  );
}
