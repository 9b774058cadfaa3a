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
};
