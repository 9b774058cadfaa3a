import type {
  ArticleSummary,
  EventRegistrationState,
  HospitalEvent,
  HospitalRoom,
  Lang,
  MenuNode,
  PartnerGroup,
  Promo,
  Service,
  ServicePackage,
} from '@hospital/contract';
import type * as tables from '../db/schema';
import { toWibIso } from '../lib/clock';
import type { MediaUrl } from '../media/urls';
import { authorName, type ReferenceData } from '../lib/reference';

/** Database rows of the content tables as the API's payloads (`@hospital/contract` types). */

type CategoryRow = typeof tables.articleCategories.$inferSelect;

/** The columns a list item needs (content/service.ts selects them): lists never load the bodies. */
export type ArticleSummaryRow = Pick<
  typeof tables.articles.$inferSelect,
  'id' | 'slug' | 'name' | 'summary' | 'publishedDate' | 'readCount' | 'author' | 'readingMinutes'
>;

export function toArticleSummary(
  row: ArticleSummaryRow,
  category: CategoryRow,
  lang: Lang,
  media: MediaUrl,
  ref: ReferenceData,
): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name[lang],
    category: category.key,
    category_id: category.id,
    category_name: category.name[lang],
    summary: row.summary[lang],
    image: media('article', row.slug),
    published_date: row.publishedDate,
    count: row.readCount,
    author: authorName(ref, row.author, lang),
    reading_minutes: row.readingMinutes,
    path: `/news/${row.slug}`,
  };
}

export function toPromo(row: typeof tables.promos.$inferSelect, lang: Lang, media: MediaUrl): Promo {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name[lang],
    state: 'published',
    sequence: row.sequence,
    summary: row.summary[lang],
    body: row.body[lang],
    image: media('promo', row.slug),
    valid_from: row.validFrom,
    valid_to: row.validTo,
    company_ids: row.companyIds,
    price: row.price,
    terms: row.terms.map((t) => t[lang]),
    path: `/promotion/${row.slug}`,
  };
}

export function toPackage(
  row: typeof tables.servicePackages.$inferSelect,
  place: typeof tables.packageClinics.$inferSelect | null,
  lang: Lang,
  media: MediaUrl,
): ServicePackage {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name[lang],
    sequence: row.sequence,
    category: row.category,
    summary: row.summary[lang],
    body: row.body[lang],
    price: row.price,
    original_price: row.originalPrice,
    items: row.items.map((i) => i[lang]),
    image: media('package', row.slug),
    company_ids: row.companyIds,
    clinics: (place?.clinics ?? []).map((c) => ({ company_id: c.companyId, poli_id: c.poliId })),
    path: row.category === 'mcu' ? `/services/paket-mcu/${row.slug}` : `/package/${row.slug}`,
  };
}

export function eventState(row: typeof tables.events.$inferSelect, now: Date): EventRegistrationState {
  if (row.startsAt.getTime() <= now.getTime()) return 'past';
  if (row.registrationClosed) return 'closed';
  if (row.registered >= row.capacity) return 'full';
  return 'open';
}

/** `place`: where the event is (docs/decisions.md, issue 25 item 6); null where it was never said. */
export function toEvent(
  row: typeof tables.events.$inferSelect,
  place: typeof tables.eventPlaces.$inferSelect | null,
  lang: Lang,
  media: MediaUrl,
  now: Date,
): HospitalEvent {
  const state = eventState(row, now);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name[lang],
    summary: row.summary[lang],
    body: row.body[lang],
    start: toWibIso(row.startsAt),
    end: toWibIso(row.endsAt),
    location: row.location[lang],
    company_id: row.companyId,
    online: place?.online ?? false,
    venue_address: place?.venueAddress
      ? {
          street: place.venueAddress.street,
          locality: place.venueAddress.locality,
          postal_code: place.venueAddress.postalCode,
        }
      : null,
    image: media('event', row.slug),
    capacity: row.capacity,
    registered: row.registered,
    registration: state,
    registration_open: state === 'open',
    path: `/event/${row.slug}`,
  };
}

export function toArticleCategory(row: CategoryRow, lang: Lang) {
  return { id: row.id, slug: row.slug, key: row.key, name: row.name[lang] };
}

/** The menu rows as a tree, children in the order of the rows. */
export function toMenuTree(rows: (typeof tables.menuItems.$inferSelect)[], lang: Lang): MenuNode[] {
  const nodes = new Map<number, MenuNode>(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        display_name: r.displayName[lang],
        link: r.link,
        parent_id: r.parentId,
        sequence: r.sequence,
        children: [],
      },
    ]),
  );
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export function toRoom(
  r: typeof tables.hospitalRooms.$inferSelect,
  ref: ReferenceData,
  lang: Lang,
  media: MediaUrl,
): HospitalRoom {
  return {
    id: r.id,
    seq: r.seq,
    slug: r.slug,
    name: r.name[lang],
    class_name: r.className[lang],
    company_id: r.companyId,
    company_name: ref.companies.get(r.companyId)?.name ?? '',
    rate: r.rate,
    beds_per_room: r.bedsPerRoom,
    facilities: r.facilities.map((f) => f[lang]),
    image: media('room', r.slug),
  };
}

/** One group per industry, its partners in their order; `industry_id` is the [id, name] pair of docs/product-rules.md §7. */
export function toPartnerGroup(
  industry: typeof tables.industries.$inferSelect,
  partnerRows: (typeof tables.partners.$inferSelect)[],
  lang: Lang,
  media: MediaUrl,
): PartnerGroup {
  const pair: [number, string] = [industry.id, industry.name[lang]];
  return {
    industry_id: pair,
    industry: {
      id: industry.id,
      code: industry.code as PartnerGroup['industry']['code'],
      name: industry.name[lang],
    },
    partners: partnerRows
      .filter((p) => p.industryId === industry.id)
      .map((p) => ({
        id: p.id,
        slug: p.slug,
        name: p.name,
        industry_id: pair,
        logo: media('partner', p.slug),
        description: p.description[lang],
      })),
  };
}

export function toService(s: typeof tables.services.$inferSelect, lang: Lang, media: MediaUrl): Service {
  return {
    id: s.id,
    slug: s.slug,
    name: s.name[lang],
    summary: s.summary[lang],
    icon: s.icon,
    image: media('service', s.slug),
    path: s.path,
    page_slug: s.pageSlug,
  };
}
