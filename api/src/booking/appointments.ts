import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Appointment, ItemEnvelope, Lang } from '@hospital/contract';
import { CONSENT_VERSION } from '@hospital/domain';
import type { AppContext } from '../context';
import {
  appointments,
  encounters,
  industries,
  partners,
  patients,
  practiceSessions,
  packageClinics,
} from '../db/schema';
import type { Database } from '../db/types';
import { itemOf } from '../http/envelope';
import { DomainError, notFound, validationFailed } from '../lib/errors';
import type { AppointmentInputParsed } from './input';
import { appointmentView, type AppointmentRow, type AppointmentViewContext } from './appointmentView';
import { jakartaNow, toWibIso, wibTimestamp, type JakartaNow } from '../lib/clock';
import { newBookingCode, newOpaqueId, normaliseBookingCode } from '../lib/codes';
import { constraintOf, pgErrorCode, UNIQUE_VIOLATION } from '../lib/dbErrors';
import { countBooking } from './bookingMetrics';
import { claimKey, findAnswer, replayOf, storeAnswer, type IdempotentAnswer } from '../lib/idempotency';
import { paymentColumns, type Payment } from './insurance';
import { announceQueueChange } from '../frontdesk/liveQueue';
import { BookingMailer } from '../mail/bookingMail';
import { claimPlace, releasePlace } from './places';
import { holidayOn } from '../doctors/holidays';
import { initials } from '../lib/privacy';
import {
  closureOn,
  lastBookableDate,
  leaveOn,
  loadSchedule,
  sessionRunsOn,
  sessionStatus,
  type SessionRecord,
} from '../doctors/schedule';

/**
 * The booking rules (api/README.md, "Look-up and cancel" and "Patients and handles"): the booking
 * window, the session matching doctor and clinic, the payer, the day's quota, one active booking per
 * patient, doctor and day, idempotent retries, the birth-date lock of the look-up, and cancelling.
 * Routes parse the request (booking/input.ts) and send what these functions return.
 */

const BOOKING_NOT_FOUND = {
  id: 'Booking tidak ditemukan. Periksa kembali kode booking dan tanggal lahir.',
  en: 'Booking not found. Please check the booking code and date of birth.',
};
const IDEMPOTENCY_SCOPE = 'appointment';
/** The partial unique index of one active booking per patient, doctor and day (schema/booking.ts). */
export const ACTIVE_BOOKING_INDEX = 'appointments_active_patient_doctor_day_uq';

export const DUPLICATE_BOOKING = {
  id:
    'Pasien ini sudah memiliki janji dengan dokter yang sama pada tanggal tersebut. Lihat janji itu ' +
    'dengan kode booking yang diberikan saat memesan dan tanggal lahir pasien, di halaman Cek Janji Temu.',
  en:
    'This patient already has a booking with the same doctor on that date. Find it with the booking ' +
    'code given when it was made and the patient’s date of birth, on the Find My Appointment page.',
};

const NOT_CANCELLABLE = {
  id: 'Booking ini tidak dapat dibatalkan lagi.',
  en: 'This booking can no longer be cancelled.',
};

/** BPJS Kesehatan is a payer of its own (docs/decisions.md, issue 15): choosing it as an insurer would skip its card and referral. */
const BPJS_PARTNER_SLUG = 'bpjs-kesehatan';

/** What the booking route sends (lib/idempotency.ts). */
export type BookingAnswer = IdempotentAnswer;

class ReplayNeeded extends Error {}

class DuplicateBooking extends Error {
  constructor() {
    super('duplicate booking');
  }
}

export async function viewContext(ctx: AppContext): Promise<AppointmentViewContext> {
  return { secrets: ctx.config.secrets, media: ctx.media, ref: await ctx.ref.get(), clock: ctx.clock };
}

export function assertWithinWindow(ctx: AppContext, now: JakartaNow, date: string, lang: Lang): void {
  const last = lastBookableDate(now.today, ctx.config.bookingWindowDays);
  if (date < now.today || date > last) {
    throw validationFailed({
      date:
        lang === 'id'
          ? `Pilih tanggal antara ${now.today} dan ${last}.`
          : `Choose a date between ${now.today} and ${last}.`,
    });
  }
}

async function matchingSession(
  db: Database,
  input: AppointmentInputParsed,
  lang: Lang,
): Promise<SessionRecord> {
  const [session] = await db.select().from(practiceSessions).where(eq(practiceSessions.id, input.sessionId));
  if (
    !session ||
    !session.active ||
    session.doctorId !== input.doctorId ||
    session.poliId !== input.poliId ||
    session.companyId !== input.companyId
  ) {
    throw validationFailed({
      sessionId:
        lang === 'id'
          ? 'Jadwal tidak cocok dengan dokter dan poli.'
          : 'The session does not match the doctor and clinic.',
    });
  }
  return session;
}

