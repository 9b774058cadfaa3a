import type { ClientMessage, IceCandidateData, ParticipantState, SdpType, SignalData } from './protocol';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const DESCRIPTION_TYPES = new Set<string>(['offer', 'answer', 'pranswer', 'rollback'] satisfies SdpType[]);

function signalData(value: unknown): SignalData | null {
  if (!isRecord(value)) return null;
  if ('description' in value) {
    const description = value.description;
    if (!isRecord(description) || typeof description.type !== 'string') return null;
    if (!DESCRIPTION_TYPES.has(description.type)) return null;
    if (description.sdp !== undefined && typeof description.sdp !== 'string') return null;
    return { description: { type: description.type as SdpType, sdp: description.sdp } };
  }
  if ('candidate' in value) {
    const candidate = value.candidate;
    if (candidate !== null && !isRecord(candidate)) return null;
    // Relayed as received: the browser on the other side validates the candidate itself.
    return { candidate: candidate as IceCandidateData | null };
  }
  return null;
}

function participantState(value: unknown): ParticipantState | null {
  if (!isRecord(value) || typeof value.muted !== 'boolean' || typeof value.cameraOff !== 'boolean')
    return null;
  return { muted: value.muted, cameraOff: value.cameraOff };
}

/**
 * Reads one text frame. Only the known shapes pass, rebuilt from their known fields, so the
 * server never relays anything it did not understand.
 */
export function parseClientMessage(text: string): ClientMessage | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  switch (parsed.type) {
    case 'signal': {
      const data = signalData(parsed.data);
      return data ? { type: 'signal', data } : null;
    }
    case 'state': {
      const state = participantState(parsed.state);
      return state ? { type: 'state', state } : null;
    }
    case 'leave':
      return { type: 'leave' };
    case 'ping':
      return { type: 'ping' };
    default:
      return null;
  }
}
