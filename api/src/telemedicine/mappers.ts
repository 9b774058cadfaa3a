import type { Encounter, Lang } from '@hospital/contract';
import { toWibIso } from '../lib/clock';
import type { MediaUrl } from '../media/urls';
import type { ReferenceData } from '../lib/reference';
import type { EncounterRecord, EncounterWindow } from './encounterWindow';

/** A consultation as its participants see it: the doctor in full, the patient by initials only. */
export function toEncounter(
  row: EncounterRecord,
  window: EncounterWindow,
  ref: ReferenceData,
  lang: Lang,
  media: MediaUrl,
): Encounter {
  const doctor = ref.doctorsById.get(row.doctorId);
  return {
    meeting_id: row.meetingId,
    status: window.status,
    scheduled_start: toWibIso(row.scheduledStart),
    scheduled_end: toWibIso(row.scheduledEnd),
    opens_at: toWibIso(window.opensAt),
    closes_at: toWibIso(window.closesAt),
    doctor: {
      id: row.doctorId,
      slug: doctor?.slug ?? '',
      name: doctor?.name ?? '',
      speciality: doctor ? (ref.specialities.get(doctor.specialitySlug)?.name[lang] ?? '') : '',
      photo: doctor ? media('doctor', doctor.slug) : '',
    },
    patient: { initials: row.patientInitials },
    company: { id: row.companyId, name: ref.companies.get(row.companyId)?.name ?? '' },
  };
}
