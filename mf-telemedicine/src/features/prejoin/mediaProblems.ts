/** Why the preview has no (or not all) media, as the pre-join screen explains it. */
export type MediaProblem =
  | 'denied'
  | 'no_device'
  | 'no_camera'
  | 'no_microphone'
  | 'in_use'
  | 'unsupported'
  /** The page was loaded under a Permissions-Policy without camera (reached by an in-app link). */
  | 'page_policy'
  | 'unknown';

function nameOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
}

/** getUserMedia's DOMException names, including older browsers' spellings. */
export function classifyMediaError(error: unknown): MediaProblem {
  switch (nameOf(error)) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'no_device';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'in_use';
    case 'TypeError':
      return 'unsupported';
    default:
      return 'unknown';
  }
}

/** A problem that leaves nothing to join with but still lets the visitor watch and listen. */
export function canJoinWithout(problem: MediaProblem | null): boolean {
  return (
    problem === null || problem === 'no_device' || problem === 'no_camera' || problem === 'no_microphone'
  );
}
