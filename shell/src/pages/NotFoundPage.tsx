import { useEffect } from 'react';
import { useTranslation } from '@hospital/i18n';
import { navigateToUrl } from 'single-spa';
import { NotFoundPanel } from '@hospital/ui';
import { SHELL_NAMESPACE } from '../i18n';

export function NotFoundPage() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  useEffect(() => {
    document.title = `${t('notFound.docTitle')} | Medika Hospital`;
  }, [t]);
  return (
    <NotFoundPanel
      title={t('notFound.title')}
      homeHref="/"
      homeLabel={t('notFound.home')}
      onNavigate={(href: string) => navigateToUrl(href)}
    />
  );
}
