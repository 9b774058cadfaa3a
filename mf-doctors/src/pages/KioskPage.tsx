import { useState } from 'react';
import { useQuery } from '@hospital/query';
import { useTranslation } from '@hospital/i18n';
import { Button, ErrorPanel, Skeleton, usePrefersReducedMotion } from '@hospital/ui';
import { NAMESPACE } from '../i18n';
import { BRAND, KIOSK_SCROLL_PAUSE_MS, KIOSK_SCROLL_SPEED } from '../shared/constants';
import { formatClockTime, formatDate, jakartaTime, todayInJakarta } from '@hospital/domain';
import { INTL_LOCALES, useLang } from '../shared/lang';
import { useApi, useJakartaTime, usePageMeta, type Prefetch } from '@hospital/remote-kit';
import { Clock } from '../features/kiosk/Clock';
import { groupKioskSessions } from '../features/kiosk/groupSessions';
import { KioskHospital } from '../features/kiosk/KioskHospital';
import { useAutoScroll } from '../features/kiosk/useAutoScroll';
import { kioskQuery } from '../shared/queries';
import { useToday } from '../shared/useToday';
import { liveQueueQuery } from '@hospital/remote-kit/live-queue';
import styles from '../features/kiosk/Kiosk.module.css';

/** `/kiosk` (full-page layout): the lobby screen with today's sessions of both hospitals. */
export function KioskPage() {
  const { t } = useTranslation(NAMESPACE);
  const lang = useLang();
  const today = useToday();
  const board = useQuery(kioskQuery(useApi(), today));
  const time = useJakartaTime();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  usePageMeta(t('kiosk.title'), t('kiosk.description'));
  useAutoScroll({
    enabled: board.data !== undefined && !paused,
    reducedMotion,
    speed: KIOSK_SCROLL_SPEED,
    pauseMs: KIOSK_SCROLL_PAUSE_MS,
  });

  const sessions = board.data?.availability.days.find((d) => d.date === today)?.sessions ?? [];
  const hospitals = board.data
    ? groupKioskSessions(sessions, board.data.companies, INTL_LOCALES[lang], time)
    : [];

  return (
    <div className={styles.kiosk}>
      <header className={styles.top}>
        <div>
          <p className={styles.brand}>{BRAND}</p>
          <h1 className={styles.title} tabIndex={-1}>
            {t('kiosk.title')}
          </h1>
          <p className={styles.date}>{formatDate(today, lang)}</p>
        </div>
        <Clock lang={lang} label={t('kiosk.clock')} className={styles.clock} />
      </header>

      {board.data ? (
        <div className={styles.hospitals}>
          {hospitals.map((hospital) => (
            <KioskHospital key={hospital.companyId} hospital={hospital} lang={lang} time={time} />
          ))}
        </div>
      ) : board.error ? (
        <ErrorPanel
          title={t('kiosk.failedTitle')}
          message={t('kiosk.failedMessage')}
          onRetry={() => void board.refetch()}
          retryLabel={t('retry')}
        />
      ) : (
        <div className={styles.hospitals} aria-hidden="true">
          <Skeleton height={480} />
          <Skeleton height={480} />
        </div>
      )}

      <footer className={styles.bottom}>
        <p className={styles.updated}>
          {board.dataUpdatedAt > 0 &&
            t('kiosk.updated', { time: formatClockTime(jakartaTime(new Date(board.dataUpdatedAt)), lang) })}
          {board.data && board.isError && ` · ${t('kiosk.refreshFailed')}`}
        </p>
        <Button variant="secondary" size="sm" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
          {t('kiosk.pause')}
        </Button>
      </footer>
    </div>
  );
}

KioskPage.prefetch = (async ({ queryClient, api }) => {
  await queryClient.prefetchQuery(kioskQuery(api, todayInJakarta()));
  // "Now serving" in the HTML too: the browser then only opens the live stream of each hospital.
  const board = queryClient.getQueryData(kioskQuery(api, todayInJakarta()).queryKey);
  await Promise.all(
    (board?.companies ?? []).map((c) => queryClient.prefetchQuery(liveQueueQuery(api, { company: c.id }))),
  );
}) satisfies Prefetch;
