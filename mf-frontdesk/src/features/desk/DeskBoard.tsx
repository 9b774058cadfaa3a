import { useEffect, useState } from 'react';
import type { DeskSession, DeskStaff } from '@hospital/api-client';
import { groupDeskSessions } from '@hospital/domain';
import { useMutation, useQuery, useQueryClient } from '@hospital/query';
import { useTranslation } from '@hospital/i18n';
import { useApi, useJakartaTime } from '@hospital/remote-kit';
import { useLiveQueue } from '@hospital/remote-kit/live-queue';
import { Button, ErrorPanel, LiveRegion, Modal, Skeleton } from '@hospital/ui';
import { deskCsrf, deskSessionEnded, deskSessionsQuery, setDeskStaff } from '../../shared/deskQueries';
import { useCancelSignIn } from '../signin';
import { SignInsPanel } from '../signins';
import { CheckInForm } from './CheckInForm';
import { SessionCard } from './SessionCard';
import styles from './desk.module.css';

function SessionGroup({
  title,
  sessions,
  announce,
}: {
  title: string;
  sessions: DeskSession[];
  announce: (message: string) => void;
}) {
  if (sessions.length === 0) return null;
  return (
    <>
      <h3 className={styles.groupTitle}>{title}</h3>
      <div className={styles.sessions}>
        {sessions.map((s) => (
          <SessionCard key={s.session_id} session={s} announce={announce} />
        ))}
      </div>
    </>
  );
}

/**
 * The signed-in desk: finding and checking patients in, and today's sessions of its hospital, kept
 * current live. On a wide screen the search sits beside the sessions, so the first session's "call
 * next" is in view without scrolling (docs/decisions.md, issue 26).
 */
export function DeskBoard({ staff }: { staff: DeskStaff }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const sessions = useQuery(deskSessionsQuery(api));
  const [announcement, setAnnouncement] = useState('');
  // The public stream of the hospital's queue says when another desk changed something.
  const live = useLiveQueue({ company: staff.company.id });
  const liveState = JSON.stringify(
    live.data?.sessions.map((s) => [s.session_id, s.version, s.waiting.length]),
  );
  useEffect(() => {
    if (liveState) void queryClient.invalidateQueries({ queryKey: deskSessionsQuery(api).queryKey });
  }, [liveState, api, queryClient]);

  const time = useJakartaTime();
  const groups = sessions.data ? groupDeskSessions(sessions.data, time) : null;

  const signOut = useCancelSignIn();
  const [confirmEverywhere, setConfirmEverywhere] = useState(false);
  // Every session of this person ends, this one too (docs/decisions.md, issue 24).
  const signOutEverywhere = useMutation({
    mutationFn: async () => api.deskLogoutEverywhere(await deskCsrf(api, queryClient)),
    onSuccess: (result) => setDeskStaff(api, queryClient, null, result.csrf_token),
    onError: () => deskSessionEnded(api, queryClient),
  });

  return (
    <div className={styles.board}>
      <div className={styles.who}>
        <p>{t('desk.signedInAs', { name: staff.display_name, hospital: staff.company.name })}</p>
        <div className={styles.whoActions}>
          <Button variant="secondary" size="sm" loading={signOut.isPending} onClick={() => signOut.mutate()}>
            {t('desk.signOut')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setConfirmEverywhere(true)}>
            {t('desk.signOutEverywhere')}
          </Button>
        </div>
      </div>
      <Modal
        open={confirmEverywhere}
        onClose={() => setConfirmEverywhere(false)}
        title={t('desk.signOutEverywhereTitle')}
        closeLabel={t('common.close')}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmEverywhere(false)}>
              {t('desk.signOutEverywhereKeep')}
            </Button>
            <Button loading={signOutEverywhere.isPending} onClick={() => signOutEverywhere.mutate()}>
              {t('desk.signOutEverywhereConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('desk.signOutEverywhereBody')}</p>
      </Modal>
      <LiveRegion message={announcement} visible className={styles.announcement} />
      {live.connection === 'reconnecting' && (
        <p role="status" className={styles.liveLost}>
          {t('desk.liveLost')}
        </p>
      )}
      <div className={styles.work}>
        <div className={styles.finder}>
          <CheckInForm />
        </div>
        <section aria-labelledby="sessions-title" className={styles.sessionsArea}>
          <h2 id="sessions-title" className={styles.panelTitle}>
            {t('desk.sessionsHeading')}
          </h2>
          {sessions.isPending && (
            <div aria-busy="true">
              <Skeleton height={200} />
            </div>
          )}
          {sessions.isError && (
            <ErrorPanel
              title={t('common.loadError')}
              onRetry={() => void sessions.refetch()}
              retryLabel={t('common.retry')}
            />
          )}
          {sessions.data?.length === 0 && <p className={styles.muted}>{t('desk.noSessions')}</p>}
          {groups && (
            <>
              <SessionGroup
                title={t('desk.sessionsNow')}
                sessions={groups.current}
                announce={setAnnouncement}
              />
              <SessionGroup
                title={t('desk.sessionsLater')}
                sessions={groups.later}
                announce={setAnnouncement}
              />
              {groups.finished.length > 0 && (
                <details className={styles.finished}>
                  <summary>{t('desk.sessionsFinished', { count: groups.finished.length })}</summary>
                  <div className={styles.sessions}>
                    {groups.finished.map((s) => (
                      <SessionCard key={s.session_id} session={s} announce={setAnnouncement} />
                    ))}
                  </div>
                </details>
              )}
            </>
          )}
        </section>
      </div>
      <SignInsPanel staff={staff} announce={setAnnouncement} />
    </div>
  );
}
