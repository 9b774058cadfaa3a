import { useTranslation } from '@hospital/i18n';
import { ErrorPanel } from '@hospital/ui';
import { SHELL_NAMESPACE } from '../i18n';

/** The generic error page (docs/product-rules.md §8): the status code (default 500), a message and a retry. */
export function ShellErrorPage({ statusCode = 500, retry }: { statusCode?: number; retry: () => void }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <div data-shell-error>
      <ErrorPanel
        title={t('shellError.title')}
        message={`${t('shellError.message')} ${t('shellError.code', { code: statusCode })}`}
        statusCode={statusCode}
        retryLabel={t('shellError.retry')}
        onRetry={retry}
        headingLevel={1}
      />
    </div>
  );
}
