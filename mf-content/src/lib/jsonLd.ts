import type { Article, Company, HospitalEvent } from '@hospital/api-client';
import { SITE_NAME, absoluteUrl } from './seoHead';

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
