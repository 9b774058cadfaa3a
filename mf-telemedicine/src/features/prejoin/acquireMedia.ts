import { classifyMediaError, type MediaProblem } from './mediaProblems';

export interface DeviceChoice {
  cameraId: string;
  microphoneId: string;
}

export interface AcquiredMedia {
  stream: MediaStream | null;
  problem: MediaProblem | null;
}

const VIDEO_SIZE = { width: { ideal: 1280 }, height: { ideal: 720 } };

/** Chromium's view of the document's Permissions-Policy (not in the DOM typings). */
type PolicyDocument = Document & { featurePolicy?: { allowsFeature(feature: string): boolean } };

/**
 * False when the page's Permissions-Policy forbids the camera and microphone: the site allows them
 * only on documents loaded at /konsultasi, so arriving here by an in-app link needs a reload.
 */
export function pagePolicyAllowsMedia(doc: Document = document): boolean {
  const policy = (doc as PolicyDocument).featurePolicy;
  if (!policy || typeof policy.allowsFeature !== 'function') return true;
  return policy.allowsFeature('camera') || policy.allowsFeature('microphone');
}

/**
 * Camera and microphone for the consultation. When one kind is missing the other is still used
 * (audio-only is a valid consultation); a refusal is reported as such, never retried behind the
 * visitor's back.
 */
export async function acquireMedia(
  mediaDevices: Pick<MediaDevices, 'getUserMedia'> | undefined,
  choice: DeviceChoice,
  policyAllows: boolean = true,
): Promise<AcquiredMedia> {
  if (!mediaDevices || typeof mediaDevices.getUserMedia !== 'function') {
    return { stream: null, problem: 'unsupported' };
  }
  if (!policyAllows) return { stream: null, problem: 'page_policy' };
  const audio: MediaTrackConstraints | boolean = choice.microphoneId
    ? { deviceId: { exact: choice.microphoneId } }
    : true;
  const video: MediaTrackConstraints = choice.cameraId
    ? { ...VIDEO_SIZE, deviceId: { exact: choice.cameraId } }
    : VIDEO_SIZE;
  try {
    return { stream: await mediaDevices.getUserMedia({ audio, video }), problem: null };
  } catch (error) {
    const problem = classifyMediaError(error);
    if (problem !== 'no_device') return { stream: null, problem };
  }
  try {
    return { stream: await mediaDevices.getUserMedia({ audio }), problem: 'no_camera' };
  } catch {
    // no microphone either, or only a camera: try that next
  }
  try {
    return { stream: await mediaDevices.getUserMedia({ video }), problem: 'no_microphone' };
  } catch {
    return { stream: null, problem: 'no_device' };
  }
}

export function stopStream(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
