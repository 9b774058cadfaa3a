import { createHash, randomBytes } from 'node:crypto';
import { and, arrayOverlaps, asc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type {
  BookingAccess,
  BookingAccessData,
  BookingAccessErasure,
  BookingAccessInput,
  BookingAccessRequested,
  Lang,
} from '@hospital/contract';
import type { AppContext } from '../context';
import { appointments, bookingAccessLinks, patients } from '../db/schema';
import type { Queryable } from '../db/types';
import { notFound } from '../lib/errors';
import { nikLookupHash } from '../security/crypto';
import { appointmentView, type AppointmentRow } from './appointmentView';
import { viewContext } from './appointments';
import { jakartaNow, toWibIso } from '../lib/clock';
import {
  announceErased,
  assertConfirmed,
  eraseBooking,
  personalDataOf,
  type ErasureOutcome,
} from './dataRights';
import { bookingMailer } from '../mail/bookingMail';

/*
 * Rights over every booking of a person (docs/decisions.md, issue 24; api/README.md, "Every booking of a
 * patient"). A NIK and a birth date prove nothing (they are on every photocopied KTP), so they only
 * make the hospital write to each booking's OWN contact address: one link per address, opening the
 * bookings of that patient made with that address. Whoever booked with someone else's NIK and her own
 * address gets a link to her own bookings only. Bookings without an e-mail, and the patient record
 * itself, are for the registration desk with the KTP.
 */

/** One link per address and patient at most this often: asking again does not flood a mailbox. */
const RESEND_MINUTES = 10;
/** 32 random bytes, base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const LINK_INVALID = {
  id: 'Tautan ini tidak berlaku lagi (sudah lewat waktunya atau sudah dipakai). Minta tautan baru di halaman Cek Janji Temu.',
  en: 'This link no longer works (it expired or was used). Ask for a new one on the Find My Appointment page.',
};

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The one answer to every request, whatever the NIK and birth date (202). */
export function bookingAccessRequested(ctx: AppContext, lang: Lang): BookingAccessRequested {
  const minutes = ctx.config.accessLinkMinutes;
  return {
    message:
      lang === 'id'
        ? `Bila ada booking pasien ini yang dibuat dengan alamat e-mail, setiap alamat itu menerima tautan dalam beberapa menit, berlaku ${minutes} menit. Tautan itu hanya membuka booking yang dibuat dengan alamat tersebut. Booking tanpa e-mail dan data pasien yang tersimpan diurus di meja pendaftaran dengan KTP.`
        : `If bookings of this patient were made with an e-mail address, each such address gets a link within minutes, valid for ${minutes} minutes. It opens only the bookings made with that address. Bookings without an e-mail, and the stored patient record, are handled at the registration desk with the KTP.`,
    link_minutes: minutes,
  };
}

/**
 * Writes one link per contact address of the patient's bookings (those not erased), each into the
 * outbox with its mail, in one transaction. Returns how many links were written: for the logs, never
 * for the caller (the route answers before this runs, so neither the answer nor its time depends on
 * the NIK).
 */
export async function writeBookingAccessLinks(
  ctx: AppContext,
  input: BookingAccessInput,
  lang: Lang,
): Promise<number> {
  const { db, config } = ctx;
  const [patient] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(
      and(
        eq(patients.nikHmac, nikLookupHash(config.secrets, input.nik)),
        eq(patients.bornDate, input.bornDate),
      ),
    );
  if (!patient) return 0;
  const rows = await db
    .select({ id: appointments.id, email: appointments.contactEmail, companyId: appointments.companyId })
    .from(appointments)
    .where(
      and(
        eq(appointments.patientId, patient.id),
        isNotNull(appointments.contactEmail),
        isNull(appointments.erasedAt),
      ),
    )
    .orderBy(asc(appointments.visitDate), asc(appointments.id));
  const byAddress = new Map<string, { ids: number[]; companyId: number }>();
  for (const row of rows) {
    if (!row.email) continue;
    const group = byAddress.get(row.email) ?? { ids: [], companyId: row.companyId };
    group.ids.push(row.id);
    byAddress.set(row.email, group);
  }
  if (byAddress.size === 0) return 0;
  const mailer = await bookingMailer(ctx);
  const now = ctx.clock();
  const expiresAt = new Date(now.getTime() + config.accessLinkMinutes * 60_000);
  const recently = new Date(now.getTime() - RESEND_MINUTES * 60_000);
  const prefix = lang === 'en' ? '/en' : '';
  return db.transaction(async (tx) => {
    let written = 0;
    for (const [recipient, group] of byAddress) {
      const [recent] = await tx
        .select({ id: bookingAccessLinks.id })
        .from(bookingAccessLinks)
        .where(
          and(
            gt(bookingAccessLinks.createdAt, recently),
            arrayOverlaps(bookingAccessLinks.appointmentIds, group.ids),
          ),
        )
        .limit(1);
      if (recent) continue;
      const token = randomBytes(32).toString('base64url');
      await tx.insert(bookingAccessLinks).values({
        tokenHash: tokenHash(token),
        appointmentIds: group.ids,
        createdAt: now,
        expiresAt,
      });
      await mailer.enqueueAccessLink(tx, {
        recipient,
        lang,
        url: `${config.mail.siteUrl}${prefix}/appointment/detail?access=${token}`,
        minutes: config.accessLinkMinutes,
        bookings: group.ids.length,
        companyId: group.companyId,
      });
      written += 1;
    }
    return written;
  });
}

/** The link of a token, still good (not expired, not spent); `lock` inside a transaction that spends it. */
async function openLink(ctx: AppContext, q: Queryable, token: string, lock = false) {
  if (!TOKEN_PATTERN.test(token)) throw notFound(LINK_INVALID);
  const query = q
    .select()
    .from(bookingAccessLinks)
    .where(
      and(
        eq(bookingAccessLinks.tokenHash, tokenHash(token)),
        isNull(bookingAccessLinks.usedAt),
        gt(bookingAccessLinks.expiresAt, ctx.clock()),
      ),
    );
  const [link] = lock ? await query.for('update') : await query;
  if (!link) throw notFound(LINK_INVALID);
  return link;
}

async function bookingsOf(q: Queryable, ids: number[]): Promise<AppointmentRow[]> {
  return q
    .select()
    .from(appointments)
    .where(inArray(appointments.id, ids))
    .orderBy(asc(appointments.visitDate), asc(appointments.startTime), asc(appointments.id));
}

/** The bookings a link opens. */
export async function bookingAccess(ctx: AppContext, token: string, lang: Lang): Promise<BookingAccess> {
  const link = await openLink(ctx, ctx.db, token);
  const view = await viewContext(ctx);
  const bookings = [];
  for (const row of await bookingsOf(ctx.db, link.appointmentIds)) {
    bookings.push(await appointmentView(ctx.db, view, row, lang, false));
  }
  return { expires_at: toWibIso(link.expiresAt), bookings };
}

/** A copy of what is held for each booking a link opens. */
export async function bookingAccessData(
  ctx: AppContext,
  token: string,
  lang: Lang,
): Promise<BookingAccessData> {
  const link = await openLink(ctx, ctx.db, token);
  const view = await viewContext(ctx);
  const bookings = [];
  for (const row of await bookingsOf(ctx.db, link.appointmentIds)) {
    bookings.push(await personalDataOf(ctx, view, row, lang));
  }
  return { generated_at: toWibIso(ctx.clock()), bookings };
}

/**
 * Consent withdrawn for every booking a link opens, in one transaction (each as `eraseBooking`: still
 * to come cancelled, data removed, its contact mailed; visits on record kept). The link is spent.
 */
export async function eraseBookingAccess(
  ctx: AppContext,
  token: string,
  confirmed: boolean,
): Promise<BookingAccessErasure> {
  assertConfirmed(confirmed);
  const mailer = await bookingMailer(ctx);
  const now = jakartaNow(ctx.clock());
  const outcomes = await ctx.db.transaction(async (tx) => {
    const link = await openLink(ctx, tx, token, true);
    const done: ErasureOutcome[] = [];
    // One after the other: a transaction is one connection.
    for (const id of link.appointmentIds) done.push(await eraseBooking(tx, mailer, id, now));
    await tx.update(bookingAccessLinks).set({ usedAt: now.now }).where(eq(bookingAccessLinks.id, link.id));
    return done;
  });
  await announceErased(ctx, outcomes);
  const erased = outcomes.filter((o) => o.kind === 'erased');
  return {
    cancelled_bookings: erased.filter((o) => o.cancelled).length,
    erased_bookings: erased.length,
    kept_visits: outcomes.length - erased.length,
  };
}
