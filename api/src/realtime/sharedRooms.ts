import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { signalingParticipants } from '../db/schema';
import type { Database } from '../db/types';
import type { Bus } from './bus';
import {
  CLOSE_CODES,
  INITIAL_STATE,
  type ParticipantState,
  type PeerLeftReason,
  type ServerMessage,
} from './protocol';
import {
  MAX_PARTICIPANTS,
  type JoinResult,
  type NewParticipant,
  type Participant,
  type RoomDirectory,
} from './roomRegistry';

/** The bus channel of every room's events. */
export const SIGNALING_CHANNEL = 'signaling';

/**
 * What goes over the bus: a message for the room's participants on whichever process holds them
 * (`to` one of them, or everyone `except` one), or the order to close one connection.
 */
type RoomEvent =
  | { kind: 'deliver'; roomId: string; to?: string; except?: string; message: ServerMessage }
  | { kind: 'close'; roomId: string; to: string; code: number; reason: string };

function isRoomEvent(value: unknown): value is RoomEvent {
  const v = value as Partial<RoomEvent> | null;
  return (
    !!v &&
    typeof v === 'object' &&
    typeof v.roomId === 'string' &&
    (v.kind === 'deliver' || v.kind === 'close')
  );
}

export interface SharedRoomsOptions {
  db: Database;
  bus: Bus;
  /** How often this process says its participants are still connected. */
  heartbeatMs?: number;
  /** A participant not confirmed for this long belongs to a process that died: it is removed. */
  staleMs?: number;
  onError?: (error: unknown) => void;
}

interface LocalEntry {
  roomId: string;
  participant: Participant;
  closesAt: number;
}

export type SharedRooms = RoomDirectory & { readonly nodeId: string };

/**
 * The rooms in the database, for several processes (docs/decisions.md, issue 17): the patient's WebSocket may land on
 * one site server and the doctor's on another. Who is in a room is a row per participant
 * (`signaling_participants`), changed under a per-room advisory lock so two joins never both take
 * the last place; what a participant sends goes over the bus to the process that holds the other
 * one. Each process refreshes its rows; the rows of a process that stopped refreshing (killed,
 * frozen) are removed by any other, which tells the remaining participant it was disconnected, and
 * the same tab reconnecting through another process takes its place back meanwhile.
 */
