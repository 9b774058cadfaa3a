import { infiniteQueryOptions, queryOptions } from '@hospital/query';
import type { ApiClient, ListResult, SearchResults, ServicePackageCategory } from '@hospital/api-client';
import { PAGE_SIZES } from '@hospital/domain';
import { notFoundAsNull, REFERENCE_FRESH_MS } from '@hospital/remote-kit';
import { EVENT_CARD_FIELDS } from '../cards/EventCard';
import { PACKAGE_CARD_FIELDS } from '../cards/PackageCard';
import { PROMO_CARD_FIELDS } from '../cards/PromoCard';
import { nextPageOffset } from './pagedList';
import { pick } from './pick';
import { publishedOnly } from './promoVisibility';

// The queries of this remote, for its components and for the server's prefetch alike: the same key and
// function on both sides is what lets the browser reuse what the server rendered (docs/architecture.md §2b). The
// page's language is the client's (one client and one cache per page and language), so it is not part
// of the keys. Items that may not exist answer null (notFoundAsNull): the page shows its 404 panel.
// The news queries live beside the news pages (pages/news/newsQueries.ts).

/** docs/product-rules.md §9 gives videos no page size; six fills two rows of the grid like the other card lists. */
export const VIDEO_PAGE_SIZE = 6;

/** Doctors shown under a centre, clinic or hospital page; the rest are one click away in the search. */
const MAX_DOCTORS = 12;

/** Cards of each list on the home page. */
export const HOME_ITEMS = 3;
export const HOME_PACKAGES = 4;
/** The home page's events are picked from the next few, past ones left out. */
const HOME_EVENTS_CHECKED = 5;
/** Running-festival events are found among this many (the API has no filter on the slug). */
const FESTIVAL_EVENTS_CHECKED = 50;

/**
 * A list read page by page with "load more" (docs/product-rules.md §4): `load` gets the offset and the docs/product-rules.md §9 page size,
 * and another page is asked for while the last one came back full.
 */
export function pagedList<T>(
  queryKey: readonly unknown[],
  pageSize: number,
  load: (page: { offset: number; limit: number }, signal: AbortSignal) => Promise<ListResult<T>>,
) {
  const options = infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => load({ offset: pageParam, limit: pageSize }, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPageOffset(pages, pageSize),
  });
  // The server reads the pages `?page=` shows in one call (prefetchShownPages in @hospital/remote-kit).
  return {
    ...options,
    pageSize,
    loadRange: (range: { offset: number; limit: number }, { signal }: { signal: AbortSignal }) =>
      load(range, signal),
  };
}

// Shared by several pages

/** Both hospitals (hotlines, names of the hospitals an offer applies to, filters): shared by every remote. */
export { companiesQuery } from '@hospital/remote-kit';

/** A content page of `web/page/<slug>` (about, COE, facilities, services, clinics, legal...). */
export const pageQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['page', slug],
    queryFn: ({ signal }) => notFoundAsNull(api.getPage(slug, { signal })),
  });

/** Every page of a section, for the summaries and pictures of a page's sub-pages. */
export const sectionPagesQuery = (api: ApiClient, section: string) =>
  queryOptions({
    queryKey: ['pages', section],
    queryFn: ({ signal }) => api.listPages({ section }, { signal }).then((r) => r.results),
  });

/** The services of `web/service` (docs/product-rules.md §7), each with the route of its page. */
export const servicesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['services'],
    queryFn: ({ signal }) => api.listServices({ signal }).then((r) => r.results),
    staleTime: REFERENCE_FRESH_MS,
  });

export interface DoctorsOf {
  poliIds?: readonly number[];
  companyId?: number;
}

/** Doctors practising in some polyclinics or at a hospital, by name. */
export const doctorsQuery = (api: ApiClient, { poliIds = [], companyId }: DoctorsOf) =>
  queryOptions({
    queryKey: ['doctors', { poliIds: [...poliIds], companyId: companyId ?? null }],
    queryFn: ({ signal }) =>
      api
        .listDoctors(
          {
            limit: MAX_DOCTORS,
            order: 'name asc',
            company_id: companyId,
            filters: poliIds.length > 0 ? [['poli_id', 'in', [...poliIds]]] : undefined,
          },
          { signal },
        )
        .then((r) => r.results),
  });

