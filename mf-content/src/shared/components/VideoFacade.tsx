import { useState } from 'react';
import { useT } from './useT';
import { MEDIA_HEIGHT, MEDIA_WIDTH } from '../lib/media';
import styles from './VideoFacade.module.css';

export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** The player URL; youtube-nocookie is the only frame origin the site's CSP allows. */
export function embedUrl(youtubeId: string): string {
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;
}

/**
 * A light stand-in for the YouTube player: the poster and a play button. The player (about 1 MB of
 * third-party script) loads only when the visitor asks for it.
 */
export function VideoFacade({
  youtubeId,
  poster,
  title,
}: {
  youtubeId: string;
  poster: string;
  title: string;
}) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  return (
    <div className={styles.frame}>
      {playing ? (
        <iframe
          className={styles.player}
          src={embedUrl(youtubeId)}
          title={title}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className={styles.facade} onClick={() => setPlaying(true)}>
          <img
            src={poster}
            alt=""
            width={MEDIA_WIDTH}
            height={MEDIA_HEIGHT}
            className={styles.poster}
            fetchPriority="high"
          />
          <span className={styles.play} aria-hidden="true">
            <svg viewBox="0 0 68 48" width="68" height="48" focusable="false">
              <path
                d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z"
                fill="#0b6b73"
              />
              <path d="M45 24L27 14v20z" fill="#fff" />
            </svg>
          </span>
          <span className="visually-hidden">{t('video.play', { title })}</span>
        </button>
      )}
    </div>
  );
}
