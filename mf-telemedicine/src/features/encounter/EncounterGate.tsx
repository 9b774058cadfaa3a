import { useLocation, useNavigate } from '@hospital/router';
import { useInteractive } from '@hospital/remote-kit';
import { useTranslation } from '@hospital/i18n';
import type { Encounter } from '@hospital/api-client';
import { Alert, Button, ButtonLink } from '@hospital/ui';
import { formatWibDateTime } from '@hospital/domain';
import { useLocale } from '@hospital/i18n';
import { EncounterRoom } from './EncounterRoom';
import styles from './EncounterGate.module.css';

/** Only an open encounter leads to the room; otherwise say when it opens, or that it is over. */
export function EncounterGate({
  encounter,
  participantToken,
  onCheckAgain,
}: {
  encounter: Encounter;
  participantToken: string;
  onCheckAgain(): void;
}) {
  const { t } = useTranslation();
  const lang = useLocale();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const interactive = useInteractive();

  switch (encounter.status) {
    case 'open':
      return <EncounterRoom meetingId={encounter.meeting_id} participantToken={participantToken} />;
    case 'scheduled':
      return (
        <div className={styles.notice}>
          <Alert variant="info" title={t('encounter.notOpenTitle')} announce={false}>
            <p>{t('encounter.notOpenText', { time: formatWibDateTime(encounter.opens_at, lang) })}</p>
            {interactive ? (
              <Button size="sm" variant="secondary" onClick={onCheckAgain}>
                {t('encounter.checkAgain')}
              </Button>
            ) : (
              // Before the scripts run, or without them, checking again is loading the page again.
              <ButtonLink size="sm" variant="secondary" href={pathname + search}>
                {t('encounter.checkAgain')}
              </ButtonLink>
            )}
          </Alert>
        </div>
      );
    case 'ended':
    case 'cancelled': {
      const cancelled = encounter.status === 'cancelled';
      return (
        <div className={styles.notice}>
          <Alert
            variant="warning"
            title={t(cancelled ? 'encounter.cancelledTitle' : 'encounter.endedTitle')}
            announce={false}
          >
            <p>
              {cancelled
                ? t('encounter.cancelledText', { time: formatWibDateTime(encounter.scheduled_start, lang) })
                : t('encounter.endedText', { time: formatWibDateTime(encounter.closes_at, lang) })}
            </p>
            <ButtonLink size="sm" href="/appointment/create" onNavigate={(href) => navigate(href)}>
              {t('encounter.bookAgain')}
            </ButtonLink>
          </Alert>
        </div>
      );
    }
  }
}
