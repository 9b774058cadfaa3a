import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DeskSearchCandidate, DeskSearchMatch, Lang } from '@hospital/contract';
import { deskSearchTerm, documentNumberOf } from '@hospital/domain';
import type { AppContext } from '../context';
import { appointments, deskEvents, patients } from '../db/schema';
import { decryptNik, identityLookupHash } from '../security/crypto';
import { jakartaNow } from '../lib/clock';
import { identitySuffix, maskedFromSuffix } from '../lib/privacy';
import { deskStatus } from './liveQueue';
import type { StaffRecord } from './staffAuth';

/** Enough for a clerk to pick from; a term matching more is too vague to be useful. */
const MAX_CANDIDATES = 20;

/** A NIK in full: matched by its look-up hash, never by decrypting. */
const NIK_LENGTH = 16;

function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A phone number as stored (`62…`): a whole number typed with its leading 0 (at least 9 digits) becomes
 * 62…; a shorter run of digits is the end of a number and stays as typed.
 */
function storedPhoneDigits(digits: string): string {
  return digits.startsWith('0') && digits.length >= 9 ? `62${digits.slice(1)}` : digits;
}

interface Match {
  kind: DeskSearchMatch;
  where: SQL;
}

/**
 * What a term can match (docs/decisions.md, issue 26). Digits: the end of the contact's phone, and the
 * identity number — a whole NIK by its keyed look-up hash, fewer digits by the stored last 4 characters
 * (`patients.id_suffix`). Text: part of the patient's name, the start of a booking code, and a whole
 * passport or KITAS number by its look-up hash.
 */
function matchesOf(ctx: AppContext, raw: string): { matches: Match[]; digits: string | null } {
  const { secrets } = ctx.config;
  const term = deskSearchTerm(raw);
  if (term.kind === 'digits') {
    const { digits } = term;
    const phone = `%${likeEscape(storedPhoneDigits(digits))}`;
    const identity =
      digits.length === NIK_LENGTH
        ? eq(patients.nikHmac, identityLookupHash(secrets, 'nik', digits))
        : eq(patients.idSuffix, identitySuffix(digits));
    return {
      matches: [
        { kind: 'identity', where: identity },
        { kind: 'phone', where: sql`${appointments.contactPhone} like ${phone}` },
      ],
      digits,
    };
  }
  const { text } = term;
  const matches: Match[] = [
    { kind: 'code', where: ilike(appointments.code, `${likeEscape(text.replace(/\s/g, ''))}%`) },
    { kind: 'name', where: ilike(appointments.patientName, `%${likeEscape(text)}%`) },
  ];
  const document = documentNumberOf(text);
  if (/^[A-Z0-9]{6,20}$/.test(document)) {
    const hashes = (['passport', 'kitas'] as const).map((d) => identityLookupHash(secrets, d, document));
    matches.push({ kind: 'identity', where: sql`${patients.nikHmac} in (${hashes[0]}, ${hashes[1]})` });
  }
  return { matches, digits: null };
}

/**
 * Today's bookings at the staff member's hospital that a term matches: a booking code, a name, a phone
 * number or the last digits of an identity number. No other day or hospital is searched, no NIK is
 * decrypted to compare (digits beyond the stored last 4 are checked on the few candidates they found),
 * and each search is recorded with who did it — the term itself is not kept, only its kind and the
 * number of answers.
 */
export async function searchTodaysBookings(
  ctx: AppContext,
  staff: StaffRecord,
  raw: string,
  lang: Lang,
): Promise<DeskSearchCandidate[]> {
  const { today } = jakartaNow(ctx.clock());
  const { matches, digits } = matchesOf(ctx, raw);
  /** The first of `these` the row matches, in the order above (null: none). */
  const firstOf = (these: Match[]) =>
    these.length === 0
      ? sql<DeskSearchMatch | null>`null`
      : sql<DeskSearchMatch | null>`case ${sql.join(
          these.map((m) => sql`when ${m.where} then ${m.kind}::text`),
          sql` `,
        )} end`;
  const rows = await ctx.db
    .select({
      code: appointments.code,
      sessionId: appointments.sessionId,
      queueNumber: appointments.queueNumber,
      patientName: appointments.patientName,
      doctorId: appointments.doctorId,
      poliId: appointments.poliId,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      status: appointments.status,
      calledAt: appointments.calledAt,
      patientId: appointments.patientId,
      idDocument: patients.idDocument,
      idSuffix: patients.idSuffix,
      nikEncrypted: patients.nikEncrypted,
      matched: firstOf(matches),
      matchedOtherwise: firstOf(matches.filter((m) => m.kind !== 'identity')),
    })
    .from(appointments)
    .leftJoin(patients, eq(patients.id, appointments.patientId))
    .where(
      and(
        eq(appointments.companyId, staff.companyId),
        eq(appointments.visitDate, today),
        isNull(appointments.erasedAt),
        or(...matches.map((m) => m.where)),
      ),
    )
    .orderBy(asc(appointments.startTime), asc(appointments.queueNumber))
    .limit(MAX_CANDIDATES);

  const ref = await ctx.ref.get();
  const candidates: DeskSearchCandidate[] = [];
  for (const row of rows) {
    let { matched } = row;
    // More digits than the stored 4 (but not a whole NIK): this candidate's number is read to be sure.
    if (matched === 'identity' && digits && digits.length > 4 && digits.length !== NIK_LENGTH) {
      const number = row.nikEncrypted
        ? decryptNik(ctx.config.secrets, row.nikEncrypted, row.patientId)
        : null;
      if (!number?.endsWith(digits)) matched = row.matchedOtherwise;
    }
    if (!matched) continue;
    const idDocument = row.idDocument ?? 'nik';
    candidates.push({
      code: row.code,
      session_id: row.sessionId,
      queue_number: row.queueNumber,
      patient_name: row.patientName,
      id_document: idDocument,
      document_masked: maskedFromSuffix(idDocument, row.idSuffix),
      doctor: { id: row.doctorId, name: ref.doctorsById.get(row.doctorId)?.name ?? '' },
      poli: { id: row.poliId, name: ref.polis.get(row.poliId)?.name[lang] ?? '' },
      start_time: row.startTime,
      end_time: row.endTime,
      status: deskStatus(row),
      matched,
    });
  }
  await ctx.db.insert(deskEvents).values({
    staffId: staff.id,
    companyId: staff.companyId,
    visitDate: today,
    action: 'search',
    detail: { kind: digits ? 'digits' : 'text', results: candidates.length },
  });
  return candidates;
}
