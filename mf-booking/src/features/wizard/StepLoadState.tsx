import { useTranslation } from '@hospital/i18n';
import { ErrorPanel } from '@hospital/ui';
import { LoadingBlock } from '../../shared/LoadingBlock';

/** What stands in a step's place while its code downloads, or after the download failed. */
export function StepLoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!failed) return <LoadingBlock label={t('wizard.stepLoading')} />;
  return (
    <ErrorPanel
      title={t('common.loadError')}
      onRetry={onRetry}
      retryLabel={t('common.retry')}
      headingLevel={2}
    />
  );
}
