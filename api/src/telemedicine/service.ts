import { eq, sql } from 'drizzle-orm';
import type { Encounter, Lang, MeetingInfo } from '@hospital/contract';
import { validationMessages } from '@hospital/domain';
import type { ApiConfig } from '../config';
import type { AppContext } from '../context';
import { encounters } from '../db/schema';
import type { Queryable } from '../db/types';
import { badRequest, DomainError, notFound } from '../lib/errors';
import { encounterWindow, type EncounterRecord, type EncounterWindow } from './encounterWindow';
import { toEncounter } from './mappers';
import { participantToken, sameToken, type ParticipantRole } from '../security/crypto';
import type { ApiSecrets } from '../security/secrets';
import { DEMO_MEETINGS, DEMO_MEETING_TOKENS } from '../seed/telemedicine';
import { toWibIso } from '../lib/clock';
import { newOpaqueId } from '../lib/codes';
import { iceServersFor } from './turn';

const DEMO_IDS = new Set<string>(Object.values(DEMO_MEETINGS));
const ROLES: ParticipantRole[] = ['patient', 'doctor'];

/**
 * Who a participant token of a meeting belongs to, or null: the patient's comes only with her
 * booking (its answer, and the look-up by code and birth date), the doctor's from the hospital
 * (`npm run meeting-links -w api`). A meeting id alone is nobody.
 */
export function participantRole(
  secrets: ApiSecrets,
  meetingId: string,
  token: unknown,
): ParticipantRole | null {
  if (typeof token !== 'string' || token === '') return null;
  for (const role of ROLES) {
    const expected = DEMO_IDS.has(meetingId)
      ? DEMO_MEETING_TOKENS[role]
      : participantToken(secrets, meetingId, role);
    if (sameToken(token, expected)) return role;
  }
  return null;
}

/** The tokens of a meeting, for the hospital's own tools (never served by the API). */
export function meetingTokens(secrets: ApiSecrets, meetingId: string): Record<ParticipantRole, string> {
  return DEMO_IDS.has(meetingId)
    ? { ...DEMO_MEETING_TOKENS }
    : {
        patient: participantToken(secrets, meetingId, 'patient'),
        doctor: participantToken(secrets, meetingId, 'doctor'),
      };
}

/**
 * For the signalling WebSocket (telemedicine issue): the encounter behind a room id, and whether
 * it may be joined now. Unknown rooms answer undefined. Who may join is `participantRole`.
 */
export async function lookupRoom(
  db: Queryable,
  roomId: string,
  config: ApiConfig,
  now: Date = new Date(),
): Promise<{ encounter: EncounterRecord; window: EncounterWindow } | undefined> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(roomId)) return undefined;
  const [row] = await db.select().from(encounters).where(eq(encounters.roomId, roomId));
  return row ? { encounter: row, window: encounterWindow(row, now, config) } : undefined;
}

const MEETING_ID = /^[A-Za-z0-9_-]{8,64}$/;
const MEETING_NOT_FOUND = { id: 'Sesi konsultasi tidak ditemukan.', en: 'Consultation not found.' };
const NOT_A_PARTICIPANT = {
  id: 'Tautan konsultasi ini tidak lengkap atau tidak berlaku. Buka tautan dari konfirmasi booking Anda (pasien) atau dari rumah sakit (dokter).',
  en: 'This consultation link is incomplete or not valid. Open the link from your booking confirmation (patients) or from the hospital (doctors).',
};

async function findEncounter(
  ctx: AppContext,
  meetingId: string | undefined,
  lang: Lang,
): Promise<EncounterRecord> {
  if (meetingId === undefined) {
    throw badRequest(
      { id: "Parameter 'meetingId' wajib diisi.", en: "Parameter 'meetingId' is required." },
      { meetingId: validationMessages(lang).required },
    );
  }
  if (!MEETING_ID.test(meetingId)) throw notFound(MEETING_NOT_FOUND);
  const [row] = await ctx.db.select().from(encounters).where(eq(encounters.meetingId, meetingId));
  if (!row) throw notFound(MEETING_NOT_FOUND);
  return row;
}

/** Only the patient and the doctor, each with the token of their own (see participantRole). */
function roleOf(ctx: AppContext, row: EncounterRecord, token: unknown): ParticipantRole {
  const role = participantRole(ctx.config.secrets, row.meetingId, token);
  if (!role) throw new DomainError('forbidden', NOT_A_PARTICIPANT);
  return role;
}

/** A consultation, for one of its two participants (`token`). */
export async function encounterFor(
  ctx: AppContext,
  meetingId: string | undefined,
  token: unknown,
  lang: Lang,
): Promise<Encounter> {
  const row = await findEncounter(ctx, meetingId, lang);
  roleOf(ctx, row, token);
  const ref = await ctx.ref.get();
  return toEncounter(row, encounterWindow(row, ctx.clock(), ctx.config), ref, lang, ctx.media);
}

/** The room of a consultation while it is open; before and after, a 409 that says why. */
export async function joinMeeting(
  ctx: AppContext,
  meetingId: string | undefined,
  token: unknown,
  lang: Lang,
): Promise<MeetingInfo> {
  const { config } = ctx;
  const row = await findEncounter(ctx, meetingId, lang);
  const role = roleOf(ctx, row, token);
  const window = encounterWindow(row, ctx.clock(), config);
  if (window.status === 'scheduled') {
    const opens = toWibIso(window.opensAt).replace('T', ' ').slice(0, 16);
    throw new DomainError('meeting_not_open', {
      id: `Ruang konsultasi dibuka pada ${opens} WIB.`,
      en: `The consultation room opens at ${opens} WIB.`,
    });
  }
  if (window.status !== 'open') {
    throw new DomainError('meeting_ended', {
      id: 'Sesi konsultasi ini sudah berakhir atau dibatalkan.',
      en: 'This consultation has ended or was cancelled.',
    });
  }
  // Both participants must land in the same room: the first call fixes it, later calls reuse it.
  const [room] = await ctx.db
    .update(encounters)
    .set({ roomId: sql`coalesce(${encounters.roomId}, ${newOpaqueId()})` })
    .where(eq(encounters.id, row.id))
    .returning({ roomId: encounters.roomId });
  const roomId = room?.roomId ?? '';
  const base = config.signalingBase ?? `${config.publicBase}${config.product}.encounter/signal/`;
  return {
    meeting_id: row.meetingId,
    room_id: roomId,
    // The WebSocket learns who joins from the same token (the client adds its own parameters).
    signaling_url: `${base}${roomId}?t=${encodeURIComponent(String(token))}`,
    // A relay's credentials are short-lived (TURN_TTL_SECONDS): each join asks for fresh ones.
    ice_servers: iceServersFor(config.iceServers, config.turn, role),
    expires_at: toWibIso(window.closesAt),
    max_participants: 2,
  };
}
