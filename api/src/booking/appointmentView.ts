import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Appointment, Lang } from '@hospital/contract';
import {
  MAX_RESCHEDULES,
  observedMinutesPerPatient,
  plannedMinutesPerPatient,
  todayInJakarta,
  type LiveQueueFacts,
} from '@hospital/domain';
import {
  appointments,
  encounters,
  partners,
  patients,
  practiceSessions,
  servicePackages,
  sessionDays,
} from '../db/schema';
import type { Queryable } from '../db/types';
import { decryptNik, participantToken } from '../security/crypto';
import type { ApiSecrets } from '../security/secrets';
import { paymentView } from './insurance';
import type { MediaUrl } from '../media/urls';
import { initials, maskedIdentity, maskName, maskPhone } from '../lib/privacy';
import { doctorFee, poliLocation, type ReferenceData } from '../lib/reference';
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
  /**
   * The API's clock: a visit of today is then timed with its live queue (the figure the live panel
   * shows, docs/decisions.md, issue 26). Without it, the plan alone.
   */
  clock?: () => Date;
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
      idDocument: patients.idDocument,
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
  const [day] = await q
    .select({
      quota: sql<number>`coalesce(${sessionDays.quota}, ${practiceSessions.quota})`,
      lateMinutes: sessionDays.lateMinutes,
      cancelledAt: sessionDays.cancelledAt,
      calledCount: sessionDays.calledCount,
      firstCalledAt: sessionDays.firstCalledAt,
      lastCalledAt: sessionDays.lastCalledAt,
    })
    .from(practiceSessions)
    .leftJoin(
      sessionDays,
      sql`${sessionDays.sessionId} = ${practiceSessions.id} and ${sessionDays.visitDate} = ${row.visitDate}`,
    )
    .where(eq(practiceSessions.id, row.sessionId));
  const [booked] =
    row.packageId === null
      ? []
      : await q
          .select({
            id: servicePackages.id,
            slug: servicePackages.slug,
            name: servicePackages.name,
            price: servicePackages.price,
          })
          .from(servicePackages)
          .where(eq(servicePackages.id, row.packageId));
  const doctor = ref.doctorsById.get(row.doctorId);
  const company = ref.companies.get(row.companyId);
  const speciality = doctor ? ref.specialities.get(doctor.specialitySlug) : undefined;
  const nik = patient?.nikEncrypted
    ? decryptNik(secrets, patient.nikEncrypted, row.patientId)
    : (patient?.legacyNik ?? null);
  const newborn = patient?.newborn ?? false;
  const meetingId = encounter?.meetingId ?? null;
  const location = poliLocation(ref, row.poliId, lang);
  // An erased booking's payer is gone (stored as self-pay): no fee is told for it.
  const fee =
    row.insuranceKind === 'self' && !row.erasedAt ? doctorFee(ref, row.doctorId, row.companyId) : null;
  const quota = Number(day?.quota ?? 1);
  const now = view.clock?.();
  const live =
    now && row.visitDate === todayInJakarta(now) && day ? await liveFacts(q, row, day, quota) : null;
  const plan = visitPlan(
    {
      session: { start: row.startTime, end: row.endTime, quota },
      date: row.visitDate,
      bookedAt: row.createdAt,
      live: live && now ? { session: live, now } : null,
      queueNumber: row.queueNumber,
      telemedicine: row.telemedicine,
      forWhom: row.forWhom,
      newborn,
      idDocument: patient?.idDocument ?? 'nik',
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
      ...maskedIdentity(patient?.idDocument ?? 'nik', nik),
      phone_masked: maskPhone(row.contactPhone),
      newborn,
      contact_relationship: row.contactRelationship,
    },
    insurance: paymentView(secrets, row, insurer[0]?.name ?? null),
    fee: fee === null ? null : { amount: fee },
    package: booked
      ? { id: booked.id, slug: booked.slug, name: booked.name[lang], price: booked.price }
      : null,
    estimated_time: plan.estimated_time,
    arrive_by: plan.arrive_by,
    created_at: row.createdAt.toISOString(),
    checked_in_at: row.checkedInAt ? row.checkedInAt.toISOString() : null,
    called_at: row.calledAt ? row.calledAt.toISOString() : null,
    erased_at: row.erasedAt ? row.erasedAt.toISOString() : null,
    cancelled_at: row.cancelledAt ? row.cancelledAt.toISOString() : null,
    advice: plan.advice,
    reschedules_left: Math.max(0, MAX_RESCHEDULES - row.rescheduleCount),
  };
}

interface SessionDayFacts {
  lateMinutes: number | null;
  cancelledAt: Date | null;
  calledCount: number | null;
  firstCalledAt: Date | null;
  lastCalledAt: Date | null;
}

/** Today's queue of the booking's session, as `liveSessions` reads it for the live panel. */
async function liveFacts(
  q: Queryable,
  row: AppointmentRow,
  day: SessionDayFacts,
  quota: number,
): Promise<LiveQueueFacts> {
  const waiting = await q
    .select({ queueNumber: appointments.queueNumber })
    .from(appointments)
    .where(
      and(
        eq(appointments.visitDate, row.visitDate),
        eq(appointments.sessionId, row.sessionId),
        inArray(appointments.status, ['booked', 'checked_in']),
        isNull(appointments.calledAt),
      ),
    );
  return {
    visit_date: row.visitDate,
    start_time: row.startTime,
    waiting: waiting.map((w) => w.queueNumber),
    late_minutes: day.lateMinutes,
    cancelled: !!day.cancelledAt,
    observed_minutes_per_patient: observedMinutesPerPatient(
      day.calledCount ?? 0,
      day.firstCalledAt,
      day.lastCalledAt,
    ),
    planned_minutes_per_patient: plannedMinutesPerPatient(row.startTime, row.endTime, quota),
  };
}
