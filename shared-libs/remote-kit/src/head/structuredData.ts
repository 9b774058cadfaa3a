import type {
  DayOfWeek,
  Hospital,
  ImageObject,
  MedicalOrganization,
  MedicalSpecialty,
  OpeningHoursSpecification,
  PostalAddress,
} from 'schema-dts';
import { localePath, type Locale } from '@hospital/i18n';
import type { Company, OpeningHours, StreetAddress } from '@hospital/api-client';
import { absoluteUrl, SITE_LOGO, SITE_NAME } from './pageHead';

// The schema.org pieces several remotes write into their pages' JSON-LD (docs/decisions.md, issue 25
// item 6), typed with schema-dts: a property, a type or an enumeration value schema.org does not
// have does not compile.

/** Where a page is: its URLs are the ones of its language (`/en/...` in English). */
export interface SiteAddress {
  origin: string;
  lang: Locale;
}

/** The absolute URL of a site path in the page's language. */
export function pageUrl(path: string, at: SiteAddress): string {
  return absoluteUrl(localePath(path, at.lang), at.origin);
}

type OrganizationNode = Exclude<MedicalOrganization, string>;

/**
 * The hospital group as publisher, organiser and seller: one `@id` on every page, with its logo
 * (Google reads an article's publisher logo from here).
 */
export function siteOrganization(at: SiteAddress): OrganizationNode {
  const logo: ImageObject = { '@type': 'ImageObject', url: absoluteUrl(SITE_LOGO.url, at.origin) };
  return {
    '@type': 'MedicalOrganization',
    '@id': `${at.origin}/#organization`,
    name: SITE_NAME,
    url: pageUrl('/', at),
    logo,
  };
}

type Specialty = Extract<MedicalSpecialty, `https://schema.org/${string}`>;

/**
 * Our specialities (seed/content/specialities.json slugs) in schema.org's MedicalSpecialty
 * enumeration. Internal medicine has no term there and is left out rather than forced into one.
 */
const SPECIALTIES: Record<string, readonly Specialty[]> = {
  anak: ['https://schema.org/Pediatric'],
  'kebidanan-kandungan': ['https://schema.org/Obstetric', 'https://schema.org/Gynecologic'],
  'bedah-umum': ['https://schema.org/Surgical'],
  jantung: ['https://schema.org/Cardiovascular'],
  saraf: ['https://schema.org/Neurologic'],
  mata: ['https://schema.org/Ophthalmology'],
  tht: ['https://schema.org/Otolaryngologic'],
  'kulit-kelamin': ['https://schema.org/Dermatology'],
  ortopedi: ['https://schema.org/Musculoskeletal'],
  paru: ['https://schema.org/Pulmonary'],
  urologi: ['https://schema.org/Urologic'],
  gigi: ['https://schema.org/Dentistry'],
  'kedokteran-jiwa': ['https://schema.org/Psychiatric'],
  'rehabilitasi-medik': ['https://schema.org/Physiotherapy'],
  'bedah-saraf': ['https://schema.org/Neurologic', 'https://schema.org/Surgical'],
  'gizi-klinik': ['https://schema.org/DietNutrition'],
  'bedah-digestif': ['https://schema.org/Gastroenterologic', 'https://schema.org/Surgical'],
  umum: ['https://schema.org/PrimaryCare'],
  anestesiologi: ['https://schema.org/Anesthesia'],
};

/** The schema.org specialities of some of ours, each once, in their order; none for those without a term. */
export function medicalSpecialties(slugs: readonly string[]): Specialty[] {
  return [...new Set(slugs.flatMap((slug) => SPECIALTIES[slug] ?? []))];
}

const DAYS: readonly DayOfWeek[] = [
  'https://schema.org/Sunday',
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
];

/**
 * The rows of a hospital's opening hours that have a schedule, as schema.org wants them (the API's
 * weekdays are 0 = Sunday; the list reads Monday first). Each keeps its label as `name`: the
 * emergency unit's 24 hours and the clinics' hours overlap, and the name says which is which.
 */
export function openingHoursSpecification(rows: readonly OpeningHours[]): OpeningHoursSpecification[] {
  return rows.flatMap(({ label, schedule }) => {
    if (!schedule) return [];
    const days = [...schedule.days].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7)).map((d) => DAYS[d]);
    if (schedule.public_holidays) days.push('https://schema.org/PublicHolidays');
    return [
      {
        '@type': 'OpeningHoursSpecification',
        name: label,
        dayOfWeek: days,
        opens: schedule.opens,
        closes: schedule.closes,
      },
    ];
  });
}

/** A street address in Indonesia. */
export function postalAddress(address: StreetAddress, region?: string): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.locality,
    postalCode: address.postal_code,
    ...(region ? { addressRegion: region } : {}),
    addressCountry: 'ID',
  };
}

type HospitalNode = Exclude<Hospital, string>;

/** What names one of our hospitals in structured data, everywhere it appears. */
export type HospitalSummary = Pick<Company, 'name' | 'path' | 'phone' | 'address' | 'city' | 'postal_code'>;

/**
 * schema.org `Hospital` of one of ours as another page names it (the home page's group): what Google
 * requires of a local business and the `@id` of its own page, which says the rest. Kept this small so
 * the home page's data block stays under its budget (docs/decisions.md, issue 25).
 */
export function hospitalSummaryNode(company: HospitalSummary, at: SiteAddress): HospitalNode {
  return {
    '@type': 'Hospital',
    '@id': `${at.origin}${company.path}#hospital`,
    name: company.name,
    url: pageUrl(company.path, at),
    telephone: `+${company.phone}`,
    // Both hospitals are in West Java; the API's address names the province in its street line too.
    address: postalAddress(
      { street: company.address, locality: company.city, postal_code: company.postal_code },
      'Jawa Barat',
    ),
  };
}

/**
 * schema.org `Hospital` of one of ours: its page in the page's language, address, hours as data,
 * specialities from schema.org's enumeration (its clinics', and Emergency for its 24-hour unit).
 */
export function hospitalNode(company: Company, at: SiteAddress): HospitalNode {
  const specialties = medicalSpecialties(company.speciality_slugs);
  return {
    ...hospitalSummaryNode(company, at),
    description: company.description,
    image: absoluteUrl(company.image, at.origin),
    email: company.email,
    geo: { '@type': 'GeoCoordinates', latitude: company.latitude, longitude: company.longitude },
    openingHoursSpecification: openingHoursSpecification(company.opening_hours),
    medicalSpecialty: company.emergency_phone
      ? ['https://schema.org/Emergency', ...specialties]
      : specialties,
    isAcceptingNewPatients: true,
    parentOrganization: siteOrganization(at),
  };
}
