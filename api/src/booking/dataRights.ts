import { asc, eq } from 'drizzle-orm';
import type { ErasureResult, Lang, PersonalDataExport } from '@hospital/contract';
import type { AppContext } from '../context';
import { appointments, deskEvents, encounters, mailOutbox, patients } from '../db/schema';
import type { Queryable } from '../db/types';
import { DomainError } from '../lib/errors';
import { decryptNik } from '../security/crypto';
import { appointmentView, type AppointmentRow, type AppointmentViewContext } from './appointmentView';
import { provenBooking, viewContext } from './appointments';
import { jakartaNow, toWibIso, type JakartaNow } from '../lib/clock';
import { announceQueueChange, type QueueChange } from '../frontdesk/liveQueue';
import { bookingMailer, type BookingMailer } from '../mail/bookingMail';
import { releasePlace } from './places';
import { maskedIdentity, maskPhone } from '../lib/privacy';

/*
 * The patient's data rights (UU PDP) over ONE booking (docs/decisions.md, issues 19 and 24): a code and a
 * birth date prove no more than that booking. A NIK and a birth date are on every photocopied KTP, so
 * whoever books with them must not reach, through her own code, anything of the other bookings of the
 * same patient record, nor the record itself. Rights over every booking of a person go through a
 * link mailed to each booking's own contact (booking/access.ts), or the desk with the KTP.
 */

const RETENTION: Record<Lang, string> = {
  id:
    'Data kunjungan yang sudah terjadi tetap disimpan sebagai bagian rekam medis, sesuai kewajiban ' +
    'rumah sakit (Permenkes 24/2022: paling sedikit 25 tahun). Booking yang belum terjadi dapat ' +
    'dibatalkan dan datanya dihapus atas permintaan Anda (UU PDP No. 27/2022). Data pasien yang ' +
    'tersimpan (NIK) dihapus di meja pendaftaran dengan KTP.',
  en:
    'Visits that took place are kept as part of the medical record, as the hospital must (Permenkes ' +
    '24/2022: at least 25 years). Bookings still to come can be cancelled and their data removed at ' +
    'your request (UU PDP No. 27/2022). The stored patient record (NIK) is removed at the registration ' +
    'desk, with the KTP.',
};

const ON_RECORD = {
  id:
    'Kunjungan ini sudah terjadi dan disimpan sebagai bagian rekam medis (Permenkes 24/2022); ' +
    'datanya tidak dapat dihapus dari sini.',
  en:
    'This visit took place and is kept as part of the medical record (Permenkes 24/2022); its data ' +
    'cannot be deleted here.',
};

const ERASED = '—';

