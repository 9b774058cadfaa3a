import { useTranslation } from '@hospital/i18n';
import { usePageHead } from '@hospital/remote-kit';
import { NotFoundPanel } from '@hospital/ui';
import { navigateToPath } from '../chrome/common/navigation';
import { SHELL_NAMESPACE } from '../i18n';

/** docs/architecture.md §2: a path no remote claims ('This page could not be found', a link home); HTTP 404. */
export function NotFoundPage() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  usePageHead(notFoundHead(t));
  return (
    <NotFoundPanel
      title={t('notFound.title')}
      homeHref="/"
      homeLabel={t('notFound.home')}
      onNavigate={(href: string) => navigateToPath(href)}
    />
  );
}

export function notFoundHead(t: (key: string) => string) {
  return { title: t('notFound.docTitle'), description: t('notFound.title'), noindex: true };
}