export async function sharedRoomDirectory(options: SharedRoomsOptions): Promise<SharedRooms> {
  const { db, bus } = options;
  const heartbeatMs = options.heartbeatMs ?? 10_000;
  const staleMs = options.staleMs ?? 35_000;
  const onError = options.onError ?? (() => undefined);
  const nodeId = randomUUID();
  const local = new Map<string, LocalEntry>();
  const pending = new Set<Promise<unknown>>();
  const p = signalingParticipants;
  const staleBefore = sql`clock_timestamp() - ${staleMs} * interval '1 millisecond'`;
  let closed = false;

  /** Keeps track of work in flight, so `close` can wait for it. */
  function track<T>(work: Promise<T>): Promise<T> {
    pending.add(work);
    void work.finally(() => pending.delete(work)).catch(() => undefined);
    return work;
  }

  function publish(event: RoomEvent): Promise<void> {
    return bus.publish(SIGNALING_CHANNEL, event);
  }

  function onEvent(value: unknown): void {
    if (!isRoomEvent(value)) return;
    for (const [peerId, entry] of local) {
      if (entry.roomId !== value.roomId) continue;
      if (value.kind === 'close') {
        if (peerId === value.to) entry.participant.close(value.code, value.reason);
      } else if (value.to ? peerId === value.to : peerId !== value.except) {
        entry.participant.send(value.message);
      }
    }
  }

  async function tellLeft(rows: { roomId: string; peerId: string }[], reason: PeerLeftReason): Promise<void> {
    for (const row of rows) {
      await publish({
        kind: 'deliver',
        roomId: row.roomId,
        except: row.peerId,
        message: { type: 'peer-left', reason },
      });
    }
  }

  /** One process on PGlite: rows left by an earlier run of this same process are over. */
  if (bus.kind === 'in-process') await db.delete(p);
  const unsubscribe = await bus.subscribe(SIGNALING_CHANNEL, onEvent);

  async function upkeep(): Promise<void> {
    await db
      .update(p)
      .set({ seenAt: sql`clock_timestamp()` })
      .where(eq(p.nodeId, nodeId));
    const dead = await db
      .delete(p)
      .where(lt(p.seenAt, staleBefore))
      .returning({ roomId: p.roomId, peerId: p.peerId });
    await tellLeft(dead, 'disconnected');
  }
  const timer = setInterval(() => {
    if (!closed) track(upkeep()).catch(onError);
  }, heartbeatMs);
  timer.unref();

  /** Serialises changes of one room's membership, on every process (released at commit). */
  const lockRoom = (roomId: string) => sql`select pg_advisory_xact_lock(hashtext(${`signaling:${roomId}`}))`;

  return {
    nodeId,
    join(roomId, closesAt, joining: NewParticipant): Promise<JoinResult> {
      return track(
        (async (): Promise<JoinResult> => {
          const decided = await db.transaction(async (tx) => {
            await tx.execute(lockRoom(roomId));
            const stale = await tx
              .delete(p)
              .where(and(eq(p.roomId, roomId), lt(p.seenAt, staleBefore)))
              .returning({ roomId: p.roomId, peerId: p.peerId });
            const rows = await tx.select().from(p).where(eq(p.roomId, roomId));
            const sameRole = rows.find((row) => row.role === joining.role) ?? null;
            // The same participant reconnecting from the same tab takes its place back; a second tab
            // or device with the same token finds the place taken.
            const replaced = sameRole && sameRole.clientId === joining.clientId ? sameRole : null;
            if (sameRole && !replaced) return null;
            const others = rows.filter((row) => row !== replaced);
            if (others.length >= MAX_PARTICIPANTS) return null;
            const other = others[0] ?? null;
            // Roles must differ for perfect negotiation, also after one side reconnects.
            const polite = other ? !other.polite : false;
            if (replaced) await tx.delete(p).where(eq(p.peerId, replaced.peerId));
            await tx.insert(p).values({
              peerId: joining.peerId,
              roomId,
              role: joining.role,
              clientId: joining.clientId,
              polite,
              muted: INITIAL_STATE.muted,
              cameraOff: INITIAL_STATE.cameraOff,
              nodeId,
            });
            return { polite, other, replaced, stale };
          });
          if (!decided) return { ok: false };
          const { polite, other, replaced, stale } = decided;
          const participant: Participant = { ...joining, polite, state: { ...INITIAL_STATE } };
          local.set(participant.peerId, { roomId, participant, closesAt: closesAt.getTime() });
          participant.send({
            type: 'welcome',
            peerId: participant.peerId,
            polite,
            peer: other ? { state: { muted: other.muted, cameraOff: other.cameraOff } } : null,
          });
          await tellLeft(stale, 'disconnected');
          if (replaced) {
            await publish({
              kind: 'close',
              roomId,
              to: replaced.peerId,
              code: CLOSE_CODES.replaced,
              reason: 'replaced',
            });
          }
          if (other) {
            await publish({
              kind: 'deliver',
              roomId,
              to: other.peerId,
              message: { type: 'peer-joined', state: participant.state },
            });
          }
          return { ok: true, participant };
        })(),
      );
    },

    leave(roomId, leaving, reason) {
      if (!local.delete(leaving.peerId) || closed) return Promise.resolve();
      return track(
        (async () => {
          const gone = await db.transaction(async (tx) => {
            await tx.execute(lockRoom(roomId));
            return tx
              .delete(p)
              .where(eq(p.peerId, leaving.peerId))
              .returning({ roomId: p.roomId, peerId: p.peerId });
          });
          await tellLeft(gone, reason);
        })(),
      );
    },

    relay(roomId, from, message) {
      return track(publish({ kind: 'deliver', roomId, except: from.peerId, message }));
    },

    setState(roomId, participant, state: ParticipantState) {
      participant.state = state;
      return track(
        (async () => {
          await db
            .update(p)
            .set({ muted: state.muted, cameraOff: state.cameraOff })
            .where(eq(p.peerId, participant.peerId));
          await publish({
            kind: 'deliver',
            roomId,
            except: participant.peerId,
            message: { type: 'peer-state', state },
          });
        })(),
      );
    },

    expired(now) {
      const rooms = new Map<string, Participant[]>();
      for (const { roomId, participant, closesAt } of local.values()) {
        if (closesAt < now) rooms.set(roomId, [...(rooms.get(roomId) ?? []), participant]);
      }
      return [...rooms.entries()].map(([roomId, participants]) => ({ roomId, participants }));
    },

    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      await Promise.allSettled([...pending]);
      // Leaving on purpose (a restart, a deploy): the other sides hear at once, not after `staleMs`.
      try {
        const mine = await db
          .delete(p)
          .where(eq(p.nodeId, nodeId))
          .returning({ roomId: p.roomId, peerId: p.peerId });
        await tellLeft(mine, 'disconnected');
      } catch (error) {
        onError(error);
      }
      local.clear();
      await unsubscribe();
    },
  };
}
