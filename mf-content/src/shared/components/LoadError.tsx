import { ErrorPanel } from '@hospital/ui';
import { useT } from './useT';

/** Polite error with a retry (docs/product-rules.md §8: the failure is logged; the visitor can try again). */
export function LoadError({
  onRetry,
  retrying = false,
  headingLevel = 2,
}: {
  onRetry: () => void;
  retrying?: boolean;
  headingLevel?: 1 | 2;
}) {
  const t = useT();
  return (
    <ErrorPanel
      title={t('common:error.title')}
      message={<p>{t('common:error.description')}</p>}
      onRetry={onRetry}
      retryLabel={t('common:retry')}
      retrying={retrying}
      headingLevel={headingLevel}
    />
  );
}