async function assertKnownInsurer(db: Database, payment: Payment, lang: Lang): Promise<void> {
  if (payment.kind !== 'insurer') return;
  const [insurer] = await db
    .select({ id: partners.id, slug: partners.slug })
    .from(partners)
    .innerJoin(industries, eq(partners.industryId, industries.id))
    .where(and(eq(partners.id, payment.insurerId), eq(industries.code, 'insurance')));
  if (!insurer) {
    throw validationFailed({
      'insurance.insurerId': lang === 'id' ? 'Asuransi tidak dikenal.' : 'Unknown insurer.',
    });
  }
  if (insurer.slug === BPJS_PARTNER_SLUG) {
    throw validationFailed({
      'insurance.insurerId':
        lang === 'id'
          ? 'Untuk BPJS Kesehatan, pilih BPJS Kesehatan sebagai cara bayar (dengan nomor kartu dan rujukan).'
          : 'For BPJS Kesehatan, choose BPJS Kesehatan as the way to pay (with the card and referral numbers).',
    });
  }
}

/**
 * A package is booked only at one of its clinics (docs/decisions.md, issue 26): an MCU package at the
 * hospital's MCU clinic, never with a clinic that does not run it.
 */
async function assertPackageAt(db: Database, input: AppointmentInputParsed, lang: Lang): Promise<void> {
  if (input.packageId === null) return;
  const [found] = await db
    .select({ clinics: packageClinics.clinics })
    .from(packageClinics)
    .where(eq(packageClinics.packageId, input.packageId));
  const offered = found?.clinics.some((c) => c.companyId === input.companyId && c.poliId === input.poliId);
  if (!offered) {
    throw validationFailed({
      packageId:
        lang === 'id'
          ? 'Paket ini tidak tersedia di poli dan rumah sakit yang dipilih.'
          : 'This package is not offered at the chosen clinic and hospital.',
    });
  }
}

export async function assertSessionRunsOn(
  ctx: AppContext,
  now: JakartaNow,
  session: SessionRecord,
  date: string,
): Promise<void> {
  const unavailable = (id: string, en: string) => new DomainError('session_unavailable', { id, en });
  if (!sessionRunsOn(session, date)) {
    throw unavailable('Dokter tidak praktik pada tanggal ini.', 'The doctor does not practise on this date.');
  }
  if (holidayOn(date)) {
    throw unavailable(
      'Rumah sakit tutup pada hari libur nasional ini. Silakan pilih tanggal lain.',
      'The hospital is closed on this national holiday. Please choose another date.',
    );
  }
  if (sessionStatus(session, date, 1, now) === 'closed') {
    throw unavailable('Jadwal praktik ini sudah selesai.', 'This session has already ended.');
  }
  const schedule = await loadSchedule(ctx.db, { doctorIds: [session.doctorId], from: date, to: date });
  if (leaveOn(schedule.leaves, session.doctorId, date)) {
    throw unavailable('Dokter sedang cuti pada tanggal ini.', 'The doctor is on leave on this date.');
  }
  const closure = closureOn(schedule.closures, session.companyId, date);
  if (closure) {
    const reason = closure.reason;
    throw unavailable(
      `Rumah sakit tutup pada tanggal ini (${reason.id}). Silakan pilih tanggal lain.`,
      `The hospital is closed on this date (${reason.en}). Please choose another date.`,
    );
  }
}

/**
 * Books a place: the checks that need no lock first, then one transaction that claims the
 * idempotency key, refuses a second active booking, takes a place of the day's quota and stores the
 * booking (with its consultation when the session is a telemedicine one).
 */
