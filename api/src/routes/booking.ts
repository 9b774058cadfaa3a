import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  Availability,
  AvailabilityDay,
  BookingConfig,
  Lang,
  Patient,
  PatientRelation,
} from '@hospital/api-client';
import {
  addDays,
  dayName,
  isValidIsoDate,
  PATIENT_RELATIONS,
  patientSchema,
  validationMessages,
} from '@hospital/domain';
import type { AppContext } from '../context';
import {
  appointments,
  encounters,
  industries,
  partners,
  patients,
  practiceSessions,
  sessionDays,
} from '../db/schema';
import { itemOf } from '../http/envelope';
import { badRequest, HttpError, notFound, validationFailed } from '../http/errors';
import { readId, readText } from '../http/input';
import { assertKnownParams, parseNonNegativeInt } from '../http/query';
import { openPatientHandle, sealPatientHandle } from '../security/crypto';
import {
  appointmentView,
  type AppointmentRow,
  type AppointmentViewContext,
} from '../services/appointmentView';
import { dateRange, toWibIso, wibTimestamp, weekday } from '../services/clock';
import { newBookingCode, newOpaqueId, normaliseBookingCode } from '../services/codes';
import { constraintOf, pgErrorCode, UNIQUE_VIOLATION } from '../services/dbErrors';
import { parseBookingContact, type BookingContact } from '../services/bookingContact';
import { claimKey, findAnswer, hashRequest, readIdempotencyKey, storeAnswer } from '../services/idempotency';
import { parsePayment, paymentColumns, type Payment } from '../services/insurance';
import { patientRecordFor } from '../services/patients';
import { initials, maskNik } from '../services/privacy';
import {
  lastBookableDate,
  leaveOn,
  loadSchedule,
  localizedReason,
  occurrences,
  sessionRunsOn,
  sessionStatus,
  toAvailabilitySession,
} from '../services/schedule';
import { isObject, lookupOptions, nowOf, queryOf, validated, writeOptions } from './helpers';

const BOOKING_NOT_FOUND = {
  id: 'Booking tidak ditemukan. Periksa kembali kode booking dan tanggal lahir.',
  en: 'Booking not found. Please check the booking code and date of birth.',
};
const IDEMPOTENCY_SCOPE = 'appointment';
/** The partial unique index of one active booking per patient, doctor and day (schema/booking.ts). */
const ACTIVE_BOOKING_INDEX = 'appointments_active_patient_doctor_day_uq';

const DUPLICATE_BOOKING = {
  id:
    'Pasien ini sudah memiliki janji dengan dokter yang sama pada tanggal tersebut. Lihat janji itu ' +
    'dengan kode booking yang diberikan saat memesan dan tanggal lahir pasien, di halaman Cek Janji Temu.',
  en:
    'This patient already has a booking with the same doctor on that date. Find it with the booking ' +
    'code given when it was made and the patient’s date of birth, on the Find My Appointment page.',
};

/** BPJS Kesehatan is a payer of its own (issue 15): choosing it as an insurer would skip its card and referral. */
const BPJS_PARTNER_SLUG = 'bpjs-kesehatan';

interface AppointmentInputParsed {
  /** From the patient handle: never sent by the client itself. */
  patientId: string;
  /** The patient's name as typed with the handle (older handles: the contact's). */
  patientName: string;
  forWhom: PatientRelation;
  companyId: number;
  poliId: number;
  doctorId: number;
  sessionId: number;
  date: string;
  payment: Payment;
  contact: BookingContact;
}

const HANDLE_TEXTS = {
  expired: {
    id: 'Data pasien sudah kedaluwarsa. Kirim data pasien sekali lagi.',
    en: 'The patient details have expired. Please send them again.',
  },
  invalid: {
    id: 'Data pasien tidak valid. Kirim data pasien sekali lagi.',
    en: 'The patient details are not valid. Please send them again.',
  },
  forWhom: {
    id: 'Tidak sesuai dengan data pasien yang dikirim. Kirim data pasien sekali lagi.',
    en: 'This does not match the patient details sent. Please send them again.',
  },
};

