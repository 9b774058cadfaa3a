import { useEffect, useRef, type ReactNode } from 'react';
import styles from './VideoTile.module.css';

export interface VideoTileProps {
  stream: MediaStream | null;
  /** Accessible name of the video. */
  label: string;
  /** Our own picture: silent (no echo) and mirrored like a mirror. */
  self?: boolean;
  /** Shown over the picture (camera off, waiting...). */
  overlay?: ReactNode;
  /** Called once per stream, when its first frame is on screen. */
  onFirstFrame?: () => void;
  /** The browser blocked sound without a gesture: the tile plays muted and says so. */
  onAutoplayBlocked?: () => void;
  className?: string;
  testId?: string;
}

type FrameVideo = HTMLVideoElement & {
  requestVideoFrameCallback?: (callback: () => void) => number;
};

/** A `<video>` bound to a MediaStream. */
export function VideoTile({
  stream,
  label,
  self = false,
  overlay,
  onFirstFrame,
  onAutoplayBlocked,
  className,
  testId,
}: VideoTileProps) {
  const ref = useRef<FrameVideo>(null);
  const firstFrame = useRef(onFirstFrame);
  const blocked = useRef(onAutoplayBlocked);
  useEffect(() => {
    firstFrame.current = onFirstFrame;
    blocked.current = onAutoplayBlocked;
  });

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    if (!stream) return;
    let done = false;
    const report = () => {
      if (done) return;
      done = true;
      firstFrame.current?.();
    };
    if (video.requestVideoFrameCallback) video.requestVideoFrameCallback(report);
    else video.addEventListener('loadeddata', report, { once: true });
    video.play().catch(() => {
      if (self) return;
      // Autoplay with sound needs a gesture: play silently and offer a button.
      video.muted = true;
      blocked.current?.();
      void video.play().catch(() => undefined);
    });
    return () => {
      done = true;
      video.removeEventListener('loadeddata', report);
    };
  }, [stream, self]);

  return (
    <div className={`${styles.tile} ${self ? styles.self : ''} ${className ?? ''}`}>
      <video
        ref={ref}
        className={styles.video}
        autoPlay
        playsInline
        muted={self}
        aria-label={label}
        data-testid={testId}
      />
      {overlay && <div className={styles.overlay}>{overlay}</div>}
    </div>
  );
}
