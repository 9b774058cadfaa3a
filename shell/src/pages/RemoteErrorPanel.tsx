import { useTranslation } from '@hospital/i18n';
import { ErrorPanel } from '@hospital/ui';
import { SHELL_NAMESPACE } from '../i18n';

export function RemoteErrorPanel({
  remote,
  retry,
  besideContent = false,
}: {
  remote: string;
  retry: () => void;
  /** The server's page stays below: its h1 is the page's, this panel's heading comes under it. */
  besideContent?: boolean;
}) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <div data-remote-error={remote}>
      <ErrorPanel
        title={t('remoteError.title')}
        message={t('remoteError.message')}
        retryLabel={t('remoteError.retry')}
        onRetry={retry}
        headingLevel={besideContent ? 2 : 1}
      />
    </div>
  );
}
