/**
 * One "site server" as far as shared state goes (docs/decisions.md, issue 17), in a process of its own: the database
 * window counter, the bus and the room directory on one database, driven over IPC by
 * `test/sharedState.test.ts`. Two of these on one PostgreSQL database are two processes that share
 * only the database, as two site servers do; on PGlite there is one (its data directory cannot be
 * shared). A process of its own also because PGlite cannot load inside Jest's sandbox.
 */
import { openDatabase, poolOf } from '../../src/db/open';
import { databaseWindowCounter } from '../../src/http/sharedRateLimit';
import { inProcessBus, postgresBus } from '../../src/realtime/bus';
import type { ParticipantState, PeerLeftReason, ServerMessage } from '../../src/realtime/protocol';
import type { Participant, ParticipantRole } from '../../src/realtime/roomRegistry';
import { sharedRoomDirectory } from '../../src/realtime/sharedRooms';

export interface SharedStateOptions {
  dataDir?: string;
  databaseUrl?: string;
  heartbeatMs: number;
  staleMs: number;
}

export type SharedStateCommand =
  | { op: 'hit'; key: string; windowMs: number; times: number }
  | { op: 'sweep' }
  | { op: 'subscribe'; channel: string }
  | { op: 'publish'; channel: string; messages: unknown[] }
  | { op: 'join'; roomId: string; role: ParticipantRole; clientId: string; peerId: string }
  | { op: 'leave'; peerId: string; reason: PeerLeftReason }
  | { op: 'relay'; peerId: string; message: ServerMessage }
  | { op: 'state'; peerId: string; state: ParticipantState }
  | { op: 'close' };

export type SharedStateEvent =
  | { type: 'bus'; channel: string; message: unknown }
  | { type: 'sent'; peerId: string; message: ServerMessage }
  | { type: 'closed'; peerId: string; code: number; reason: string };

export type SharedStateMessage =
  | { type: 'ready' }
  | { type: 'result'; id: number; value?: unknown; error?: string }
  | { type: 'event'; event: SharedStateEvent };

async function main(): Promise<void> {
  const options = JSON.parse(process.argv[2] ?? '{}') as SharedStateOptions;
  const opened = await openDatabase({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    poolSize: 10,
  });
  const emit = (event: SharedStateEvent) =>
    process.send?.({ type: 'event', event } satisfies SharedStateMessage);
  const pool = poolOf(opened.db);
  const bus = pool ? await postgresBus(pool) : inProcessBus();
  const counter = databaseWindowCounter(opened.db);
  const rooms = await sharedRoomDirectory({
    db: opened.db,
    bus,
    heartbeatMs: options.heartbeatMs,
    staleMs: options.staleMs,
  });
  const participants = new Map<string, { roomId: string; participant: Participant }>();

  async function run(command: SharedStateCommand): Promise<unknown> {
    switch (command.op) {
      case 'hit':
        return Promise.all(
          Array.from({ length: command.times }, () => counter.hit(command.key, command.windowMs)),
        );
      case 'sweep':
        return counter.sweep();
      case 'subscribe':
        await bus.subscribe(command.channel, (message) =>
          emit({ type: 'bus', channel: command.channel, message }),
        );
        return null;
      case 'publish':
        for (const message of command.messages) void bus.publish(command.channel, message);
        return null;
      case 'join': {
        const peerId = command.peerId;
        const joined = await rooms.join(command.roomId, new Date(Date.now() + 3600_000), {
          peerId,
          role: command.role,
          clientId: command.clientId,
          send: (message) => emit({ type: 'sent', peerId, message }),
          close: (code, reason) => {
            emit({ type: 'closed', peerId, code, reason });
            // As the plugin does when its socket closes.
            const entry = participants.get(peerId);
            if (entry) void rooms.leave(entry.roomId, entry.participant, 'disconnected');
          },
        });
        if (joined.ok) participants.set(peerId, { roomId: command.roomId, participant: joined.participant });
        return joined.ok ? { ok: true, polite: joined.participant.polite } : { ok: false };
      }
      case 'leave': {
        const entry = participants.get(command.peerId);
        if (entry) await rooms.leave(entry.roomId, entry.participant, command.reason);
        return null;
      }
      case 'relay': {
        const entry = participants.get(command.peerId);
        if (entry) await rooms.relay(entry.roomId, entry.participant, command.message);
        return null;
      }
      case 'state': {
        const entry = participants.get(command.peerId);
        if (entry) await rooms.setState(entry.roomId, entry.participant, command.state);
        return null;
      }
      case 'close':
        await rooms.close();
        await bus.close();
        await opened.close();
        return null;
    }
  }

  process.on('message', (message: { id: number; command: SharedStateCommand }) => {
    run(message.command).then(
      (value) => process.send?.({ type: 'result', id: message.id, value } satisfies SharedStateMessage),
      (error: unknown) =>
        process.send?.({ type: 'result', id: message.id, error: String(error) } satisfies SharedStateMessage),
    );
  });
  process.on('disconnect', () => process.exit(0));
  process.send?.({ type: 'ready' } satisfies SharedStateMessage);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
