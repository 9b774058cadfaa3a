import { useEffect, useRef } from 'react';
import { useTranslation } from '@hospital/i18n';
import { Button } from '@hospital/ui';
import styles from './SignInForm.module.css';

/** The recovery codes of a new enrolment, shown this once (the server keeps only their hashes). */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={styles.card} aria-labelledby="codes-title">
      <h2 id="codes-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        {t('codes.heading')}
      </h2>
      <p className={styles.lead}>{t('codes.lead')}</p>
      <ol className={styles.codes} aria-label={t('codes.listLabel')} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => window.print()}>
          {t('codes.print')}
        </Button>
        <Button onClick={onDone}>{t('codes.done')}</Button>
      </div>
    </section>
  );
}
