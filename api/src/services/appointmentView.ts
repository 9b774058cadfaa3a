import { eq, sql } from 'drizzle-orm';
import type { Appointment, Lang } from '@hospital/api-client';
import { MAX_RESCHEDULES } from '@hospital/domain';
import { appointments, encounters, partners, patients, practiceSessions, sessionDays } from '../db/schema';
import type { Queryable } from '../db/types';
import { decryptNik, participantToken } from '../security/crypto';
import type { ApiSecrets } from '../security/secrets';
import { paymentView } from './insurance';
import type { MediaUrl } from './media';
import { initials, maskName, maskNik, maskPhone } from './privacy';
import { doctorFee, poliLocation, type ReferenceData } from './reference';
import { visitPlan } from './visit';

export type AppointmentRow = typeof appointments.$inferSelect;

export interface AppointmentViewContext {
  secrets: ApiSecrets;
  media: MediaUrl;
  /**
   * Passed in rather than fetched: inside a PGlite transaction any query outside `tx` (a cache
   * refresh) would wait for the transaction forever.
   */
  ref: ReferenceData;
}

/**
 * What the patient sees of a booking. `withMeetingToken`: only the answer to the booking itself and to
 * the look-up by code and birth date carry the patient's consultation token. Of the patient, only what
 * was typed for this booking (its name, masked) and the NIK the caller gave (masked); of the contact,
 * the phone masked and who the contact is to the patient.
 */
export async function appointmentView(
  q: Queryable,
  view: AppointmentViewContext,
  row: AppointmentRow,
  lang: Lang,
  withMeetingToken: boolean,
): Promise<Appointment> {
  const { secrets, ref } = view;
  // One after the other: inside a transaction `q` is a single connection, and node-postgres
  // deprecates overlapping queries on one client.
  const [patient] = await q
    .select({
      nikEncrypted: patients.nikEncrypted,
      legacyNik: patients.legacyNik,
      newborn: patients.newborn,
    })
    .from(patients)
    .where(eq(patients.id, row.patientId));
  const insurer =
    row.insurerId === null
      ? []
      : await q.select({ name: partners.name }).from(partners).where(eq(partners.id, row.insurerId));
  const [encounter] = await q
    .select({ meetingId: encounters.meetingId })
    .from(encounters)
    .where(eq(encounters.appointmentId, row.id));
  // The day's quota (kept with the day when the first place was taken), else the session's.
  const [quota] = await q
    .select({ quota: sql<number>`coalesce(${sessionDays.quota}, ${practiceSessions.quota})` })
    .from(practiceSessions)
    .leftJoin(
      sessionDays,
      sql`${sessionDays.sessionId} = ${practiceSessions.id} and ${sessionDays.visitDate} = ${row.visitDate}`,
    )
    .where(eq(practiceSessions.id, row.sessionId));
  const doctor = ref.doctorsById.get(row.doctorId);
  const company = ref.companies.get(row.companyId);
  const speciality = doctor ? ref.specialities.get(doctor.specialitySlug) : undefined;
  const nik = patient?.nikEncrypted
    ? decryptNik(secrets, patient.nikEncrypted, row.patientId)
    : (patient?.legacyNik ?? null);
  const newborn = patient?.newborn ?? false;
  const meetingId = encounter?.meetingId ?? null;
  const location = poliLocation(ref, row.poliId, lang);
  const fee = row.insuranceKind === 'self' ? doctorFee(ref, row.doctorId, row.companyId) : null;
  const plan = visitPlan(
    {
      session: { start: row.startTime, end: row.endTime, quota: Number(quota?.quota ?? 1) },
      queueNumber: row.queueNumber,
      telemedicine: row.telemedicine,
      forWhom: row.forWhom,
      newborn,
      paymentKind: row.insuranceKind,
      location,
    },
    lang,
  );
  return {
    code: row.code,
    status: row.status,
    queue_number: row.queueNumber,
    date: row.visitDate,
    start: row.startTime,
    end: row.endTime,
    session_id: row.sessionId,
    telemedicine: row.telemedicine,
    meeting_id: meetingId,
    meeting_token:
      meetingId && withMeetingToken && row.status !== 'cancelled'
        ? participantToken(secrets, meetingId, 'patient')
        : null,
    doctor: {
      id: row.doctorId,
      slug: doctor?.slug ?? '',
      name: doctor?.name ?? '',
      speciality: speciality?.name[lang] ?? '',
      photo: doctor ? view.media('doctor', doctor.slug) : '',
    },
    poli: { id: row.poliId, name: ref.polis.get(row.poliId)?.name[lang] ?? '', location },
    company: {
      id: row.companyId,
      name: company?.name ?? '',
      address: company?.address ?? '',
      phone: company?.phone ?? '',
      whatsapp: company?.whatsapp ?? '',
    },
    for_whom: row.forWhom,
    // The names given with this booking, never the patient record's (a later booking of the same NIK
    // and birth date may have given others).
    patient: {
      initials: initials(row.patientName),
      name_masked: maskName(row.patientName),
      nik_masked: nik ? maskNik(nik) : '',
      phone_masked: maskPhone(row.contactPhone),
      newborn,
      contact_relationship: row.contactRelationship,
    },
    insurance: paymentView(secrets, row, insurer[0]?.name ?? null),
    fee: fee === null ? null : { amount: fee },
    estimated_time: plan.estimated_time,
    arrive_by: plan.arrive_by,
    created_at: row.createdAt.toISOString(),
    cancelled_at: row.cancelledAt ? row.cancelledAt.toISOString() : null,
    advice: plan.advice,
    reschedules_left: Math.max(0, MAX_RESCHEDULES - row.rescheduleCount),
  };
}
