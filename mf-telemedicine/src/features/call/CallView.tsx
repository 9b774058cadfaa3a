import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@hospital/i18n';
import { DEFAULT_API_TOKEN, type MeetingInfo } from '@hospital/api-client';
import { useApi } from '@hospital/remote-kit';
import { Alert, Button, LiveRegion, Spinner } from '@hospital/ui';
import { useLocale } from '@hospital/i18n';
import { VideoTile } from '../../shared/VideoTile';
import { CameraIcon, LeaveIcon, MicIcon } from '../../shared/icons';
import { CALL_MARKS, mark } from './callMarks';
import type { CallState } from './callMachine';
import { CallSession } from './CallSession';
import { tabClientId } from './clientId';
import { meetingError } from './meetingError';
import { signalingUrl } from './signalingUrl';
import { useCallState } from './useCallState';
import styles from './CallView.module.css';

export interface CallViewProps {
  meetingId: string;
  /** The participant's own token of the meeting (patient's or doctor's), from the consultation key. */
  participantToken: string;
  /** create_meeting already started at the Join click, while this code was downloading. */
  firstMeeting?: Promise<MeetingInfo>;
  stream: MediaStream;
  initialLocal: { muted: boolean; cameraOff: boolean };
  /** The local toggles changed (the pre-join screen keeps them). */
  onLocalChange(local: { muted: boolean; cameraOff: boolean }): void;
  /** Back to the pre-join screen. */
  onExit(): void;
}

const TOKEN = process.env.API_TOKEN || DEFAULT_API_TOKEN;

function statusText(state: CallState, t: (key: string, options?: Record<string, unknown>) => string): string {
  const phase = t(`call.phase.${state.phase}`);
  if (state.phase === 'reconnecting' && state.attempts > 0) {
    return `${phase} ${t('call.reconnectingAttempt', { count: state.attempts })}`;
  }
  return phase;
}

/**
 * The call itself (loaded only when the visitor joins): the other side's video, ours, the status,
 * and the controls. The logic lives in `CallSession`; this renders its state.
 */
