import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Encounter, Lang, MeetingInfo } from '@hospital/api-client';
import { validationMessages } from '@hospital/domain';
import type { AppContext } from '../context';
import { encounters } from '../db/schema';
import { itemOf } from '../http/envelope';
import { badRequest, HttpError, notFound } from '../http/errors';
import { assertKnownParams } from '../http/queryParams';
import { toWibIso } from '../services/clock';
import { newOpaqueId } from '../services/codes';
import { iceServersFor } from '../services/turn';
import { encounterWindow, participantRole, type EncounterRecord } from '../services/telemedicine';
import { queryOf } from './helpers';
import { singleValue } from './screening';

const MEETING_ID = /^[A-Za-z0-9_-]{8,64}$/;
const MEETING_NOT_FOUND = { id: 'Sesi konsultasi tidak ditemukan.', en: 'Consultation not found.' };
const NOT_A_PARTICIPANT = {
  id: 'Tautan konsultasi ini tidak lengkap atau tidak berlaku. Buka tautan dari konfirmasi booking Anda (pasien) atau dari rumah sakit (dokter).',
  en: 'This consultation link is incomplete or not valid. Open the link from your booking confirmation (patients) or from the hospital (doctors).',
};

export function registerTelemedicineRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, config } = ctx;
  const product = config.product;

  async function findEncounter(meetingId: string | undefined, lang: Lang): Promise<EncounterRecord> {
    if (meetingId === undefined) {
      throw badRequest(
        { id: "Parameter 'meetingId' wajib diisi.", en: "Parameter 'meetingId' is required." },
        { meetingId: validationMessages(lang).required },
      );
    }
    if (!MEETING_ID.test(meetingId)) throw notFound(MEETING_NOT_FOUND);
    const [row] = await db.select().from(encounters).where(eq(encounters.meetingId, meetingId));
    if (!row) throw notFound(MEETING_NOT_FOUND);
    return row;
  }

  /** Only the patient and the doctor, each with the token of their own (see participantRole). */
  function assertParticipant(row: EncounterRecord, token: unknown): void {
    if (!participantRole(config.secrets, row.meetingId, token)) {
      throw new HttpError(403, 'forbidden', NOT_A_PARTICIPANT);
    }
  }

  app.get(`/${product}.encounter/get`, async (request) => {
    const query = queryOf(request);
    assertKnownParams(query, ['meetingId', 'meeting_id', 'filters', 't']);
    const row = await findEncounter(singleValue(query, 'meetingId', ['meeting_id']), request.lang);
    assertParticipant(row, query.t);
    const ref = await ctx.ref.get();
    const window = encounterWindow(row, ctx.clock(), config);
    const doctor = ref.doctorsById.get(row.doctorId);
    const lang = request.lang;
    const encounter: Encounter = {
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
        photo: doctor ? ctx.media('doctor', doctor.slug) : '',
      },
      patient: { initials: row.patientInitials },
      company: { id: row.companyId, name: ref.companies.get(row.companyId)?.name ?? '' },
    };
    return itemOf(encounter);
  });

  app.get(`/${product}.encounter/create_meeting`, async (request) => {
    const query = queryOf(request);
    assertKnownParams(query, ['m', 'meetingId', 't']);
    const meetingId = query.m ?? query.meetingId;
    const row = await findEncounter(meetingId === undefined ? undefined : String(meetingId), request.lang);
    const role = participantRole(config.secrets, row.meetingId, query.t);
    if (!role) throw new HttpError(403, 'forbidden', NOT_A_PARTICIPANT);
    const window = encounterWindow(row, ctx.clock(), config);
    if (window.status === 'scheduled') {
      const opens = toWibIso(window.opensAt).replace('T', ' ').slice(0, 16);
      throw new HttpError(409, 'meeting_not_open', {
        id: `Ruang konsultasi dibuka pada ${opens} WIB.`,
        en: `The consultation room opens at ${opens} WIB.`,
      });
    }
    if (window.status !== 'open') {
      throw new HttpError(409, 'meeting_ended', {
        id: 'Sesi konsultasi ini sudah berakhir atau dibatalkan.',
        en: 'This consultation has ended or was cancelled.',
      });
    }
    // Both participants must land in the same room: the first call fixes it, later calls reuse it.
    const [room] = await db
      .update(encounters)
      .set({ roomId: sql`coalesce(${encounters.roomId}, ${newOpaqueId()})` })
      .where(eq(encounters.id, row.id))
      .returning({ roomId: encounters.roomId });
    const roomId = room?.roomId ?? '';
    const base = config.signalingBase ?? `${config.publicBase}${product}.encounter/signal/`;
    const meeting: MeetingInfo = {
      meeting_id: row.meetingId,
      room_id: roomId,
      // The WebSocket learns who joins from the same token (the client adds its own parameters).
      signaling_url: `${base}${roomId}?t=${encodeURIComponent(String(query.t))}`,
      // A relay's credentials are short-lived (TURN_TTL_SECONDS): each join asks for fresh ones.
      ice_servers: iceServersFor(config.iceServers, config.turn, role),
      expires_at: toWibIso(window.closesAt),
      max_participants: 2,
    };
    return itemOf(meeting);
  });
}
