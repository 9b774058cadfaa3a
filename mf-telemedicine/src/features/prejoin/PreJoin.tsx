import { useTranslation } from '@hospital/i18n';
import { Alert, Button, SelectField, Spinner } from '@hospital/ui';
import { VideoTile } from '../../shared/VideoTile';
import { CameraIcon, MicIcon } from '../../shared/icons';
import { canJoinWithout } from './mediaProblems';
import type { PreviewMedia } from './usePreviewMedia';
import styles from './PreJoin.module.css';

export interface PreJoinProps {
  media: PreviewMedia;
  muted: boolean;
  cameraOff: boolean;
  onToggleMute(): void;
  onToggleCamera(): void;
  onJoin(): void;
  /** Warm the call code while the visitor looks at the preview. */
  onIntent?(): void;
}

/** Camera and microphone check before joining: preview, device choice, and what is wrong if anything. */
export function PreJoin({
  media,
  muted,
  cameraOff,
  onToggleMute,
  onToggleCamera,
  onJoin,
  onIntent,
}: PreJoinProps) {
  const { t } = useTranslation();
  const { stream, problem, status } = media;
  const hasAudio = (stream?.getAudioTracks().length ?? 0) > 0;
  const hasVideo = (stream?.getVideoTracks().length ?? 0) > 0;
  const canJoin = status === 'ready' && canJoinWithout(problem);
  const overlay =
    status === 'requesting' ? (
      <Spinner label={t('prejoin.requesting')} />
    ) : !hasVideo || cameraOff ? (
      <CameraIcon off />
    ) : undefined;

  return (
    <section className={styles.prejoin} aria-labelledby="prejoin-heading">
      <h2 id="prejoin-heading" className={styles.heading}>
        {t('prejoin.heading')}
      </h2>
      <div className={styles.layout}>
        <div className={styles.previewColumn}>
          <VideoTile
            stream={stream}
            label={t('prejoin.previewLabel')}
            self
            overlay={overlay}
            testId="preview-video"
          />
          <div className={styles.toggles}>
            <Button
              variant="secondary"
              disabled={!hasAudio}
              onClick={onToggleMute}
              iconStart={<MicIcon off={muted || !hasAudio} />}
            >
              {muted ? t('call.unmute') : t('call.mute')}
            </Button>
            <Button
              variant="secondary"
              disabled={!hasVideo}
              onClick={onToggleCamera}
              iconStart={<CameraIcon off={cameraOff || !hasVideo} />}
            >
              {cameraOff ? t('call.cameraOn') : t('call.cameraOff')}
            </Button>
          </div>
        </div>
        <div className={styles.side}>
          {status === 'requesting' && <p className={styles.status}>{t('prejoin.requesting')}</p>}
          {status === 'ready' && problem && (
            <Alert variant={canJoinWithout(problem) ? 'warning' : 'error'}>
              <p className={styles.problem}>{t(`prejoin.problems.${problem}`)}</p>
              {problem === 'page_policy' ? (
                <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
                  {t('prejoin.reload')}
                </Button>
              ) : (
                !canJoinWithout(problem) && (
                  <Button variant="secondary" size="sm" onClick={media.retry}>
                    {t('prejoin.retry')}
                  </Button>
                )
              )}
            </Alert>
          )}
          {media.cameras.length > 0 && (
            <SelectField
              label={t('prejoin.camera')}
              value={media.choice.cameraId || stream?.getVideoTracks()[0]?.getSettings().deviceId || ''}
              onChange={(event) => media.choose({ cameraId: event.target.value })}
              options={media.cameras.map((d, i) => ({
                value: d.deviceId,
                label: d.label || `${t('prejoin.camera')} ${i + 1}`,
              }))}
            />
          )}
          {media.microphones.length > 0 && (
            <SelectField
              label={t('prejoin.microphone')}
              value={media.choice.microphoneId || stream?.getAudioTracks()[0]?.getSettings().deviceId || ''}
              onChange={(event) => media.choose({ microphoneId: event.target.value })}
              options={media.microphones.map((d, i) => ({
                value: d.deviceId,
                label: d.label || `${t('prejoin.microphone')} ${i + 1}`,
              }))}
            />
          )}
          <Button
            size="lg"
            fullWidth
            disabled={!canJoin}
            onClick={onJoin}
            onPointerEnter={onIntent}
            onFocus={onIntent}
          >
            {stream ? t('prejoin.join') : t('prejoin.joinWithoutMedia')}
          </Button>
          <p className={styles.privacy}>{t('prejoin.privacy')}</p>
        </div>
      </div>
    </section>
  );
}
