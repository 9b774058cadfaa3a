import { Navigate, useParams } from '@hospital/remote-kit';
import type { Service } from '@hospital/api-client';
import { contentApi } from '../../api/contentApi';
import { CardGrid } from '../../components/CardGrid';
import { ItemCard } from '../../components/ItemCard';
import { NotFound } from '../../components/NotFound';
import { Section } from '../../components/Section';
import { ArticleSkeleton, CardGridSkeleton, LoadingRegion } from '../../components/Skeletons';
import { useT } from '../../components/useT';
import { useApiData } from '../../hooks/useApiData';
import { ContentPage } from '../static/ContentPage';

function ServiceGrid() {
  const t = useT();
  const result = useApiData('services', (signal) => contentApi().listServices({ signal }));
  return (
    <Section title={t('services.all')}>
      {result.status === 'success' ? (
        <CardGrid
          items={result.data.results}
          itemKey={(s) => s.slug}
          columns={3}
          renderItem={(s: Service) => (
            <ItemCard href={s.path} title={s.name} summary={s.summary} image={s.image} />
          )}
        />
      ) : (
        <CardGridSkeleton count={6} />
      )}
    </Section>
  );
}

/** `/services`: the services page and every service of `web/service`. */
export function ServicesIndexPage() {
  return <ContentPage slug="services" titleKey="services" extra={() => <ServiceGrid />} />;
}

const PAGE_SLUG = /^[a-z0-9-]+$/;

/**
 * `/services/:slug`: a services page, or a service of `web/service` whose page lives elsewhere
 * (`/services/hemodialisis` → `/facility-and-services/hemodialysis`).
 */
export function ServiceSlugPage() {
  const { slug = '' } = useParams();
  const t = useT();
  const services = useApiData('services', (signal) => contentApi().listServices({ signal }));
  if (!PAGE_SLUG.test(slug)) return <NotFound />;
  if (services.status === 'loading') {
    return (
      <LoadingRegion label={t('common:loading')}>
        <ArticleSkeleton />
      </LoadingRegion>
    );
  }
  const service =
    services.status === 'success' ? services.data.results.find((s) => s.slug === slug) : undefined;
  if (service && service.path !== `/services/${slug}`) return <Navigate to={service.path} replace />;
  return <ContentPage key={slug} slug={`services/${slug}`} titleKey="servicesSlug" />;
}
