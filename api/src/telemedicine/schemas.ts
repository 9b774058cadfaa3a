import { json, routeSchema } from '../http/routeSchema';

/**
 * The consultation calls' schemas (routes.ts): the meeting is named by one of its parameters, the
 * participant's token `t` decides the rest (telemedicine/service.ts). Checked by Fastify, and the
 * OpenAPI document's.
 */
const MEETING_ID = { type: 'string', minLength: 1, description: 'the meeting id' };
const TOKEN = { type: 'string', description: 'the participant’s token from the booking mail' };
const REQUIRED = {
  id: "Parameter 'meetingId' wajib diisi.",
  en: "Parameter 'meetingId' is required.",
};

/** Room ids are `newOpaqueId()`s (lib/codes.ts): base64url. */
const ROOM_ID = {
  type: 'string',
  pattern: '^[A-Za-z0-9_-]{1,64}$',
  description: 'the room id of `signaling_url` (create_meeting)',
};

export const telemedicineSchemas = {
  encounter: routeSchema({
    summary: 'A consultation (participant token required)',
    tags: ['telemedicine'],
    query: {
      meetingId: MEETING_ID,
      meeting_id: MEETING_ID,
      filters: json('JSON array [["meetingId", "=", <id>]]'),
      t: TOKEN,
    },
    requiredQueryOneOf: ['meetingId', 'meeting_id', 'filters'].map((name) => ({
      required: [name],
      message: REQUIRED,
      field: 'meetingId',
    })),
    answer: { status: 200, item: 'Encounter' },
  }),
  join: routeSchema({
    summary: 'Join details of a consultation room',
    tags: ['telemedicine'],
    query: { m: MEETING_ID, meetingId: MEETING_ID, t: TOKEN },
    requiredQueryOneOf: ['m', 'meetingId'].map((name) => ({
      required: [name],
      message: REQUIRED,
      field: 'meetingId',
    })),
    answer: { status: 200, item: 'MeetingInfo' },
  }),
  /**
   * The WebSocket of a room (realtime/signalingPlugin.ts; its messages: `@hospital/contract`, signaling.ts).
   * The API token comes as `access_token` (a browser WebSocket sends no header) and is copied to the
   * Authorization header before the API's token check reads it (realtime/upgradeRequest.ts).
   */
  signal: routeSchema({
    summary:
      'Signalling WebSocket of a consultation room (GET with Upgrade: websocket; without it, 426): the token as `access_token`',
    tags: ['telemedicine'],
    params: { roomId: ROOM_ID },
    query: {
      t: TOKEN,
      client: {
        type: 'string',
        maxLength: 64,
        description: 'this browser tab’s own id, kept across reconnects',
      },
      access_token: { type: 'string', description: 'the public API token (or the Authorization header)' },
    },
    answer: { status: 101, upgrade: 'websocket' },
  }),
};
