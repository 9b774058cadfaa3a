import { useQuery } from '@hospital/query';
import { useParams } from '@hospital/router';
import type { Service } from '@hospital/api-client';
import { Redirect, useApi, usePageHead, type Prefetch } from '@hospital/remote-kit';
import { CardGrid } from '../shared/components/CardGrid';
import { ItemCard } from '../shared/components/ItemCard';
import { NotFound } from '../shared/components/NotFound';
import { Section } from '../shared/components/Section';
import { ArticleSkeleton, CardGridSkeleton, LoadingRegion } from '../shared/components/Skeletons';
import { useT } from '../shared/components/useT';
import { servicesQuery } from '../shared/lib/queries';
import { ContentPage, prefetchContentPage } from '../features/static/ContentPage';

function ServiceGrid() {
  const t = useT();
  const services = useQuery(servicesQuery(useApi()));
  return (
    <Section title={t('services.all')}>
      {services.data ? (
        <CardGrid
          items={services.data}
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

ServicesIndexPage.prefetch = ((context) =>
  Promise.all([
    prefetchContentPage(context, 'services'),
    context.queryClient.prefetchQuery(servicesQuery(context.api)),
  ])) satisfies Prefetch;

const PAGE_SLUG = /^[a-z0-9-]+$/;

/** Where a service of `web/service` has its page, when that is not `/services/<slug>`. */
function pageElsewhere(services: readonly Service[], slug: string): string | null {
  const service = services.find((s) => s.slug === slug);
  return service && service.path !== `/services/${slug}` ? service.path : null;
}

/**
 * `/services/:slug`: a services page, or a service of `web/service` whose page lives elsewhere
 * (`/services/hemodialisis` → `/facility-and-services/hemodialysis`).
 */
export function ServiceSlugPage() {
  const { slug = '' } = useParams();
  if (!PAGE_SLUG.test(slug)) return <NotFound />;
  return <ServiceSlug key={slug} slug={slug} />;
}

function ServiceSlug({ slug }: { slug: string }) {
  const t = useT();
  const services = useQuery(servicesQuery(useApi()));
  usePageHead(
    services.isPending
      ? { title: t('pageTitles.servicesSlug'), description: t('seo.defaultDescription') }
      : null,
  );
  if (services.isPending) {
    return (
      <LoadingRegion label={t('common:loading')}>
        <ArticleSkeleton />
      </LoadingRegion>
    );
  }
  // Without the list (it failed), the slug can still be a services page of its own.
  const target = services.data ? pageElsewhere(services.data, slug) : null;
  // A 302, not a 301: the target is API data an editor can change, and browsers keep a 301.
  if (target) return <Redirect to={target} />;
  return <ContentPage slug={`services/${slug}`} titleKey="servicesSlug" />;
}

ServiceSlugPage.prefetch = (async (context) => {
  const { slug = '' } = context.params;
  if (!PAGE_SLUG.test(slug)) return;
  // The list decides whether this is a page or a redirect, so its failure is the page's (503).
  const services = await context.queryClient.fetchQuery(servicesQuery(context.api));
  if (!pageElsewhere(services, slug)) await prefetchContentPage(context, `services/${slug}`);
}) satisfies Prefetch;