export async function createAppointment(
  ctx: AppContext,
  input: AppointmentInputParsed,
  requestHash: string,
  key: string | undefined,
  lang: Lang,
): Promise<BookingAnswer> {
  const { db, config } = ctx;
  if (key) {
    const stored = await findAnswer(db, IDEMPOTENCY_SCOPE, key);
    if (stored) return replayOf(stored, requestHash);
  }
  const now = jakartaNow(ctx.clock());
  assertWithinWindow(ctx, now, input.date, lang);
  const session = await matchingSession(db, input, lang);
  const { contact, payment } = input;
  await assertKnownInsurer(db, payment, lang);
  await assertPackageAt(db, input, lang);
  await assertSessionRunsOn(ctx, now, session, input.date);

  const view = await viewContext(ctx);
  const mailer = new BookingMailer(ctx, view);
  try {
    const created = await db.transaction(async (tx) => {
      if (key && !(await claimKey(tx, IDEMPOTENCY_SCOPE, key, requestHash))) {
        // Another request with this key committed while we were checking: replay it.
        throw new ReplayNeeded();
      }
      const [duplicate] = await tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            eq(appointments.patientId, input.patientId),
            eq(appointments.doctorId, input.doctorId),
            eq(appointments.visitDate, input.date),
            inArray(appointments.status, ['booked', 'checked_in']),
          ),
        );
      if (duplicate) throw new DuplicateBooking();
      const queue = await claimPlace(tx, session, input.date);
      if (queue === null) {
        countBooking('full');
        throw new DomainError('session_full', {
          id: 'Kuota jadwal ini sudah penuh. Silakan pilih jadwal lain.',
          en: 'This session is fully booked. Please choose another session.',
        });
      }
      const code = newBookingCode();
      const [row] = await tx
        .insert(appointments)
        .values({
          code,
          patientId: input.patientId,
          patientName: input.patientName,
          forWhom: input.forWhom,
          doctorId: input.doctorId,
          poliId: input.poliId,
          companyId: input.companyId,
          sessionId: session.id,
          visitDate: input.date,
          startTime: session.startTime,
          endTime: session.endTime,
          queueNumber: queue,
          status: 'booked',
          telemedicine: session.telemedicine,
          ...paymentColumns(config.secrets, payment, code),
          contactName: contact.fullName,
          contactPhone: contact.phone,
          contactEmail: contact.email,
          contactRelationship: contact.relationship,
          packageId: input.packageId,
          lang,
          consentAt: now.now,
          // The server's clock (docs/decisions.md, issue 26): the booking's moment bounds the times it is told.
          createdAt: now.now,
          consentVersion: CONSENT_VERSION,
        })
        .returning();
      if (session.telemedicine) {
        await tx.insert(encounters).values({
          meetingId: newOpaqueId(),
          appointmentId: row.id,
          doctorId: row.doctorId,
          companyId: row.companyId,
          patientInitials: initials(input.patientName),
          scheduledStart: new Date(wibTimestamp(row.visitDate, row.startTime)),
          scheduledEnd: new Date(wibTimestamp(row.visitDate, row.endTime)),
        });
      }
      const body: ItemEnvelope<Appointment> = itemOf(await appointmentView(tx, view, row, lang, true));
      if (key) await storeAnswer(tx, IDEMPOTENCY_SCOPE, key, body);
      // The confirmation commits with the booking, or neither does (the outbox, docs/decisions.md, issue 19).
      await mailer.enqueue(tx, 'booked', row.id);
      return body;
    });
    // A booking for today joins the live queue at once (docs/decisions.md, issue 18).
    countBooking('created');
    if (input.date === now.today) await announce(ctx, session.id, input.date, session.companyId);
    return { body: created, replayed: false };
  } catch (error) {
    if (error instanceof ReplayNeeded && key) {
      const stored = await findAnswer(db, IDEMPOTENCY_SCOPE, key);
      if (stored) return replayOf(stored, requestHash);
    }
    // A duplicate found, or one committed concurrently (the partial unique index): the answer
    // says so and how to find it again, and carries nothing of it. Its code, with the birth date,
    // would let whoever knows a NIK and birth date see, cancel or join someone else's booking.
    if (
      error instanceof DuplicateBooking ||
      (pgErrorCode(error) === UNIQUE_VIOLATION && constraintOf(error) === ACTIVE_BOOKING_INDEX)
    ) {
      countBooking('duplicate');
      throw new DomainError('duplicate_booking', DUPLICATE_BOOKING);
    }
    throw error;
  }
}

/**
 * The live queue of that session day changed (docs/decisions.md, issue 18): every site server's streams are told. A
 * failure to tell costs only a late update (the next change or a reload shows it), never the booking.
 */
async function announce(ctx: AppContext, sessionId: number, visitDate: string, companyId: number) {
  await announceQueueChange(ctx, { sessionId, visitDate, companyId }).catch(() => undefined);
}

async function findByCode(db: Database, rawCode: string): Promise<AppointmentRow | undefined> {
  const code = normaliseBookingCode(rawCode);
  if (!code) return undefined;
  const [row] = await db.select().from(appointments).where(eq(appointments.code, code));
  return row;
}