/** Field-by-field validation with the SPEC 5 and domain messages of the request's language. */
function parseAppointmentInput(ctx: AppContext, body: unknown, lang: Lang): AppointmentInputParsed {
  const m = validationMessages(lang);
  const input = isObject(body) ? body : {};
  const fields: Record<string, string> = {};
  const id = (name: string): number => {
    const value = input[name];
    if (value === undefined || value === null || value === '') {
      fields[name] = m.required;
      return 0;
    }
    const n = readId(value);
    if (n === undefined) fields[name] = m.number;
    return n ?? 0;
  };
  const handle = readText(input.patientHandle) ?? '';
  let patientId = '';
  let sealed: { forWhom?: PatientRelation; fullName?: string } = {};
  if (!handle) fields.patientHandle = m.required;
  else {
    const opened = openPatientHandle(ctx.config.secrets, handle, ctx.clock());
    if (opened.ok) {
      patientId = opened.patientId;
      sealed = opened.details;
    } else fields.patientHandle = HANDLE_TEXTS[opened.reason][lang];
  }
  const forWhom = PATIENT_RELATIONS.find((relation) => relation === input.forWhom);
  if (forWhom === undefined) fields.forWhom = m.required;
  // For whom the patient was registered decides who must consent: the booking cannot say otherwise.
  else if (sealed.forWhom !== undefined && sealed.forWhom !== forWhom)
    fields.forWhom = HANDLE_TEXTS.forWhom[lang];
  const companyId = id('companyId');
  const poliId = id('poliId');
  const doctorId = id('doctorId');
  const sessionId = id('sessionId');
  const date = readText(input.date) ?? '';
  if (!date) fields.date = m.required;
  else if (!isValidIsoDate(date)) fields.date = m.date;
  if (input.consent !== true) fields.consent = m.consent;
  const payment = parsePayment(input.insurance, lang);
  if (!payment.ok) Object.assign(fields, payment.fields);
  // An unknown "for whom" is reported above; the contact is then checked as for someone else.
  const contact = parseBookingContact(input.contact, lang, forWhom ?? 'other_family');
  if (!contact.ok) Object.assign(fields, contact.fields);
  if (Object.keys(fields).length > 0 || !payment.ok || !contact.ok || forWhom === undefined) {
    throw validationFailed(fields);
  }
  return {
    patientId,
    patientName: sealed.fullName ?? contact.contact.fullName,
    forWhom,
    companyId,
    poliId,
    doctorId,
    sessionId,
    date,
    payment: payment.payment,
    contact: contact.contact,
  };
}

/**
 * What identifies a retried booking: the request as understood, with the patient the handle names
 * (a retry sends a new handle for the same patient) instead of the handle itself.
 */
function bookingFingerprint(input: AppointmentInputParsed): string {
  const { patientId, patientName, forWhom, companyId, poliId, doctorId, sessionId, date, payment, contact } =
    input;
  return hashRequest({
    patientId,
    patientName,
    forWhom,
    companyId,
    poliId,
    doctorId,
    sessionId,
    date,
    payment,
    contact,
  });
}

