import type { Article, Company, HospitalEvent, Promo, ServicePackage, Video } from '@hospital/api-client';
import { SITE_NAME, absoluteUrl } from '@hospital/remote-kit';

// The schema.org objects of the item pages, written into the page's head by the server (ARCHITECTURE
// 2b) so that search engines and link previews read them without JavaScript.

/** schema.org `Hospital` for a hospital page. */
export function hospitalJsonLd(company: Company, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Hospital',
    name: company.name,
    description: company.description,
    url: absoluteUrl(company.path, origin),
    image: absoluteUrl(company.image, origin),
    telephone: `+${company.phone}`,
    email: company.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address,
      addressLocality: company.city,
      postalCode: company.postal_code,
      addressRegion: 'Jawa Barat',
      addressCountry: 'ID',
    },
    geo: { '@type': 'GeoCoordinates', latitude: company.latitude, longitude: company.longitude },
    openingHours: company.opening_hours.map((h) => `${h.label}: ${h.hours}`),
    medicalSpecialty: company.services,
    isAcceptingNewPatients: true,
  };
}

/** schema.org `NewsArticle` for a news page. */
export function newsArticleJsonLd(article: Article, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.name,
    description: article.summary,
    image: [absoluteUrl(article.image, origin)],
    datePublished: article.published_date,
    articleSection: article.category_name,
    keywords: article.tags.join(', '),
    mainEntityOfPage: absoluteUrl(article.path, origin),
    author: { '@type': 'Organization', name: article.author },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: origin },
  };
}

const AVAILABILITY = {
  open: 'https://schema.org/InStock',
  full: 'https://schema.org/SoldOut',
  closed: 'https://schema.org/SoldOut',
  past: 'https://schema.org/SoldOut',
} as const;

/** schema.org `Event` for an event page. */
export function eventJsonLd(event: HospitalEvent, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description: event.summary,
    startDate: event.start,
    endDate: event.end,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    image: [absoluteUrl(event.image, origin)],
    url: absoluteUrl(event.path, origin),
    location: { '@type': 'Place', name: event.location, address: event.location },
    organizer: { '@type': 'Organization', name: SITE_NAME, url: origin },
    maximumAttendeeCapacity: event.capacity,
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'IDR',
      availability: AVAILABILITY[event.registration],
      url: absoluteUrl(event.path, origin),
    },
  };
}

function seller(origin: string) {
  return { '@type': 'Organization', name: SITE_NAME, url: origin };
}

/** schema.org `Offer` for a promotion: its price (0 when free) and the period it is valid in. */
export function promoJsonLd(promo: Promo, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: promo.name,
    description: promo.summary,
    url: absoluteUrl(promo.path, origin),
    image: absoluteUrl(promo.image, origin),
    price: promo.price ?? 0,
    priceCurrency: 'IDR',
    validFrom: promo.valid_from,
    priceValidUntil: promo.valid_to,
    availability: 'https://schema.org/InStock',
    seller: seller(origin),
  };
}

/** schema.org `Offer` for a service or check-up package, with what it includes. */
export function packageJsonLd(pkg: ServicePackage, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: pkg.name,
    description: pkg.summary,
    url: absoluteUrl(pkg.path, origin),
    image: absoluteUrl(pkg.image, origin),
    price: pkg.price,
    priceCurrency: 'IDR',
    availability: 'https://schema.org/InStock',
    itemOffered: { '@type': 'Service', name: pkg.name, description: pkg.items.join(', ') },
    seller: seller(origin),
  };
}

/** `PT5M30S`: an ISO 8601 duration, as schema.org wants it. */
export function isoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `PT${Math.floor(seconds / 60)}M${seconds % 60}S`;
}

/** schema.org `VideoObject` for a video page (the player is YouTube's, behind the facade). */
export function videoJsonLd(video: Video, origin: string, embedUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.name,
    description: video.summary,
    thumbnailUrl: [absoluteUrl(video.poster, origin)],
    uploadDate: video.published_date,
    duration: isoDuration(video.duration_seconds),
    embedUrl,
    url: absoluteUrl(video.path, origin),
    publisher: seller(origin),
  };
}