function lockedError(ctx: AppContext, until: Date): DomainError {
  const now = ctx.clock();
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const time = toWibIso(until).slice(11, 16);
  return new DomainError(
    'booking_locked',
    {
      id: `Terlalu banyak tanggal lahir yang salah untuk kode booking ini. Demi keamanan, kode ini dikunci sampai pukul ${time} WIB. Silakan coba lagi nanti atau hubungi rumah sakit.`,
      en: `Too many wrong dates of birth for this booking code. For your safety it is locked until ${time} WIB. Please try again later or call the hospital.`,
    },
    undefined,
    seconds,
  );
}

/**
 * The birth date proves the code's holder is the patient. Each wrong one counts on the booking
 * itself (in the database, so every API process sees it); after `lookupLockAttempts` of them the
 * code is locked for `lookupLockMinutes`, right birth date or not, and stays counted until a
 * right one: one more guess per lock period after that (api/README.md, "Look-up and cancel").
 */
async function checkBirthDate(ctx: AppContext, row: AppointmentRow, bornDate: string): Promise<void> {
  const { db, config } = ctx;
  const now = ctx.clock();
  if (row.lockedUntil && row.lockedUntil > now) throw lockedError(ctx, row.lockedUntil);
  const [patient] = await db
    .select({ bornDate: patients.bornDate })
    .from(patients)
    .where(eq(patients.id, row.patientId));
  if (patient?.bornDate === bornDate) {
    if (row.failedLookups > 0) {
      await db
        .update(appointments)
        .set({ failedLookups: 0, lockedUntil: null })
        .where(eq(appointments.id, row.id));
    }
    return;
  }
  const lockUntil = new Date(now.getTime() + config.lookupLockMinutes * 60_000).toISOString();
  const [counted] = await db
    .update(appointments)
    .set({
      failedLookups: sql`${appointments.failedLookups} + 1`,
      lockedUntil: sql`case when ${appointments.failedLookups} + 1 >= ${config.lookupLockAttempts}
        then ${lockUntil}::timestamptz else ${appointments.lockedUntil} end`,
    })
    .where(eq(appointments.id, row.id))
    .returning({ lockedUntil: appointments.lockedUntil });
  if (counted?.lockedUntil && counted.lockedUntil > now) throw lockedError(ctx, counted.lockedUntil);
  throw notFound(BOOKING_NOT_FOUND);
}

/** The booking of a code, once the birth date matches; unknown code and wrong date answer alike. */
export async function provenBooking(
  ctx: AppContext,
  rawCode: string,
  bornDate: string,
): Promise<AppointmentRow> {
  const row = await findByCode(ctx.db, rawCode);
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  await checkBirthDate(ctx, row, bornDate);
  return row;
}

/** The code and the birth date together: the answer carries the patient's consultation token. */
export async function lookupAppointment(
  ctx: AppContext,
  rawCode: string,
  bornDate: string,
  lang: Lang,
): Promise<Appointment> {
  const row = await provenBooking(ctx, rawCode, bornDate);
  return appointmentView(ctx.db, await viewContext(ctx), row, lang, true);
}

/** Cancels a booked visit that has not passed; its place is free again at once. */
export async function cancelAppointment(
  ctx: AppContext,
  rawCode: string,
  bornDate: string,
  lang: Lang,
): Promise<Appointment> {
  const { db } = ctx;
  const row = await provenBooking(ctx, rawCode, bornDate);
  if (row.status !== 'booked') throw new DomainError('invalid_status', NOT_CANCELLABLE);
  const now = jakartaNow(ctx.clock());
  if (row.visitDate < now.today) {
    throw new DomainError('invalid_status', {
      id: 'Jadwal kunjungan sudah lewat.',
      en: 'The visit date has already passed.',
    });
  }
  const view = await viewContext(ctx);
  const mailer = new BookingMailer(ctx, view);
  const updated = await db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(appointments)
      .set({ status: 'cancelled', cancelledAt: now.now })
      .where(and(eq(appointments.id, row.id), eq(appointments.status, 'booked')))
      .returning();
    if (!cancelled) return undefined;
    // The place is free again at once, and its number goes to the next booking (booking/places.ts).
    await releasePlace(tx, row);
    await tx.update(encounters).set({ cancelled: true }).where(eq(encounters.appointmentId, row.id));
    await mailer.enqueue(tx, 'cancelled', row.id);
    return cancelled;
  });
  if (!updated) throw new DomainError('invalid_status', NOT_CANCELLABLE);
  await announce(ctx, row.sessionId, row.visitDate, row.companyId);
  return appointmentView(db, view, updated, lang, false);
}
