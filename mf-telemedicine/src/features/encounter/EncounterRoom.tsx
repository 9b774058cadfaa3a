import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { MeetingInfo } from '@hospital/api-client';
import { useApi, useInteractive } from '@hospital/remote-kit';
import { useTranslation } from '@hospital/i18n';
import { Alert, Spinner } from '@hospital/ui';
import { CALL_MARKS, loadCallView, mark } from '../call';
import { PreJoin, usePreviewMedia } from '../prejoin';
import styles from './EncounterRoom.module.css';

const CallView = lazy(loadCallView);

interface LocalToggles {
  muted: boolean;
  cameraOff: boolean;
}

/** An open encounter: the pre-join check, then the call, with the same camera and microphone. */
export function EncounterRoom({
  meetingId,
  participantToken,
}: {
  meetingId: string;
  participantToken: string;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const interactive = useInteractive();
  const media = usePreviewMedia();
  const [joined, setJoined] = useState(false);
  const [toggles, setToggles] = useState<LocalToggles>({ muted: false, cameraOff: false });
  // A visitor without devices joins with an empty stream: they still see and hear the doctor.
  const [emptyStream, setEmptyStream] = useState<MediaStream | null>(null);
  const [firstMeeting, setFirstMeeting] = useState<Promise<MeetingInfo> | undefined>();

  // The preview shows what will be sent: switched-off tracks stay off.
  useEffect(() => {
    for (const track of media.stream?.getAudioTracks() ?? []) track.enabled = !toggles.muted;
    for (const track of media.stream?.getVideoTracks() ?? []) track.enabled = !toggles.cameraOff;
  }, [media.stream, toggles]);

  const join = () => {
    mark(CALL_MARKS.join);
    // Ask for the room while the call code downloads; the call handles the answer or the error.
    const meeting = api.createMeeting(meetingId, participantToken);
    meeting.catch(() => undefined);
    setFirstMeeting(meeting);
    if (!media.stream && !emptyStream) setEmptyStream(new MediaStream());
    setJoined(true);
  };
  const onLocalChange = useCallback(
    (local: LocalToggles) =>
      setToggles((current) =>
        current.muted === local.muted && current.cameraOff === local.cameraOff ? current : local,
      ),
    [],
  );
  const stream = media.stream ?? emptyStream;

  // The call is the browser's alone (camera, WebRTC): before the page's scripts run, or without them,
  // the server's HTML says so instead of showing controls that do nothing (docs/decisions.md, issue 25).
  if (!interactive) {
    return (
      <Alert variant="info" announce={false}>
        <p>{t('encounter.needsScripts')}</p>
      </Alert>
    );
  }

  if (joined && stream) {
    return (
      <Suspense
        fallback={
          <div className={styles.loading}>
            <Spinner label={t('call.loadingCall')} showLabel />
          </div>
        }
      >
        <CallView
          meetingId={meetingId}
          participantToken={participantToken}
          firstMeeting={firstMeeting}
          stream={stream}
          initialLocal={toggles}
          onLocalChange={onLocalChange}
          onExit={() => setJoined(false)}
        />
      </Suspense>
    );
  }

  return (
    <PreJoin
      media={media}
      muted={toggles.muted}
      cameraOff={toggles.cameraOff}
      onToggleMute={() => setToggles((s) => ({ ...s, muted: !s.muted }))}
      onToggleCamera={() => setToggles((s) => ({ ...s, cameraOff: !s.cameraOff }))}
      onJoin={join}
      onIntent={() => void loadCallView()}
    />
  );
}
