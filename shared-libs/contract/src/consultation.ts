/**
 * The consultation key of `/konsultasi/<key>`: the meeting id and the participant's own token in one
 * path segment, `<meetingId>.<token>` (neither contains a dot), so one string opens the room for
 * that participant: a meeting id alone opens nothing (docs/decisions.md, issue 13).
 */
export interface ConsultationKey {
  meetingId: string;
  token: string;
}

const SEPARATOR = '.';

export function consultationKey(meetingId: string, token: string): string {
  return `${meetingId}${SEPARATOR}${token}`;
}

/** A key as typed or linked; without a token the meeting id stands alone (the API then refuses). */
export function parseConsultationKey(key: string): ConsultationKey {
  const trimmed = key.trim();
  const at = trimmed.lastIndexOf(SEPARATOR);
  return at < 0
    ? { meetingId: trimmed, token: '' }
    : { meetingId: trimmed.slice(0, at), token: trimmed.slice(at + SEPARATOR.length) };
}

/** The site path of the room for a booking's patient, or null when it has none. */
export function consultationPath(booking: {
  meeting_id: string | null;
  meeting_token: string | null;
}): string | null {
  if (!booking.meeting_id || !booking.meeting_token) return null;
  return `/konsultasi/${encodeURIComponent(consultationKey(booking.meeting_id, booking.meeting_token))}`;
}
