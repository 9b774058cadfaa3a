import { useRef } from 'react';
import { useTranslation } from '@hospital/i18n';
import { loadedValue } from '@hospital/ui';
import { SHELL_NAMESPACE } from '../../i18n';
import { useNearViewportOrIdle } from '../common/useNearViewportOrIdle';
import { useOnDemandChunk } from '../lazy/useOnDemandChunk';
import { siteFooterChunk } from './siteFooterChunk';
import styles from './LazySiteFooter.module.css';

/**
 * The full footer is below the fold: its code downloads like its data, once its place comes near the
 * viewport or the page is idle after loading. Until then a placeholder of the footer's usual height
 * holds the place. If the download fails, the placeholder says so and offers to try again (no live
 * announcement: the visitor did not ask for the footer).
 */
export function LazySiteFooter() {
  const placeholderRef = useRef<HTMLDivElement>(null);
  const wanted = useNearViewportOrIdle(placeholderRef);
  const footer = useOnDemandChunk(siteFooterChunk, wanted);
  const SiteFooter = loadedValue(footer)?.default;
  if (SiteFooter) return <SiteFooter />;
  const failed = footer.status === 'failed';
  return (
    <div
      ref={placeholderRef}
      className={styles.placeholder}
      data-footer-placeholder=""
      aria-hidden={failed ? undefined : true}
    >
      {failed && <LoadFailed />}
    </div>
  );
}

function LoadFailed() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <div className={styles.failed}>
      <p className={styles.message}>{t('remoteError.message')}</p>
      <button type="button" className={styles.retry} onClick={siteFooterChunk.prefetch}>
        {t('remoteError.retry')}
      </button>
    </div>
  );
}
