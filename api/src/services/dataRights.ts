import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { ErasureResult, Lang, PersonalDataExport } from '@hospital/api-client';
import type { AppContext } from '../context';
import { appointments, deskEvents, encounters, mailOutbox, patients, sessionDays } from '../db/schema';
import { HttpError } from '../http/errors';
import { decryptNik } from '../security/crypto';
import { appointmentView } from './appointmentView';
import { provenBooking, viewContext } from './appointments';
import { jakartaNow, toWibIso } from './clock';
import { announceQueueChange } from './frontdesk/liveQueue';
import { maskNik, maskPhone } from './privacy';

const RETENTION: Record<Lang, string> = {
  id:
    'Data kunjungan yang sudah terjadi tetap disimpan sebagai bagian rekam medis, sesuai kewajiban ' +
    'rumah sakit (Permenkes 24/2022: paling sedikit 25 tahun). Booking yang belum terjadi dapat ' +
    'dibatalkan dan datanya dihapus atas permintaan Anda (UU PDP No. 27/2022).',
  en:
    'Visits that took place are kept as part of the medical record, as the hospital must (Permenkes ' +
    '24/2022: at least 25 years). Bookings still to come can be cancelled and their data removed at ' +
    'your request (UU PDP No. 27/2022).',
};

const ERASED = '—';

function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(0, local.length - 1))}@${domain ?? ''}`;
}

/** A visit on record: one that happened, or was due and not cancelled. Never erased (medical records). */
const visitOnRecord = (today: string) =>
  or(
    inArray(appointments.status, ['checked_in', 'completed', 'no_show']),
    and(eq(appointments.status, 'booked'), lt(appointments.visitDate, today)),
  );

/** Everything held for this booking and its patient, masked where the law allows (docs/decisions.md, issue 19). */
export async function exportPersonalData(
  ctx: AppContext,
  rawCode: string,
  bornDate: string,
  lang: Lang,
): Promise<PersonalDataExport> {
  const { db, config } = ctx;
  const row = await provenBooking(ctx, rawCode, bornDate);
  const [patient] = await db.select().from(patients).where(eq(patients.id, row.patientId));
  const nik = patient?.nikEncrypted
    ? decryptNik(config.secrets, patient.nikEncrypted, patient.id)
    : (patient?.legacyNik ?? null);
  const events = await db
    .select({ action: deskEvents.action, at: deskEvents.at })
    .from(deskEvents)
    .where(eq(deskEvents.appointmentId, row.id))
    .orderBy(asc(deskEvents.at));
  const others = await db
    .select({ code: appointments.code, date: appointments.visitDate, status: appointments.status })
    .from(appointments)
    .where(and(eq(appointments.patientId, row.patientId), sql`${appointments.id} <> ${row.id}`))
    .orderBy(asc(appointments.visitDate));
  return {
    generated_at: toWibIso(ctx.clock()),
    booking: await appointmentView(db, await viewContext(ctx), row, lang, false),
    patient: {
      name_as_typed: row.patientName,
      born_date: patient?.bornDate ?? bornDate,
      nik_masked: nik ? maskNik(nik) : '',
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
    other_bookings: others.map((o) => ({
      code_masked: `${o.code.slice(0, 3)}${'*'.repeat(Math.max(0, o.code.length - 3))}`,
      date: o.date,
      status: o.status,
    })),
    retention: RETENTION[lang],
  };
}

/**
 * Consent withdrawn (docs/decisions.md, issue 19, UU PDP): every booking of this patient still to come is cancelled (its
 * place free again at once) and its personal data removed; visits on record are kept, as medical
 * records must be. A patient with no visit on record loses name, contact and NIK too. One transaction.
 */
export async function erasePersonalData(
  ctx: AppContext,
  rawCode: string,
  bornDate: string,
  confirmed: boolean,
): Promise<ErasureResult> {
  if (!confirmed) {
    throw new HttpError(
      400,
      'validation_failed',
      {
        id: 'Konfirmasi dulu bahwa Anda ingin menarik persetujuan dan menghapus data.',
        en: 'Confirm first that you want to withdraw consent and delete the data.',
      },
      { confirm: 'true' },
    );
  }
  const { db } = ctx;
  const row = await provenBooking(ctx, rawCode, bornDate);
  const now = jakartaNow(ctx.clock());
  const touched: { sessionId: number; visitDate: string; companyId: number }[] = [];
  const result = await db.transaction(async (tx) => {
    const future = await tx
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.patientId, row.patientId),
          inArray(appointments.status, ['booked', 'cancelled']),
          gte(appointments.visitDate, now.today),
        ),
      )
      .for('update');
    let cancelled = 0;
    for (const booking of future) {
      if (booking.status === 'booked') {
        cancelled += 1;
        await tx
          .update(sessionDays)
          .set({
            booked: sql`greatest(${sessionDays.booked} - 1, 0)`,
            queueVersion: sql`${sessionDays.queueVersion} + 1`,
          })
          .where(
            and(eq(sessionDays.sessionId, booking.sessionId), eq(sessionDays.visitDate, booking.visitDate)),
          );
        await tx.update(encounters).set({ cancelled: true }).where(eq(encounters.appointmentId, booking.id));
        touched.push({
          sessionId: booking.sessionId,
          visitDate: booking.visitDate,
          companyId: booking.companyId,
        });
      }
      await tx
        .update(appointments)
        .set({
          status: 'cancelled',
          cancelledAt: booking.cancelledAt ?? now.now,
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
        .where(eq(appointments.id, booking.id));
    }
    // Mails of those bookings hold the contact's name and address: queued ones are not sent, and
    // copies of sent ones are not kept (the recipient has the mail itself).
    const erasedIds = future.map((b) => b.id);
    if (erasedIds.length > 0) await tx.delete(mailOutbox).where(inArray(mailOutbox.appointmentId, erasedIds));
    const [kept] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(appointments)
      .where(and(eq(appointments.patientId, row.patientId), visitOnRecord(now.today)));
    const keptVisits = Number(kept?.n ?? 0);
    if (keptVisits === 0) {
      await tx
        .update(patients)
        .set({
          fullName: ERASED,
          phone: null,
          email: null,
          nikEncrypted: null,
          nikHmac: null,
          legacyNik: null,
          erasedAt: now.now,
          updatedAt: now.now,
        })
        .where(eq(patients.id, row.patientId));
    }
    return { cancelled_bookings: cancelled, kept_visits: keptVisits, patient_erased: keptVisits === 0 };
  });
  for (const change of touched) await announceQueueChange(ctx, change).catch(() => undefined);
  return result;
}
