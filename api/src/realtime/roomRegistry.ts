import {
  CLOSE_CODES,
  INITIAL_STATE,
  type ParticipantState,
  type PeerLeftReason,
  type ServerMessage,
} from './protocol';

export const MAX_PARTICIPANTS = 2;

/** Who a connection is, from its participant token: one place each in a room. */
export type ParticipantRole = 'patient' | 'doctor';

/** One open connection in a room; `send` and `close` hide the WebSocket (and make tests easy). */
export interface Participant {
  readonly peerId: string;
  readonly role: ParticipantRole;
  /**
   * Random id of the browser tab: a reconnect from the same tab (same role, so the same participant
   * token) replaces its stale connection. Someone else's client id with another role replaces nobody.
   */
  readonly clientId: string;
  polite: boolean;
  state: ParticipantState;
  send(message: ServerMessage): void;
  close(code: number, reason: string): void;
}

export type NewParticipant = Omit<Participant, 'polite' | 'state'>;

interface Room {
  participants: Participant[];
  closesAt: number;
}

export type JoinResult = { ok: true; participant: Participant } | { ok: false };

/**
 * Who is in which room, the patient and the doctor at most; whether a room id may be joined at all,
 * and as whom, is decided before (by the database and the participant token). A participant joins
 * through the process that holds its WebSocket, but its room may have the other participant on
 * another process: `sharedRooms.ts` keeps the rooms in the database for that (docs/decisions.md, issue 17), and
 * `RoomRegistry` below keeps them in this process's memory when there is no database.
 *
 * The rules, whichever keeps the rooms: a reconnect from the same tab (same role, same client id)
 * replaces its stale connection, which is closed with `replaced`; anyone else finds the place taken;
 * the two sides get opposite `polite` roles; the one who stays is told `peer-joined` / `peer-left`.
 */
export interface RoomDirectory {
  join(roomId: string, closesAt: Date, joining: NewParticipant): Promise<JoinResult>;
  /** Removes a participant (no-op if already gone, e.g. replaced) and tells the other side. */
  leave(roomId: string, leaving: Participant, reason: PeerLeftReason): Promise<void>;
  /** Sends to the other participants of the room (not back to `from`). */
  relay(roomId: string, from: Participant, message: ServerMessage): Promise<void>;
  setState(roomId: string, participant: Participant, state: ParticipantState): Promise<void>;
  /** This process's participants of rooms whose encounter window is over. */
  expired(now: number): { roomId: string; participants: Participant[] }[];
  close(): Promise<void>;
}

/** The rooms in this process's memory: the signalling plugin on its own, without a database. */
export class RoomRegistry implements RoomDirectory {
  private readonly rooms = new Map<string, Room>();

  async join(roomId: string, closesAt: Date, joining: NewParticipant): Promise<JoinResult> {
    const room = this.rooms.get(roomId) ?? { participants: [], closesAt: closesAt.getTime() };
    const sameRole = room.participants.find((p) => p.role === joining.role) ?? null;
    // The same participant reconnecting from the same tab takes its place back; a second tab or
    // device with the same token finds the place taken.
    const replaced = sameRole && sameRole.clientId === joining.clientId ? sameRole : null;
    if (sameRole && !replaced) return { ok: false };
    const others = room.participants.filter((p) => p !== replaced);
    if (others.length >= MAX_PARTICIPANTS) return { ok: false };
    const other = others[0] ?? null;
    // Roles must differ for perfect negotiation, also after one side reconnects.
    const participant: Participant = {
      ...joining,
      polite: other ? !other.polite : false,
      state: { ...INITIAL_STATE },
    };
    room.participants = [...others, participant];
    this.rooms.set(roomId, room);
    participant.send({
      type: 'welcome',
      peerId: participant.peerId,
      polite: participant.polite,
      peer: other ? { state: other.state } : null,
    });
    other?.send({ type: 'peer-joined', state: participant.state });
    replaced?.close(CLOSE_CODES.replaced, 'replaced');
    return { ok: true, participant };
  }

  async leave(roomId: string, leaving: Participant, reason: PeerLeftReason): Promise<void> {
    const room = this.rooms.get(roomId);
    if (!room || !room.participants.includes(leaving)) return;
    room.participants = room.participants.filter((p) => p !== leaving);
    for (const p of room.participants) p.send({ type: 'peer-left', reason });
    if (room.participants.length === 0) this.rooms.delete(roomId);
  }

  async relay(roomId: string, from: Participant, message: ServerMessage): Promise<void> {
    for (const p of this.rooms.get(roomId)?.participants ?? []) if (p !== from) p.send(message);
  }

  async setState(roomId: string, participant: Participant, state: ParticipantState): Promise<void> {
    participant.state = state;
    await this.relay(roomId, participant, { type: 'peer-state', state });
  }

  expired(now: number): { roomId: string; participants: Participant[] }[] {
    return [...this.rooms.entries()]
      .filter(([, room]) => room.closesAt < now)
      .map(([roomId, room]) => ({ roomId, participants: [...room.participants] }));
  }

  participants(roomId: string): readonly Participant[] {
    return this.rooms.get(roomId)?.participants ?? [];
  }

  get roomCount(): number {
    return this.rooms.size;
  }

  async close(): Promise<void> {
    this.rooms.clear();
  }
}
