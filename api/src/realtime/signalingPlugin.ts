import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest, FastifySchema } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { Lang } from '@hospital/contract';
import { SIGNALING_MESSAGES } from './messages';
import { parseClientMessage } from './parseClientMessage';
import { CLOSE_CODES, type ServerMessage, type SignalingErrorCode } from './protocol';
import { TokenBucket } from './rateLimiter';
import { RoomRegistry, type Participant, type ParticipantRole, type RoomDirectory } from './roomRegistry';
import { copyQueryTokenToHeader, isSameOrAllowedOrigin, tokenMatches } from './upgradeRequest';

/**
 * What the plugin needs to know about a room id: unknown (undefined), or open or not, until when,
 * and whose participant token the connection gave (null: nobody's).
 */
export interface RoomInfo {
  open: boolean;
  closesAt: Date;
  role: ParticipantRole | null;
}

export interface SignalingOptions {
  token: string;
  product: string;
  /** Origins allowed besides the API's own host (same list as CORS). */
  siteOrigins: string[];
  /** `token`: the `t` query parameter of the connection (create_meeting puts it in signaling_url). */
  findRoom(roomId: string, token: string): Promise<RoomInfo | undefined>;
  /** Largest text frame; an SDP offer with audio and video is about 6 KB. */
  maxMessageBytes?: number;
  /** Messages allowed at once, then per second on average, per connection. */
  burst?: number;
  perSecond?: number;
  /** Ping interval; a connection that missed one pong is dropped (and its peer told). */
  heartbeatMs?: number;
  maxConnectionsPerIp?: number;
  now?: () => number;
  /**
   * Who is in which room. Default: this process's memory. The API passes rooms kept in the database
   * (`sharedRooms.ts`), so the two participants of a call may be connected to different processes.
   * Closed with the plugin.
   */
  createRooms?: () => Promise<RoomDirectory>;
  /**
   * `SERVER_NAME`: sent as `X-Served-By` with the upgrade's answer, so an operator (and the topology
   * test) can tell which process behind the load balancer holds a WebSocket.
   */
  servedBy?: string;
  /**
   * The route's schema (telemedicine/schemas.ts) when mounted in the API: Fastify checks the room id and
   * the query before the upgrade (a 400 in the API's envelope), and the OpenAPI document shows it.
   */
  schema?: FastifySchema;
}

/** A plain GET of the signalling address (no upgrade). */
const UPGRADE_REQUIRED = {
  id: 'Alamat ini hanya menerima sambungan WebSocket.',
  en: 'This address only takes WebSocket connections.',
};

export const SIGNALING_DEFAULTS = {
  maxMessageBytes: 32 * 1024,
  burst: 60,
  perSecond: 20,
  heartbeatMs: 15_000,
  maxConnectionsPerIp: 20,
} as const;

interface Tracked {
  socket: WebSocket;
  alive: boolean;
}

function langOf(request: FastifyRequest): Lang {
  return request.lang === 'en' ? 'en' : 'id';
}

