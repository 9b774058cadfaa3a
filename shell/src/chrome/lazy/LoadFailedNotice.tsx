import { useTranslation } from '@hospital/i18n';
import { useLazyModuleState, type LazyModule } from '@hospital/ui';
import { SHELL_NAMESPACE } from '../../i18n';
import { useLoadFailureStore } from './loadFailureStore';
import styles from './LoadFailedNotice.module.css';

/**
 * A polite live region that says when a part the visitor opened could not be downloaded. It leaves
 * focus on the opener (pressing it again retries) and hides while the part downloads again.
 */
export function LoadFailedNotice() {
  const chunk = useLoadFailureStore((s) => s.chunk);
  return (
    <div role="status" className={styles.region}>
      {chunk && <Notice chunk={chunk} />}
    </div>
  );
}

function Notice({ chunk }: { chunk: LazyModule<unknown> }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { status } = useLazyModuleState(chunk);
  const dismiss = useLoadFailureStore((s) => s.dismiss);
  if (status !== 'failed') return null;
  return (
    <div className={styles.notice}>
      <p className={styles.message}>{t('remoteError.message')}</p>
      <button type="button" className={styles.dismiss} onClick={dismiss}>
        {t('chrome.close')}
      </button>
    </div>
  );
}
