import { useHttpStatus, usePageHead } from '@hospital/remote-kit';
import { Container, NotFoundPanel } from '@hospital/ui';
import { useNavigateHandler } from './useNavigateHandler';
import { useT } from './useT';

/** The 404 panel of docs/architecture.md §2 for an unknown slug (texts from `common.notFound`); answers 404. */
export function NotFound() {
  const t = useT();
  const onNavigate = useNavigateHandler();
  const title = t('common:notFound.title');
  useHttpStatus(404);
  usePageHead({ title, description: t('common:notFound.description'), noindex: true });
  return (
    <Container>
      <NotFoundPanel
        title={title}
        message={<p>{t('common:notFound.description')}</p>}
        homeHref="/"
        homeLabel={t('common:notFound.backHome')}
        onNavigate={onNavigate}
      />
    </Container>
  );
}
