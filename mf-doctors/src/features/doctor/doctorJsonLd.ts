import type { IndividualPhysician, WithContext } from 'schema-dts';
import type { Company, DoctorDetail } from '@hospital/api-client';
import {
  absoluteUrl,
  hospitalNode,
  medicalSpecialties,
  pageUrl,
  postalAddress,
  type SiteAddress,
} from '@hospital/remote-kit';

/**
 * schema.org `IndividualPhysician` of a doctor's profile, `practicesAt` the hospitals where the doctor
 * has sessions (or the main hospital), at the address of the main one (a local business needs one).
 * Companies not loaded yet are named from the schedule. URLs are the page's language's, the
 * speciality schema.org's term where it has one (docs/decisions.md, issue 25 item 6).
 */
export function doctorJsonLd(
  doctor: DoctorDetail,
  companies: readonly Company[],
  at: SiteAddress,
): WithContext<Exclude<IndividualPhysician, string>> {
  const byId = new Map(companies.map((c) => [c.id, c]));
  const practicesAt = doctor.company_ids.map((id) => {
    const company = byId.get(id);
    if (company) return hospitalNode(company, at);
    const name = doctor.lines.find((l) => l.company_id === id)?.company_name;
    return { '@type': 'Hospital' as const, name: name ?? '' };
  });
  const main = byId.get(doctor.company_id);
  const specialties = medicalSpecialties([doctor.speciality_slug]);
  return {
    '@context': 'https://schema.org',
    '@type': 'IndividualPhysician',
    '@id': `${at.origin}/doctor/${doctor.slug}#physician`,
    url: pageUrl(`/doctor/${doctor.slug}`, at),
    name: doctor.name,
    identifier: doctor.pid,
    image: absoluteUrl(doctor.photo, at.origin),
    description: doctor.profil,
    ...(specialties.length > 0 ? { medicalSpecialty: specialties } : {}),
    ...(main
      ? {
          address: postalAddress({
            street: main.address,
            locality: main.city,
            postal_code: main.postal_code,
          }),
          telephone: `+${main.phone}`,
        }
      : {}),
    knowsLanguage: doctor.languages,
    practicesAt,
  };
}
