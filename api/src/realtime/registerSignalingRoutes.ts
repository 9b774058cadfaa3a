import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { lookupRoom, participantRole } from '../services/telemedicine';
import { signalingPlugin, type SignalingOptions } from './signalingPlugin';

/**
 * Registers the signalling WebSocket of the telemedicine rooms inside the API (same prefix, same
 * hooks). A room id is joinable when `create_meeting` gave it out and the encounter is open, by the
 * patient or the doctor with their participant token of that encounter.
 */
export function registerSignalingRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  overrides: Partial<SignalingOptions> = {},
): void {
  app.register(signalingPlugin, {
    token: ctx.config.token,
    product: ctx.config.product,
    siteOrigins: ctx.config.siteOrigins,
    findRoom: async (roomId, token) => {
      const found = await lookupRoom(ctx.db, roomId, ctx.config, ctx.clock());
      return (
        found && {
          open: found.window.status === 'open',
          closesAt: found.window.closesAt,
          role: participantRole(ctx.config.secrets, found.encounter.meetingId, token),
        }
      );
    },
    ...overrides,
  });
}
