import { Container, NotFoundPanel } from '@hospital/ui';
import { useSeo } from '../hooks/useSeo';
import { useNavigateHandler } from './useNavigateHandler';
import { useT } from './useT';

/** The 404 panel of ARCHITECTURE 2 for an unknown slug (texts from `common.notFound`). */
export function NotFound() {
  const t = useT();
  const onNavigate = useNavigateHandler();
  const title = t('common:notFound.title');
  useSeo({ title, description: t('common:notFound.description') });
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
