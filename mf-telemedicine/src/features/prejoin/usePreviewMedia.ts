import { useCallback, useEffect, useState } from 'react';
import { acquireMedia, pagePolicyAllowsMedia, stopStream, type DeviceChoice } from './acquireMedia';
import type { MediaProblem } from './mediaProblems';

export interface PreviewMedia {
  status: 'requesting' | 'ready';
  stream: MediaStream | null;
  problem: MediaProblem | null;
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  choice: DeviceChoice;
  choose(change: Partial<DeviceChoice>): void;
  retry(): void;
}

async function listDevices(): Promise<MediaDeviceInfo[]> {
  try {
    return (await navigator.mediaDevices?.enumerateDevices?.()) ?? [];
  } catch {
    return [];
  }
}

/**
 * The visitor's camera and microphone, from the pre-join screen through the call: asked once,
 * asked again when another device is chosen, stopped when the page goes away.
 */
export function usePreviewMedia(): PreviewMedia {
  const [choice, setChoice] = useState<DeviceChoice>({ cameraId: '', microphoneId: '' });
  const [attempt, setAttempt] = useState(0);
  const [media, setMedia] = useState<Pick<PreviewMedia, 'status' | 'stream' | 'problem'>>({
    status: 'requesting',
    stream: null,
    problem: null,
  });
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);

  useEffect(() => {
    let cancelled = false;
    let acquired: MediaStream | null = null;
    setMedia((current) => ({ ...current, status: 'requesting' }));
    void acquireMedia(navigator.mediaDevices, choice, pagePolicyAllowsMedia()).then(async (result) => {
      if (cancelled) {
        stopStream(result.stream);
        return;
      }
      acquired = result.stream;
      setMedia({ status: 'ready', ...result });
      // Device names are only readable once permission is granted.
      const list = await listDevices();
      if (!cancelled) setDevices(list);
    });
    return () => {
      cancelled = true;
      stopStream(acquired);
    };
  }, [choice, attempt]);

  useEffect(() => {
    const mediaDevices = navigator.mediaDevices;
    if (!mediaDevices?.addEventListener) return;
    const refresh = () => void listDevices().then(setDevices);
    mediaDevices.addEventListener('devicechange', refresh);
    return () => mediaDevices.removeEventListener('devicechange', refresh);
  }, []);

  const choose = useCallback((change: Partial<DeviceChoice>) => setChoice((c) => ({ ...c, ...change })), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return {
    ...media,
    cameras: devices.filter((d) => d.kind === 'videoinput' && d.deviceId),
    microphones: devices.filter((d) => d.kind === 'audioinput' && d.deviceId),
    choice,
    choose,
    retry,
  };
}
