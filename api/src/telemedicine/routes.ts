import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { itemOf } from '../http/envelope';
import { telemedicineSchemas } from './schemas';
import { encounterFor, joinMeeting } from './service';
import { queryOf, singleValue } from '../http/routeHelpers';

/** A consultation and the join details of its room: the rules live in telemedicine/service.ts. */
export function registerTelemedicineRoutes(app: FastifyInstance, ctx: AppContext): void {
  const product = ctx.config.product;

  app.get(`/${product}.encounter/get`, { schema: telemedicineSchemas.encounter }, async (request) => {
    const query = queryOf(request);
    const meetingId = singleValue(query, 'meetingId', ['meeting_id']);
    return itemOf(await encounterFor(ctx, meetingId, query.t, request.lang));
  });

  app.get(`/${product}.encounter/create_meeting`, { schema: telemedicineSchemas.join }, async (request) => {
    const query = queryOf(request);
    const meetingId = query.m ?? query.meetingId;
    const id = meetingId === undefined ? undefined : String(meetingId);
    return itemOf(await joinMeeting(ctx, id, query.t, request.lang));
  });
}