/** A hospital by slug with the long text of its page (optional: the company record alone is enough). */
export const hospitalQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['hospital', slug],
    queryFn: async ({ signal }) => {
      const [company, page] = await Promise.all([
        notFoundAsNull(api.getCompany(slug, { signal })),
        api.getPage(`hospital/${slug}`, { signal }).catch(() => null),
      ]);
      return company ? { company, page } : null;
    },
  });

// Events

export const eventsQuery = (api: ApiClient) =>
  pagedList(['events', 'list'], PAGE_SIZES.events, (page, signal) => api.listEvents(page, { signal }));

/**
 * The next events the home page shows (past ones left out), as its cards render them: the home page's
 * lists carry their cards' fields only (docs/decisions.md, issue 25: the data block of `/`).
 */
export const upcomingEventsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['events', 'upcoming'],
    queryFn: ({ signal }) =>
      api.listEvents({ limit: HOME_EVENTS_CHECKED }, { signal }).then((r) =>
        r.results
          .filter((e) => e.registration !== 'past')
          .slice(0, HOME_ITEMS)
          .map((e) => pick(e, EVENT_CARD_FIELDS)),
      ),
  });

export const festivalEventsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['events', 'festival'],
    queryFn: ({ signal }) =>
      api.listEvents({ limit: FESTIVAL_EVENTS_CHECKED }, { signal }).then((r) => r.results),
  });

export const eventQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['event', slug],
    queryFn: ({ signal }) => notFoundAsNull(api.getEvent(slug, { signal })),
  });

// Promotions (docs/product-rules.md §7: state=published, order=sequence)

export const promotionsQuery = (api: ApiClient) =>
  pagedList(['promos', 'list'], PAGE_SIZES.promotions, (page, signal) =>
    api.listPromos({ ...page, order: 'sequence asc', filters: [['state', '=', 'published']] }, { signal }),
  );

/** The home page's promotions, published only (docs/product-rules.md §4), as their cards render them. */
export const homePromotionsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['promos', 'home'],
    queryFn: ({ signal }) =>
      api
        .listPromos(
          { limit: HOME_ITEMS, order: 'sequence asc', filters: [['state', '=', 'published']] },
          { signal },
        )
        .then((r) => publishedOnly(r.results).map((p) => pick(p, PROMO_CARD_FIELDS))),
  });

export const promotionQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['promo', slug],
    queryFn: ({ signal }) => notFoundAsNull(api.getPromo(slug, { signal })),
  });

// Service packages (docs/product-rules.md §7: order=sequence asc); `/services/paket-mcu` shows the check-ups only

export const packagesQuery = (api: ApiClient, category: ServicePackageCategory | null) =>
  pagedList(['packages', 'list', category], PAGE_SIZES.packages, (page, signal) =>
    api.listServicePackages(
      { ...page, order: 'sequence asc', filters: category ? [['category', '=', category]] : undefined },
      { signal },
    ),
  );

/** The home page's check-ups, as their cards render them. */
export const homeCheckUpsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['packages', 'home'],
    queryFn: ({ signal }) =>
      api
        .listServicePackages(
          { limit: HOME_PACKAGES, order: 'sequence asc', filters: [['category', '=', 'mcu']] },
          { signal },
        )
        .then((r) => r.results.map((p) => pick(p, PACKAGE_CARD_FIELDS))),
  });

export const packageQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['package', slug],
    queryFn: ({ signal }) => notFoundAsNull(api.getServicePackage(slug, { signal })),
  });

// Rooms (docs/product-rules.md §7: order=seq), optionally of one hospital

export const roomsQuery = (api: ApiClient, companyId: number | null) =>
  pagedList(['rooms', companyId], PAGE_SIZES.rooms, (page, signal) =>
    api.listRooms(
      { ...page, order: 'seq asc', filters: companyId ? [['company_id', '=', companyId]] : undefined },
      { signal },
    ),
  );

