import type { Company, Lang, Poli, Speciality } from '@hospital/contract';
import { MOTHER_AND_CHILD_POLI_IDS } from '@hospital/domain';
import type { MediaUrl } from '../media/urls';
import {
  poliLocation,
  type CompanyRecord,
  type PoliRecord,
  type ReferenceData,
  type SpecialityRecord,
} from '../lib/reference';

/**
 * Hospitals, clinics and specialities of the reference data as the API's payloads. Doctors and their
 * schedules are built in doctors/doctors.ts, which needs the schedule to do it.
 */

/** `specialitySlugs`: of the hospital's clinics, in their order (doctors/clinics.ts). */
export function toCompany(c: CompanyRecord, lang: Lang, media: MediaUrl, specialitySlugs: string[]): Company {
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    short_name: c.shortName,
    city: c.city,
    address: c.address,
    postal_code: c.postalCode,
    phone: c.phone,
    phone_display: c.phoneDisplay,
    emergency_phone: c.emergencyPhone,
    whatsapp: c.whatsapp,
    email: c.email,
    opening_hours: c.openingHours.map((o) => ({
      label: o.label[lang],
      hours: o.hours[lang],
      schedule: o.schedule
        ? {
            days: o.schedule.days,
            public_holidays: o.schedule.publicHolidays,
            opens: o.schedule.opens,
            closes: o.schedule.closes,
          }
        : null,
    })),
    latitude: c.latitude,
    longitude: c.longitude,
    description: c.description[lang],
    image: media('hospital', c.slug),
    path: `/hospital/${c.slug}`,
    bed_count: c.bedCount,
    services: c.services.map((s) => s[lang]),
    speciality_slugs: specialitySlugs,
  };
}

/** `doctorCount`: the doctors with a weekly session in the clinic. */
export function toPoli(p: PoliRecord, ref: ReferenceData, doctorCount: number, lang: Lang): Poli {
  return {
    id: p.id,
    seq: p.seq,
    name: p.name[lang],
    company_id: p.companyId,
    company_name: ref.companies.get(p.companyId)?.name ?? '',
    speciality_slug: p.specialitySlug ?? '',
    is_mother_and_child: MOTHER_AND_CHILD_POLI_IDS.includes(p.id),
    doctor_count: doctorCount,
    location: poliLocation(ref, p.id, lang),
  };
}

export function toSpeciality(
  speciality: SpecialityRecord,
  poliIds: number[],
  doctorCount: number,
  lang: Lang,
): Speciality {
  return {
    slug: speciality.slug,
    name: speciality.name[lang],
    description: speciality.description[lang],
    doctor_count: doctorCount,
    poli_ids: poliIds,
    path: `/specialist/${speciality.slug}`,
  };
}
