import { useParams } from '@hospital/router';
import type { Prefetch } from '@hospital/remote-kit';
import { NotFound } from '../shared/components/NotFound';
import { ContentPage, prefetchContentPage } from '../features/static/ContentPage';

const NESTED_SLUG = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** The API page slug of a `/coe/...` path, or null when the path cannot name a page. */
export function coeSlug(rest: string | undefined): string | null {
  const trimmed = (rest ?? '').replace(/^\/+|\/+$/g, '').toLowerCase();
  if (trimmed === '') return 'coe';
  return NESTED_SLUG.test(trimmed) ? `coe/${trimmed}` : null;
}

/** `/coe/*`: every centre of excellence by slug from the API (`web/page/coe/...`); unknown → 404. */
export default function CoePage() {
  const slug = coeSlug(useParams()['*']);
  if (!slug) return <NotFound />;
  return <ContentPage key={slug} slug={slug} titleKey="coeAll" />;
}

CoePage.prefetch = (async (context) => {
  const slug = coeSlug(context.params['*']);
  if (slug) await prefetchContentPage(context, slug);
}) satisfies Prefetch;
