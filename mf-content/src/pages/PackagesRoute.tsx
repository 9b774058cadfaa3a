import { useParams } from '@hospital/router';
import { prefetchShownPages, shownPages, type Prefetch, type PrefetchContext } from '@hospital/remote-kit';
import { companiesQuery, packageQuery, packagesQuery } from '../shared/lib/queries';
import { PackageDetail } from '../features/packages/PackageDetail';
import { PackageListPage } from '../features/packages/PackageListPage';

/** What one package's page shows: the package (unknown: 404; the API failing: 503) and the hospitals. */
function prefetchPackage({ queryClient, api }: PrefetchContext, slug: string) {
  return Promise.all([
    queryClient.fetchQuery(packageQuery(api, slug)),
    queryClient.prefetchQuery(companiesQuery(api)),
  ]);
}

/** `/package`. */
export function PackageIndexPage() {
  return <PackageListPage />;
}

PackageIndexPage.prefetch = (({ queryClient, api, search }) =>
  prefetchShownPages(queryClient, packagesQuery(api, null), shownPages(search))) satisfies Prefetch;

/** `/package/:slug`. */
export function PackageSlugPage() {
  const { slug = '' } = useParams();
  return <PackageDetail key={slug} slug={slug} />;
}

PackageSlugPage.prefetch = ((context) =>
  prefetchPackage(context, context.params.slug ?? '')) satisfies Prefetch;

/** `/services/paket-mcu/:slug?`: the check-up packages, or one of them. */
export function McuPage() {
  const { slug } = useParams();
  return slug ? <PackageDetail key={slug} slug={slug} /> : <PackageListPage category="mcu" />;
}

McuPage.prefetch = ((context) =>
  context.params.slug
    ? prefetchPackage(context, context.params.slug)
    : prefetchShownPages(
        context.queryClient,
        packagesQuery(context.api, 'mcu'),
        shownPages(context.search),
      )) satisfies Prefetch;