function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(0, local.length - 1))}@${domain ?? ''}`;
}

/** A visit on record: one that happened, or was due and not cancelled. Never erased (medical records). */
export function isVisitOnRecord(row: Pick<AppointmentRow, 'status' | 'visitDate'>, today: string): boolean {
  return (
    row.status === 'checked_in' ||
    row.status === 'completed' ||
    row.status === 'no_show' ||
    (row.status === 'booked' && row.visitDate < today)
  );
}

export function assertConfirmed(confirmed: boolean): void {
  if (confirmed) return;
  throw new DomainError(
    'validation_failed',
    {
      id: 'Konfirmasi dulu bahwa Anda ingin menarik persetujuan dan menghapus data.',
      en: 'Confirm first that you want to withdraw consent and delete the data.',
    },
    { confirm: 'true' },
  );
}

/**
 * What is held for one booking: the booking, the patient as given for it (the name typed with it; the
 * birth date and NIK, masked, are the ones the caller gave), its contact masked, its consent, what the
 * desk did with it. Nothing of any other booking.
 */
export async function personalDataOf(
  ctx: AppContext,
  view: AppointmentViewContext,
  row: AppointmentRow,
  lang: Lang,
): Promise<PersonalDataExport> {
  const { db, config } = ctx;
  const [patient] = await db.select().from(patients).where(eq(patients.id, row.patientId));
  const nik = patient?.nikEncrypted
    ? decryptNik(config.secrets, patient.nikEncrypted, patient.id)
    : (patient?.legacyNik ?? null);
  const events = await db
    .select({ action: deskEvents.action, at: deskEvents.at })
    .from(deskEvents)
    .where(eq(deskEvents.appointmentId, row.id))
    .orderBy(asc(deskEvents.at));
  return {
    generated_at: toWibIso(ctx.clock()),
    booking: await appointmentView(db, view, row, lang, false),
    patient: {
      name_as_typed: row.patientName,
      born_date: patient?.bornDate ?? '',
      ...maskedIdentity(patient?.idDocument ?? 'nik', nik),
      newborn: patient?.newborn ?? false,
    },
    contact: {
      name: row.contactName,
      phone_masked: row.contactPhone ? maskPhone(row.contactPhone) : '',
      email_masked: row.contactEmail ? maskEmail(row.contactEmail) : null,
      relationship: row.contactRelationship,
    },
    consent: {
      version: row.consentVersion,
      given_at: toWibIso(row.consentAt),
      withdrawn_at: row.erasedAt ? toWibIso(row.erasedAt) : null,
    },
    front_desk: events.map((e) => ({ action: e.action, at: toWibIso(e.at) })),
    retention: RETENTION[lang],
  };
}

/** A copy of what is held for the booking of this code (code and birth date). */
export async function exportPersonalData(
  ctx: AppContext,
  rawCode: string,
  bornDate: string,
  lang: Lang,
): Promise<PersonalDataExport> {
  const row = await provenBooking(ctx, rawCode, bornDate);
  return personalDataOf(ctx, await viewContext(ctx), row, lang);
}

/** What withdrawing consent did to one booking. */
export type ErasureOutcome =
  { kind: 'kept' } | { kind: 'erased'; cancelled: boolean; erasedAt: Date; queue: QueueChange | null };

/**
 * Consent withdrawn for one booking, inside the caller's transaction: a visit on record is kept (the
 * medical record must be); a booking still to come is cancelled (its place free again at once); its
 * name, contact and payer details are removed; its mails not yet sent are not sent and copies of
 * sent ones are not kept, and its contact is told in one last mail (the outbox, in this
 * transaction), whose row keeps nothing once sent. The patient record (NIK) is never touched.
 */
export async function eraseBooking(
  tx: Queryable,
  mailer: BookingMailer,
  appointmentId: number,
  now: JakartaNow,
): Promise<ErasureOutcome> {
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for('update');
  if (!row || isVisitOnRecord(row, now.today)) return { kind: 'kept' };
  if (row.erasedAt) return { kind: 'erased', cancelled: false, erasedAt: row.erasedAt, queue: null };
  const cancelled = row.status === 'booked';
  if (cancelled) {
    await tx
      .update(appointments)
      .set({ status: 'cancelled', cancelledAt: now.now })
      .where(eq(appointments.id, row.id));
    await releasePlace(tx, row);
    await tx.update(encounters).set({ cancelled: true }).where(eq(encounters.appointmentId, row.id));
  }
  await tx.delete(mailOutbox).where(eq(mailOutbox.appointmentId, row.id));
  await mailer.enqueue(tx, 'erased', row.id, { cancelled });
  await tx
    .update(appointments)
    .set({
      erasedAt: now.now,
      patientName: ERASED,
      contactName: ERASED,
      contactPhone: '',
      contactEmail: null,
      // Payer details go too; the booking keeps only that it was self-paid.
      insuranceKind: 'self',
      insurerId: null,
      policyNumber: null,
      bpjsCardEncrypted: null,
      referralKind: null,
      referralNumberEncrypted: null,
    })
    .where(eq(appointments.id, row.id));
  const queue = cancelled
    ? { sessionId: row.sessionId, visitDate: row.visitDate, companyId: row.companyId }
    : null;
  return { kind: 'erased', cancelled, erasedAt: now.now, queue };
}

/** After the commit: the live queues of the cancelled bookings' days are told (docs/decisions.md, issue 18). */
export async function announceErased(ctx: AppContext, outcomes: ErasureOutcome[]): Promise<void> {
  for (const outcome of outcomes) {
    if (outcome.kind === 'erased' && outcome.queue) {
      await announceQueueChange(ctx, outcome.queue).catch(() => undefined);
    }
  }
}

/**
 * Consent withdrawn for the booking of this code (code and birth date), that booking only
 * (docs/decisions.md, issue 24). A visit on record is refused with 409.
 */
export async function erasePersonalData(
  ctx: AppContext,
  rawCode: string,
  bornDate: string,
  confirmed: boolean,
): Promise<ErasureResult> {
  assertConfirmed(confirmed);
  const row = await provenBooking(ctx, rawCode, bornDate);
  const now = jakartaNow(ctx.clock());
  if (isVisitOnRecord(row, now.today)) throw new DomainError('invalid_status', ON_RECORD);
  const mailer = await bookingMailer(ctx);
  const outcome = await ctx.db.transaction((tx) => eraseBooking(tx, mailer, row.id, now));
  if (outcome.kind === 'kept') throw new DomainError('invalid_status', ON_RECORD);
  await announceErased(ctx, [outcome]);
  return { code: row.code, cancelled: outcome.cancelled, erased_at: toWibIso(outcome.erasedAt) };
}
