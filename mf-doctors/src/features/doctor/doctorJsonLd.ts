import type { Company, DoctorDetail } from '@hospital/api-client';

function absolute(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, origin).toString();
}

function hospital(company: Company, origin: string) {
  return {
    '@type': 'Hospital',
    name: company.name,
    url: absolute(company.path, origin),
    telephone: `+${company.phone}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address,
      addressLocality: company.city,
      postalCode: company.postal_code,
      addressCountry: 'ID',
    },
    geo: { '@type': 'GeoCoordinates', latitude: company.latitude, longitude: company.longitude },
  };
}

/**
 * schema.org `IndividualPhysician` of a doctor's profile, `practicesAt` the hospitals where the doctor
 * has sessions (or the main hospital). Companies not loaded yet are named from the schedule.
 */
export function doctorJsonLd(doctor: DoctorDetail, companies: readonly Company[], origin: string) {
  const byId = new Map(companies.map((c) => [c.id, c]));
  const practicesAt = doctor.company_ids.map((id) => {
    const company = byId.get(id);
    if (company) return hospital(company, origin);
    const name = doctor.lines.find((l) => l.company_id === id)?.company_name;
    return { '@type': 'Hospital', name: name ?? '' };
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'IndividualPhysician',
    '@id': absolute(`/doctor/${doctor.slug}`, origin),
    url: absolute(`/doctor/${doctor.slug}`, origin),
    name: doctor.name,
    identifier: doctor.pid,
    image: absolute(doctor.photo, origin),
    description: doctor.profil,
    // medicalSpecialty takes schema.org's MedicalSpecialty enumeration, which has no term for most
    // Indonesian specialities; the speciality is in the description instead.
    knowsLanguage: doctor.languages,
    practicesAt,
  };
}