export function registerBookingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, config } = ctx;
  const { secrets } = config;
  const product = config.product;

  const viewContext = async (): Promise<AppointmentViewContext> => ({
    secrets,
    media: ctx.media,
    ref: await ctx.ref.get(),
  });

  // Patients ------------------------------------------------------------------------------------
  // A patient is a NIK together with a birth date. The answer is the same for a new and a known
  // pair (status, shape, and a handle that differs at every call): it neither reveals nor changes a
  // stored record, and the patient id never leaves the API (api/README.md, "Patients and handles").
  app.post(`/${product}.patient`, writeOptions(ctx), async (request, reply) => {
    const input = validated(patientSchema(request.lang), request.body, request.lang);
    // A NIK given with "newborn" is a NIK: the baby has one already, and is found by it.
    const { nik } = input;
    const row = await patientRecordFor(db, secrets, input);
    const expiresAt = new Date(ctx.clock().getTime() + config.patientHandleTtlSeconds * 1000);
    const patient: Patient = {
      handle: sealPatientHandle(secrets, row.id, expiresAt, {
        forWhom: input.forWhom,
        fullName: input.fullName,
      }),
      handle_expires_at: toWibIso(expiresAt),
      full_name: input.fullName,
      born_date: input.bornDate,
      nik_masked: nik ? maskNik(nik) : '',
    };
    return reply.status(201).send(itemOf(patient));
  });

  // Appointments --------------------------------------------------------------------------------
  app.post(`/${product}.appointment`, writeOptions(ctx), async (request, reply) => {
    const lang = request.lang;
    const key = readIdempotencyKey(request.headers['idempotency-key']);
    const input = parseAppointmentInput(ctx, request.body, lang);
    const requestHash = bookingFingerprint(input);
    if (key) {
      const stored = await findAnswer(db, IDEMPOTENCY_SCOPE, key);
      if (stored) return replay(stored, requestHash);
    }
    const now = nowOf(ctx);
    const last = lastBookableDate(now.today, config.bookingWindowDays);
    if (input.date < now.today || input.date > last) {
      throw validationFailed({
        date:
          lang === 'id'
            ? `Pilih tanggal antara ${now.today} dan ${last}.`
            : `Choose a date between ${now.today} and ${last}.`,
      });
    }
    const [session] = await db
      .select()
      .from(practiceSessions)
      .where(eq(practiceSessions.id, input.sessionId));
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
    const { contact, payment } = input;
    if (payment.kind === 'insurer') {
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
    const unavailable = (id: string, en: string) => new HttpError(409, 'session_unavailable', { id, en });
    if (!sessionRunsOn(session, input.date)) {
      throw unavailable(
        'Dokter tidak praktik pada tanggal ini.',
        'The doctor does not practise on this date.',
      );
    }
    if (sessionStatus(session, input.date, 1, now) === 'closed') {
      throw unavailable('Jadwal praktik ini sudah selesai.', 'This session has already ended.');
    }
    const schedule = await loadSchedule(db, {
      doctorIds: [session.doctorId],
      from: input.date,
      to: input.date,
    });
    if (leaveOn(schedule.leaves, session.doctorId, input.date)) {
      throw unavailable('Dokter sedang cuti pada tanggal ini.', 'The doctor is on leave on this date.');
    }

    const view = await viewContext();
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
        await tx
          .insert(sessionDays)
          .values({ sessionId: session.id, visitDate: input.date, quota: session.quota })
          .onConflictDoNothing();
        // The capacity check and the increment are one statement: the row lock serialises them.
        const [slot] = await tx
          .update(sessionDays)
          .set({ booked: sql`${sessionDays.booked} + 1`, lastQueue: sql`${sessionDays.lastQueue} + 1` })
          .where(
            and(
              eq(sessionDays.sessionId, session.id),
              eq(sessionDays.visitDate, input.date),
              sql`${sessionDays.booked} < ${sessionDays.quota}`,
            ),
          )
          .returning({ queue: sessionDays.lastQueue });
        if (!slot) {
          throw new HttpError(409, 'session_full', {
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
            queueNumber: slot.queue,
            status: 'booked',
            telemedicine: session.telemedicine,
            ...paymentColumns(secrets, payment, code),
            contactName: contact.fullName,
            contactPhone: contact.phone,
            contactEmail: contact.email,
            contactRelationship: contact.relationship,
            lang,
            consentAt: now.now,
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
        const body = itemOf(await appointmentView(tx, view, row, lang, true));
        if (key) await storeAnswer(tx, IDEMPOTENCY_SCOPE, key, 201, body);
        return body;
      });
      return reply.status(201).send(created);
    } catch (error) {
      if (error instanceof ReplayNeeded && key) {
        const stored = await findAnswer(db, IDEMPOTENCY_SCOPE, key);
        if (stored) return replay(stored, requestHash);
      }
      // A duplicate found, or one committed concurrently (the partial unique index): the answer
      // says so and how to find it again, and carries nothing of it. Its code, with the birth date,
      // would let whoever knows a NIK and birth date see, cancel or join someone else's booking.
      if (
        error instanceof DuplicateBooking ||
        (pgErrorCode(error) === UNIQUE_VIOLATION && constraintOf(error) === ACTIVE_BOOKING_INDEX)
      ) {
        throw new HttpError(409, 'duplicate_booking', DUPLICATE_BOOKING);
      }
      throw error;
    }

    function replay(stored: { statusCode: number; response: unknown; requestHash: string }, hash: string) {
      if (stored.requestHash !== hash) {
        throw new HttpError(409, 'conflict', {
          id: 'Idempotency-Key ini sudah dipakai untuk permintaan lain.',
          en: 'This Idempotency-Key was already used for a different request.',
        });
      }
      return reply.status(stored.statusCode).header('idempotent-replay', 'true').send(stored.response);
    }
  });

  async function findByCode(rawCode: string): Promise<AppointmentRow | undefined> {
    const code = normaliseBookingCode(rawCode);
    if (!code) return undefined;
    const [row] = await db.select().from(appointments).where(eq(appointments.code, code));
    return row;
  }

  function lockedError(until: Date): HttpError {
    const now = ctx.clock();
    const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
    const time = toWibIso(until).slice(11, 16);
    return new HttpError(
      429,
      'booking_locked',
      {
        id: `Terlalu banyak tanggal lahir yang salah untuk kode booking ini. Demi keamanan, kode ini dikunci sampai pukul ${time} WIB. Silakan coba lagi nanti atau hubungi rumah sakit.`,
        en: `Too many wrong dates of birth for this booking code. For your safety it is locked until ${time} WIB. Please try again later or call the hospital.`,
      },
      undefined,
      { 'retry-after': String(seconds) },
    );
  }

  /**
   * The birth date proves the code's holder is the patient. Each wrong one counts on the booking
   * itself (in the database, so every API process sees it); after `lookupLockAttempts` of them the
   * code is locked for `lookupLockMinutes`, right birth date or not, and stays counted until a
   * right one: one more guess per lock period after that (api/README.md, "Look-up and cancel").
   */
  async function checkBirthDate(row: AppointmentRow, bornDate: string): Promise<void> {
    const now = ctx.clock();
    if (row.lockedUntil && row.lockedUntil > now) throw lockedError(row.lockedUntil);
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
    if (counted?.lockedUntil && counted.lockedUntil > now) throw lockedError(counted.lockedUntil);
    throw notFound(BOOKING_NOT_FOUND);
  }

  function bornDateParam(value: unknown, lang: Lang): string {
    const m = validationMessages(lang);
    if (typeof value !== 'string' || value === '') throw validationFailed({ bornDate: m.required });
    if (!isValidIsoDate(value)) throw validationFailed({ bornDate: m.date });
    return value;
  }

  // The code and the birth date together: a code alone shows nothing (a printed or shared code is
  // not the patient), and the answer carries the patient's consultation token.
  app.get<{ Params: { code: string } }>(
    `/${product}.appointment/:code`,
    lookupOptions(ctx),
    async (request) => {
      const lang = request.lang;
      const query = queryOf(request);
      assertKnownParams(query, ['born_date']);
      const bornDate = bornDateParam(query.born_date, lang);
      const row = await findByCode(request.params.code);
      if (!row) throw notFound(BOOKING_NOT_FOUND);
      await checkBirthDate(row, bornDate);
      return itemOf(await appointmentView(db, await viewContext(), row, lang, true));
    },
  );

  app.post<{ Params: { code: string } }>(
    `/${product}.appointment/:code/cancel`,
    lookupOptions(ctx),
    async (request) => {
      const lang = request.lang;
      const body = isObject(request.body) ? request.body : {};
      const bornDate = bornDateParam(body.bornDate ?? body.born_date, lang);
      const row = await findByCode(request.params.code);
      if (!row) throw notFound(BOOKING_NOT_FOUND);
      await checkBirthDate(row, bornDate);
      if (row.status !== 'booked') {
        throw new HttpError(409, 'invalid_status', {
          id: 'Booking ini tidak dapat dibatalkan lagi.',
          en: 'This booking can no longer be cancelled.',
        });
      }
      const now = nowOf(ctx);
      if (row.visitDate < now.today) {
        throw new HttpError(409, 'invalid_status', {
          id: 'Jadwal kunjungan sudah lewat.',
          en: 'The visit date has already passed.',
        });
      }
      const updated = await db.transaction(async (tx) => {
        const [cancelled] = await tx
          .update(appointments)
          .set({ status: 'cancelled', cancelledAt: now.now })
          .where(and(eq(appointments.id, row.id), eq(appointments.status, 'booked')))
          .returning();
        if (!cancelled) return undefined;
        // The place is free again at once; the queue number is not reused.
        await tx
          .update(sessionDays)
          .set({ booked: sql`greatest(${sessionDays.booked} - 1, 0)` })
          .where(and(eq(sessionDays.sessionId, row.sessionId), eq(sessionDays.visitDate, row.visitDate)));
        await tx.update(encounters).set({ cancelled: true }).where(eq(encounters.appointmentId, row.id));
        return cancelled;
      });
      if (!updated) {
        throw new HttpError(409, 'invalid_status', {
          id: 'Booking ini tidak dapat dibatalkan lagi.',
          en: 'This booking can no longer be cancelled.',
        });
      }
      return itemOf(await appointmentView(db, await viewContext(), updated, lang, false));
    },
  );

  // Availability and booking configuration ------------------------------------------------------
  app.get(`/${product}.availability`, async (request) => {
    const query = queryOf(request);
    assertKnownParams(query, ['doctor_id', 'poli_id', 'company_id', 'from', 'to']);
    const lang = request.lang;
    const optionalId = (name: string) =>
      query[name] === undefined || query[name] === '' ? undefined : parseNonNegativeInt(query[name], name, 0);
    const doctorId = optionalId('doctor_id');
    const poliId = optionalId('poli_id');
    const companyId = optionalId('company_id');
    const now = nowOf(ctx);
    const last = lastBookableDate(now.today, config.bookingWindowDays);
    const dateParam = (name: 'from' | 'to', fallback: string): string => {
      const value = query[name];
      if (value === undefined || value === '') return fallback;
      if (typeof value !== 'string' || !isValidIsoDate(value)) {
        throw badRequest(
          {
            id: `Parameter '${name}' harus tanggal YYYY-MM-DD.`,
            en: `Parameter '${name}' must be a YYYY-MM-DD date.`,
          },
          { [name]: validationMessages(lang).date },
        );
      }
      return value;
    };
    const requestedFrom = dateParam('from', now.today);
    const requestedTo = dateParam('to', last);
    if (requestedFrom > requestedTo) {
      throw badRequest({ id: "'from' harus sebelum 'to'.", en: "'from' must not be after 'to'." });
    }
    // The calendar never offers days outside today .. the booking window.
    const from = requestedFrom < now.today ? now.today : requestedFrom;
    const to = requestedTo > last ? last : requestedTo;
    const ref = await ctx.ref.get();
    const data =
      from <= to
        ? await loadSchedule(
            db,
            { doctorIds: doctorId === undefined ? undefined : [doctorId], companyId, poliId, from, to },
            ctx.schedules,
          )
        : { sessions: [], leaves: [], booked: new Map<string, number>(), quotas: new Map<string, number>() };
    const all = from <= to ? occurrences(data, from, to, now) : [];
    const days: AvailabilityDay[] = (from <= to ? dateRange(from, to) : []).map((date) => {
      const leave = doctorId === undefined ? undefined : leaveOn(data.leaves, doctorId, date);
      return {
        date,
        day: weekday(date),
        day_name: dayName(weekday(date), lang),
        on_leave: leave !== undefined,
        leave_reason: localizedReason(leave, lang),
        sessions: all
          .filter((o) => o.date === date && !o.leave)
          .map((o) => toAvailabilitySession(o, ref, lang)),
      };
    });
    const availability: Availability = {
      from,
      to,
      today: now.today,
      booking_window_days: config.bookingWindowDays,
      days,
      leaves: data.leaves
        .filter((l) => l.endDate >= from && l.startDate <= to)
        .map((l) => ({
          doctor_id: l.doctorId,
          start_date: l.startDate,
          end_date: l.endDate,
          reason: l.reason[lang],
        })),
    };
    return itemOf(availability);
  });

  app.get(`/${product}.config.booking`, async (request) => {
    assertKnownParams(queryOf(request), []);
    const now = nowOf(ctx);
    const result: BookingConfig = {
      booking_window_days: config.bookingWindowDays,
      time_zone: 'Asia/Jakarta',
      time_zone_label: 'WIB',
      today: now.today,
      last_bookable_date: addDays(now.today, config.bookingWindowDays),
      telemedicine_open_minutes_before: config.meetingOpenMinutesBefore,
    };
    return itemOf(result);
  });
}

class ReplayNeeded extends Error {}

class DuplicateBooking extends Error {
  constructor() {
    super('duplicate booking');
  }
}
