import { INITIAL_STATE, type ParticipantState, type PeerLeftReason, type ServerMessage } from './protocol';

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

export type JoinResult = { ok: true; participant: Participant; replaced: Participant | null } | { ok: false };

/**
 * The rooms in memory: who is in which room, the patient and the doctor at most. A room exists
 * while someone is in it; whether a room id may be joined at all, and as whom, is decided before
 * (by the database and the participant token).
 */
export class RoomRegistry {
  private readonly rooms = new Map<string, Room>();

  join(roomId: string, closesAt: Date, joining: NewParticipant): JoinResult {
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
    return { ok: true, participant, replaced };
  }

  /** Removes a participant (no-op if already gone, e.g. replaced) and tells the other side. */
  leave(roomId: string, leaving: Participant, reason: PeerLeftReason): void {
    const room = this.rooms.get(roomId);
    if (!room || !room.participants.includes(leaving)) return;
    room.participants = room.participants.filter((p) => p !== leaving);
    for (const p of room.participants) p.send({ type: 'peer-left', reason });
    if (room.participants.length === 0) this.rooms.delete(roomId);
  }

  relay(roomId: string, from: Participant, message: ServerMessage): void {
    for (const p of this.rooms.get(roomId)?.participants ?? []) if (p !== from) p.send(message);
  }

  setState(roomId: string, participant: Participant, state: ParticipantState): void {
    participant.state = state;
    this.relay(roomId, participant, { type: 'peer-state', state });
  }

  /** Rooms whose encounter window is over, with who is still in them. */
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
}