function send(socket: WebSocket, message: ServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/** Says why, then closes: the browser sees both the message and the close code. */
function refuse(socket: WebSocket, code: SignalingErrorCode, lang: Lang, closeCode: number): void {
  send(socket, { type: 'error', code, message: SIGNALING_MESSAGES[code][lang] });
  socket.close(closeCode, code);
}

/**
 * WebRTC signalling over a WebSocket at `/<product>.encounter/signal/:roomId` (the `signaling_url`
 * that `create_meeting` returns). See `protocol.ts` for the messages and the token parameter.
 */
export const signalingPlugin: FastifyPluginAsync<SignalingOptions> = async (app, opts) => {
  const options = { ...SIGNALING_DEFAULTS, ...opts };
  const now = options.now ?? Date.now;
  const basePath = `/${options.product}.encounter/signal/`;
  const registry = await (options.createRooms ?? (async () => new RoomRegistry()))();
  const tracked = new Set<Tracked>();
  const connectionsPerIp = new Map<string, number>();

  // Runs before @fastify/websocket routes the upgrade through the API's hooks (token check included).
  const onUpgrade = copyQueryTokenToHeader(`${app.prefix}${basePath}`);
  app.server.prependListener('upgrade', onUpgrade);

  await app.register(websocket, {
    options: { maxPayload: options.maxMessageBytes },
    errorHandler: (error, socket, request) => {
      // Oversized frames and abrupt disconnects end here; ws has already closed or will close.
      request.log.debug({ err: error }, 'signalling socket error');
      socket.terminate();
    },
  });

  const servedBy = options.servedBy;
  if (servedBy) {
    app.websocketServer.on('headers', (headers: string[]) => headers.push(`X-Served-By: ${servedBy}`));
  }

  // An upgrade refused before the handler (the API's token hook answers 401) leaves a raw socket that
  // nobody closes: end it once the answer is written, or it would hold the server open on shutdown.
  app.addHook('onResponse', async (request) => {
    const socket = request.raw.socket;
    if (request.ws || request.headers.upgrade?.toLowerCase() !== 'websocket' || !socket) return;
    socket.end();
    socket.once('finish', () => socket.destroy());
  });

  const heartbeat = setInterval(() => {
    for (const entry of tracked) {
      if (!entry.alive) {
        entry.socket.terminate();
        continue;
      }
      entry.alive = false;
      entry.socket.ping();
    }
    for (const { participants } of registry.expired(now())) {
      for (const p of participants) p.close(CLOSE_CODES.room_closed, 'room_closed');
    }
  }, options.heartbeatMs);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    app.server.removeListener('upgrade', onUpgrade);
    await registry.close();
  });
  const failed = (error: unknown) => app.log.warn({ err: error }, 'signalling: room update failed');

  app.route<{ Params: { roomId: string }; Querystring: Record<string, string | undefined> }>({
    method: 'GET',
    url: `${basePath}:roomId`,
    ...(options.schema ? { schema: options.schema } : {}),
    // Given beside `wsHandler` (not `websocket: true`, which would hide the route from the OpenAPI
    // document): a request that asks for no upgrade is told so in the API's envelope.
    handler: async (request, reply) =>
      reply
        .status(426)
        .header('upgrade', 'websocket')
        .send({ error: { code: 'upgrade_required', message: UPGRADE_REQUIRED[langOf(request)] } }),
    wsHandler: async (socket, request) => {
      const lang = langOf(request);
      const roomId = request.params.roomId;
      const entry: Tracked = { socket, alive: true };
      let participant: Participant | null = null;
      let leftOnPurpose = false;

      const ip = request.ip;
      connectionsPerIp.set(ip, (connectionsPerIp.get(ip) ?? 0) + 1);
      tracked.add(entry);
      socket.on('pong', () => {
        entry.alive = true;
      });
      socket.on('close', () => {
        tracked.delete(entry);
        const count = (connectionsPerIp.get(ip) ?? 1) - 1;
        if (count <= 0) connectionsPerIp.delete(ip);
        else connectionsPerIp.set(ip, count);
        if (participant)
          registry.leave(roomId, participant, leftOnPurpose ? 'left' : 'disconnected').catch(failed);
      });

      if (!tokenMatches(request, options.token)) {
        return refuse(socket, 'unauthorized', lang, CLOSE_CODES.unauthorized);
      }
      if (!isSameOrAllowedOrigin(request, options.siteOrigins)) {
        return refuse(socket, 'forbidden_origin', lang, CLOSE_CODES.forbidden_origin);
      }
      if ((connectionsPerIp.get(ip) ?? 0) > options.maxConnectionsPerIp) {
        return refuse(socket, 'too_many_connections', lang, CLOSE_CODES.too_many_connections);
      }
      const room = await options.findRoom(roomId, String(request.query.t ?? ''));
      if (!room) return refuse(socket, 'room_not_found', lang, CLOSE_CODES.room_not_found);
      if (!room.role) return refuse(socket, 'not_participant', lang, CLOSE_CODES.not_participant);
      if (!room.open) return refuse(socket, 'room_closed', lang, CLOSE_CODES.room_closed);
      if (socket.readyState !== socket.OPEN) return;

      const clientId = String(request.query.client ?? '').slice(0, 64) || randomUUID();
      let joined: Awaited<ReturnType<RoomDirectory['join']>>;
      try {
        joined = await registry.join(roomId, room.closesAt, {
          peerId: randomUUID(),
          role: room.role,
          clientId,
          send: (message) => send(socket, message),
          close: (code, reason) => {
            const key = reason as SignalingErrorCode;
            if (SIGNALING_MESSAGES[key]) refuse(socket, key, lang, code);
            else socket.close(code, reason);
          },
        });
      } catch (error) {
        // The rooms could not be read (the database is away): the client reconnects after a while.
        failed(error);
        return socket.close(1011, 'unavailable');
      }
      if (!joined.ok) return refuse(socket, 'room_full', lang, CLOSE_CODES.room_full);
      participant = joined.participant;
      // The socket went away while the room was being joined: its close found no participant yet.
      if (socket.readyState !== socket.OPEN) {
        await registry.leave(roomId, participant, 'disconnected').catch(failed);
        return;
      }
      request.log.info({ roomId, servedBy: options.servedBy }, 'signalling: joined');

      const bucket = new TokenBucket(options.burst, options.perSecond, now);
      const self = participant;
      socket.on('message', (raw, isBinary) => {
        if (!bucket.take()) return refuse(socket, 'rate_limited', lang, CLOSE_CODES.rate_limited);
        const message = isBinary ? null : parseClientMessage(raw.toString());
        if (!message) {
          send(socket, { type: 'error', code: 'bad_message', message: SIGNALING_MESSAGES.bad_message[lang] });
          return;
        }
        switch (message.type) {
          case 'signal':
            registry.relay(roomId, self, { type: 'signal', data: message.data }).catch(failed);
            break;
          case 'state':
            registry.setState(roomId, self, message.state).catch(failed);
            break;
          case 'leave':
            leftOnPurpose = true;
            socket.close(CLOSE_CODES.normal, 'left');
            break;
          case 'ping':
            send(socket, { type: 'pong' });
            break;
        }
      });
    },
  });
};
