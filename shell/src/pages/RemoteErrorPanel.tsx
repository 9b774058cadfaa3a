import { useTranslation } from '@hospital/i18n';
import { ErrorPanel } from '@hospital/ui';
import { SHELL_NAMESPACE } from '../i18n';

export function RemoteErrorPanel({ remote, retry }: { remote: string; retry: () => void }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <div data-remote-error={remote}>
      <ErrorPanel
        title={t('remoteError.title')}
        message={t('remoteError.message')}
        retryLabel={t('remoteError.retry')}
        onRetry={retry}
        headingLevel={1}
      />
    </div>
  );
}
