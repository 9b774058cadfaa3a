import type { DayOfWeek, MedicalSpecialty, OpeningHoursSpecification } from 'schema-dts';
import type { Company, OpeningHours } from '@hospital/api-client';
import { absoluteUrl } from './pageHead';
import {
  pageUrl,
  postalAddress,
  siteOrganization,
  type HospitalNode,
  type SiteAddress,
} from './structuredData';

// A hospital's whole structured data: for its own page and a doctor's (docs/decisions.md, issue 25
// item 6). Apart from structuredData.ts so that pages naming a hospital only (the home page) do not
// carry the speciality table and the hours in their scripts (issue 25: the first load's script budget).

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

/**
 * schema.org `Hospital` of one of ours: its page in the page's language, address, hours as data,
 * specialities from schema.org's enumeration (its clinics', and Emergency for its 24-hour unit).
 */
export function hospitalNode(company: Company, at: SiteAddress): HospitalNode {
  const specialties = medicalSpecialties(company.speciality_slugs);
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
