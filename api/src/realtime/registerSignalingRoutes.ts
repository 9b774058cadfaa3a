import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { lookupRoom, participantRole } from '../telemedicine/service';
import { telemedicineSchemas } from '../telemedicine/schemas';
import { sharedRoomDirectory } from './sharedRooms';
import { signalingPlugin, type SignalingOptions } from './signalingPlugin';

/**
 * Registers the signalling WebSocket of the telemedicine rooms inside the API (same prefix, same
 * hooks). A room id is joinable when `create_meeting` gave it out and the encounter is open, by the
 * patient or the doctor with their participant token of that encounter. Who is in which room lives in
 * the database and travels over the bus (`sharedRooms.ts`), so each participant may be connected to
 * any of the site's processes.
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
    servedBy: ctx.config.serverName,
    schema: telemedicineSchemas.signal,
    createRooms: () =>
      sharedRoomDirectory({
        db: ctx.db,
        bus: ctx.bus,
        onError: (error) => app.log.warn({ err: error }, 'signalling: room upkeep failed'),
      }),
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
