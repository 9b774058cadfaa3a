/** `scheduled`: not open yet; `open`: joinable now; `ended`: over; `cancelled`: appointment cancelled. */
export type EncounterStatus = 'scheduled' | 'open' | 'ended' | 'cancelled';

export interface Encounter {
  meeting_id: string;
  status: EncounterStatus;
  scheduled_start: string;
  scheduled_end: string;
  opens_at: string;
  closes_at: string;
  doctor: { id: number; slug: string; name: string; speciality: string; photo: string };
  /** Initials only. */
  patient: { initials: string };
  company: { id: number; name: string };
}

export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

/** What a client needs to join the room of an open encounter. */
export interface MeetingInfo {
  meeting_id: string;
  room_id: string;
  /** Path of the signalling WebSocket, e.g. `/api/medika.encounter/signal/<room_id>`. */
  signaling_url: string;
  ice_servers: IceServer[];
  expires_at: string;
  max_participants: 2;
}
