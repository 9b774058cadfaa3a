import type {
  Event as SchemaEvent,
  FAQPage,
  Hospital,
  NewsArticle,
  Offer,
  Place,
  VideoObject,
  VirtualLocation,
  WithContext,
} from 'schema-dts';
import type {
  Article,
  Company,
  FaqGroup,
  HospitalEvent,
  Promo,
  ServicePackage,
  Video,
} from '@hospital/api-client';
import {
  absoluteUrl,
  hospitalNode,
  pageUrl,
  postalAddress,
  siteOrganization,
  type SiteAddress,
} from '@hospital/remote-kit';

// The schema.org objects of the content pages, written into the page's head by the server (docs/architecture.md
// §2b) so that search engines and link previews read them without JavaScript. Typed with schema-dts, so
// a property or an enumeration value schema.org lacks does not compile; URLs are the page's language's
// (docs/decisions.md, issue 25 item 6).

const CONTEXT = 'https://schema.org' as const;

/** schema.org `Hospital` for a hospital page. */
export function hospitalJsonLd(company: Company, at: SiteAddress): WithContext<Exclude<Hospital, string>> {
  return { '@context': CONTEXT, ...hospitalNode(company, at) };
}

/** schema.org `NewsArticle` for a news page: the page itself in its language, the group as publisher. */
export function newsArticleJsonLd(
  article: Article,
  at: SiteAddress,
): WithContext<Exclude<NewsArticle, string>> {
  const url = pageUrl(article.path, at);
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: article.name,
    description: article.summary,
    image: [absoluteUrl(article.image, at.origin)],
    datePublished: article.published_date,
    articleSection: article.category_name,
    keywords: article.tags.join(', '),
    inLanguage: at.lang,
    url,
    mainEntityOfPage: url,
    author: { '@type': 'Organization', name: article.author },
    publisher: siteOrganization(at),
  };
}

const AVAILABILITY = {
  open: 'https://schema.org/InStock',
  full: 'https://schema.org/SoldOut',
  closed: 'https://schema.org/SoldOut',
  past: 'https://schema.org/SoldOut',
} as const;

/**
 * Where an event is: a venue with its postal address, or, online, the event's page (where one
 * registers for the meeting's link).
 */
function eventLocation(event: HospitalEvent, url: string): Exclude<Place | VirtualLocation, string> {
  if (event.online) return { '@type': 'VirtualLocation', url };
  return {
    '@type': 'Place',
    name: event.location,
    ...(event.venue_address ? { address: postalAddress(event.venue_address) } : {}),
  };
}

/** schema.org `Event` for an event page. */
export function eventJsonLd(
  event: HospitalEvent,
  at: SiteAddress,
): WithContext<Exclude<SchemaEvent, string>> {
  const url = pageUrl(event.path, at);
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: event.name,
    description: event.summary,
    startDate: event.start,
    endDate: event.end,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: event.online
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    image: [absoluteUrl(event.image, at.origin)],
    url,
    inLanguage: at.lang,
    location: eventLocation(event, url),
    organizer: siteOrganization(at),
    maximumAttendeeCapacity: event.capacity,
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'IDR',
      availability: AVAILABILITY[event.registration],
      url,
    },
  };
}

/** schema.org `Offer` for a promotion: its price (0 when free) and the period it is valid in. */
export function promoJsonLd(promo: Promo, at: SiteAddress): WithContext<Exclude<Offer, string>> {
  return {
    '@context': CONTEXT,
    '@type': 'Offer',
    name: promo.name,
    description: promo.summary,
    url: pageUrl(promo.path, at),
    image: absoluteUrl(promo.image, at.origin),
    price: promo.price ?? 0,
    priceCurrency: 'IDR',
    validFrom: promo.valid_from,
    priceValidUntil: promo.valid_to,
    availability: 'https://schema.org/InStock',
    seller: siteOrganization(at),
  };
}

/** schema.org `Offer` for a service or check-up package, with what it includes. */
export function packageJsonLd(pkg: ServicePackage, at: SiteAddress): WithContext<Exclude<Offer, string>> {
  return {
    '@context': CONTEXT,
    '@type': 'Offer',
    name: pkg.name,
    description: pkg.summary,
    url: pageUrl(pkg.path, at),
    image: absoluteUrl(pkg.image, at.origin),
    price: pkg.price,
    priceCurrency: 'IDR',
    availability: 'https://schema.org/InStock',
    itemOffered: { '@type': 'Service', name: pkg.name, description: pkg.items.join(', ') },
    seller: siteOrganization(at),
  };
}

/** `PT5M30S`: an ISO 8601 duration, as schema.org wants it. */
export function isoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `PT${Math.floor(seconds / 60)}M${seconds % 60}S`;
}

/** schema.org `VideoObject` for a video page (the player is YouTube's, behind the facade). */
export function videoJsonLd(
  video: Video,
  at: SiteAddress,
  embedUrl: string,
): WithContext<Exclude<VideoObject, string>> {
  return {
    '@context': CONTEXT,
    '@type': 'VideoObject',
    name: video.name,
    description: video.summary,
    thumbnailUrl: [absoluteUrl(video.poster, at.origin)],
    uploadDate: video.published_date,
    duration: isoDuration(video.duration_seconds),
    embedUrl,
    url: pageUrl(video.path, at),
    inLanguage: at.lang,
    publisher: siteOrganization(at),
  };
}

/** schema.org `FAQPage`: every question of the page with its answer. */
export function faqJsonLd(groups: readonly FaqGroup[]): WithContext<Exclude<FAQPage, string>> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((g) =>
      g.items.map((item) => ({
        '@type': 'Question' as const,
        name: item.question,
        acceptedAnswer: { '@type': 'Answer' as const, text: item.answer },
      })),
    ),
  };
}