export default function CallView({
  meetingId,
  participantToken,
  firstMeeting,
  stream,
  initialLocal,
  onLocalChange,
  onExit,
}: CallViewProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const api = useApi();
  const langRef = useRef(lang);
  const [session, setSession] = useState<CallSession | null>(null);
  const [soundBlocked, setSoundBlocked] = useState(false);
  const remoteVideo = useRef<HTMLDivElement>(null);
  const section = useRef<HTMLElement>(null);
  const initial = useRef(initialLocal);
  const pendingMeeting = useRef(firstMeeting);
  const { state, remote } = useCallState(session);

  useEffect(() => {
    langRef.current = lang;
  }, [lang]);

  useEffect(() => {
    const created = new CallSession({
      createMeeting: () => {
        const started = pendingMeeting.current;
        pendingMeeting.current = undefined;
        return started ?? api.createMeeting(meetingId, participantToken);
      },
      socketUrl: (url) =>
        signalingUrl(url, {
          token: TOKEN,
          clientId: tabClientId(),
          lang: langRef.current,
          location: window.location,
        }),
      localStream: stream,
      initialLocal: initial.current,
      meetingError,
    });
    setSession(created);
    void created.join();
    const online = () => created.retryNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      created.dispose();
    };
  }, [api, meetingId, participantToken, stream]);

  // The call replaces the pre-join check: bring it into view and put the focus on its status.
  useEffect(() => {
    section.current?.scrollIntoView({ block: 'start' });
    section.current?.focus({ preventScroll: true });
  }, []);

  const local = state.local;
  useEffect(() => {
    onLocalChange(local);
  }, [local, onLocalChange]);

  const peer = state.peer;
  const hasLocalVideo = stream.getVideoTracks().length > 0;
  const hasLocalAudio = stream.getAudioTracks().length > 0;
  const ended = state.phase === 'left' || state.phase === 'refused' || state.phase === 'failed';

  let remoteOverlay: React.ReactNode = null;
  if (!peer.present || !remote) {
    const waitingText =
      peer.leftReason === 'left'
        ? t('call.peerLeft')
        : peer.leftReason === 'disconnected'
          ? t('call.peerDisconnected')
          : statusText(state, t);
    remoteOverlay = ended ? null : (
      <>
        {state.phase !== 'waiting' && <Spinner label={statusText(state, t)} />}
        <p className={styles.overlayText}>{waitingText}</p>
      </>
    );
  } else if (state.phase === 'reconnecting') {
    remoteOverlay = <Spinner label={t('call.phase.reconnecting')} showLabel />;
  } else if (peer.cameraOff) {
    remoteOverlay = (
      <>
        <CameraIcon off />
        <p className={styles.overlayText}>{t('call.peerCameraOff')}</p>
      </>
    );
  }

  return (
    <section
      ref={section}
      tabIndex={-1}
      className={styles.call}
      aria-label={t('pageTitles.konsultasiKey')}
      data-phase={state.phase}
    >
      <LiveRegion message={statusText(state, t)} />
      {!ended && (
        <p className={`${styles.status} ${styles[state.phase] ?? ''}`} data-testid="call-status">
          {statusText(state, t)}
        </p>
      )}

      {state.phase === 'refused' || state.phase === 'failed' ? (
        <Alert variant="error" title={t(`call.phase.${state.phase}`)}>
          <p className={styles.errorText} data-testid="call-error">
            {t(`call.errors.${state.error ?? 'network'}`)}
          </p>
          <div className={styles.errorActions}>
            {state.error !== 'room_not_found' && state.error !== 'room_closed' && (
              <Button size="sm" onClick={() => void session?.join()}>
                {t('common.retry')}
              </Button>
            )}
            <Button size="sm" variant="secondary" onClick={onExit}>
              {t('call.back')}
            </Button>
          </div>
        </Alert>
      ) : null}

      {state.phase === 'left' && (
        <Alert variant="info" title={t('call.phase.left')}>
          <div className={styles.errorActions}>
            <Button size="sm" onClick={() => void session?.join()}>
              {t('call.rejoin')}
            </Button>
            <Button size="sm" variant="secondary" onClick={onExit}>
              {t('call.back')}
            </Button>
          </div>
        </Alert>
      )}

      {!ended && (
        <div className={styles.stage}>
          <div className={styles.remote} ref={remoteVideo}>
            <VideoTile
              stream={peer.present ? remote : null}
              label={t('call.remoteLabel')}
              overlay={remoteOverlay}
              testId="remote-video"
              onFirstFrame={() => mark(CALL_MARKS.firstRemoteFrame)}
              onAutoplayBlocked={() => setSoundBlocked(true)}
            />
            {peer.present && (peer.muted || peer.cameraOff) && (
              <ul className={styles.peerState} data-testid="peer-state">
                {peer.muted && (
                  <li>
                    <MicIcon off /> {t('call.peerMuted')}
                  </li>
                )}
                {peer.cameraOff && (
                  <li>
                    <CameraIcon off /> {t('call.peerCameraOff')}
                  </li>
                )}
              </ul>
            )}
          </div>
          <VideoTile
            stream={stream}
            label={t('call.localLabel')}
            self
            className={styles.local}
            overlay={local.cameraOff || !hasLocalVideo ? <CameraIcon off /> : undefined}
          />
        </div>
      )}

      {soundBlocked && !ended && (
        <Button
          variant="secondary"
          onClick={() => {
            const video = remoteVideo.current?.querySelector('video');
            if (video) {
              video.muted = false;
              void video.play().catch(() => undefined);
            }
            setSoundBlocked(false);
          }}
        >
          {t('call.enableSound')}
        </Button>
      )}

      {!ended && (
        <div className={styles.controls} role="group" aria-label={t('call.controlsLabel')}>
          <Button
            variant={local.muted ? 'primary' : 'secondary'}
            disabled={!hasLocalAudio}
            onClick={() => session?.toggleMute()}
            iconStart={<MicIcon off={local.muted} />}
          >
            {local.muted ? t('call.unmute') : t('call.mute')}
          </Button>
          <Button
            variant={local.cameraOff ? 'primary' : 'secondary'}
            disabled={!hasLocalVideo}
            onClick={() => session?.toggleCamera()}
            iconStart={<CameraIcon off={local.cameraOff} />}
          >
            {local.cameraOff ? t('call.cameraOn') : t('call.cameraOff')}
          </Button>
          <Button variant="danger" onClick={() => session?.leave()} iconStart={<LeaveIcon />}>
            {t('call.leave')}
          </Button>
        </div>
      )}
    </section>
  );
}