// Videos

export const videosQuery = (api: ApiClient) =>
  pagedList(['videos', 'list'], VIDEO_PAGE_SIZE, (page, signal) => api.listVideos(page, { signal }));

/** The newest videos, for "more videos" under one (itself left out where they are shown). */
export const latestVideosQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['videos', 'latest'],
    queryFn: ({ signal }) => api.listVideos({ limit: 4 }, { signal }).then((r) => r.results),
  });

export const videoQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['video', slug],
    queryFn: ({ signal }) => notFoundAsNull(api.getVideo(slug, { signal })),
  });

// Partners, downloads, FAQ

/** Partners grouped by industry (`web/rekanan`). */
export const partnersQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['partners'],
    queryFn: ({ signal }) => api.listPartnersGroupedByIndustry(undefined, { signal }).then((r) => r.results),
  });

/** The partners of the home page's strip: the first ones, their name and logo. */
export const HOME_PARTNERS = 12;
export const homePartnersQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['partners', 'home'],
    queryFn: ({ signal }) =>
      api.listPartnersGroupedByIndustry(undefined, { signal }).then((r) =>
        r.results
          .flatMap((group) => group.partners)
          .slice(0, HOME_PARTNERS)
          .map((partner) => pick(partner, ['id', 'name', 'logo'])),
      ),
  });

/** The centres of excellence the home page lists: name, summary and link. */
export const homeCentresQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['pages', 'coe', 'home'],
    queryFn: ({ signal }) =>
      api
        .listPages({ section: 'coe' }, { signal })
        .then((r) =>
          r.results
            .filter((page) => page.parent?.slug === 'coe')
            .map((page) => pick(page, ['slug', 'path', 'title', 'summary'])),
        ),
  });

/** Each hospital's hotline, for the home page's hero. */
export const homeHotlinesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['companies', 'hotlines'],
    queryFn: ({ signal }) =>
      api.listCompanies({ signal }).then((r) => r.results.map((c) => pick(c, ['slug', 'phone_display']))),
    staleTime: REFERENCE_FRESH_MS,
  });

export const downloadsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['downloads'],
    queryFn: ({ signal }) => api.listDownloads({ signal }).then((r) => r.results),
  });

/** FAQ groups, all or those matching `q` (`web/faq?q=`). */
export const faqQuery = (api: ApiClient, q: string) =>
  queryOptions({
    queryKey: ['faq', q],
    queryFn: ({ signal }) => api.listFaq(q ? { q } : undefined, { signal }).then((r) => r.results),
  });

// Search

/** The SearchResults lists that are not paged: the page shows them from the first page only. */
const UNPAGED = ['doctors', 'packages', 'promotions', 'services', 'faq', 'partners'] as const;

/**
 * A later page of a search as the page keeps it: its articles (the API pages them only; each page repeats
 * the other groups, which the page shows from the first). The data block then carries each item once
 * (docs/decisions.md, issue 25).
 */
function articlesOnly(page: SearchResults): SearchResults {
  const trimmed: SearchResults = { ...page, specialities: [], emergency: [] };
  for (const key of UNPAGED) trimmed[key] = { results: [], count: page[key].count };
  return trimmed;
}

/**
 * `web/search?q=`: the first page has every group (doctors, services, packages, promotions and the first
 * 8 articles, docs/product-rules.md §7); "load more" asks for the next articles.
 */
export const searchQuery = (api: ApiClient, q: string) =>
  infiniteQueryOptions({
    queryKey: ['search', q],
    queryFn: ({ pageParam, signal }) =>
      api
        .search(q, { offset: pageParam, limit: PAGE_SIZES.search }, { signal })
        .then((page) => (pageParam === 0 ? page : articlesOnly(page))),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) =>
      nextPageOffset(
        pages.map((page) => page.articles),
        PAGE_SIZES.search,
      ),
  });
