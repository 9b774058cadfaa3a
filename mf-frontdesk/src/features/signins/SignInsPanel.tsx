import type { DeskSignIn, DeskStaff } from '@hospital/api-client';
import { formatClockTime } from '@hospital/domain';
import { useMutation, useQuery, useQueryClient } from '@hospital/query';
import { useLocale, useTranslation } from '@hospital/i18n';
import { useApi } from '@hospital/remote-kit';
import { Alert, Button, ErrorPanel, Skeleton } from '@hospital/ui';
import { useState } from 'react';
import { deskCsrf, deskSignInsQuery, problemOf } from '../../shared/deskQueries';
import styles from './signIns.module.css';

/**
 * The signed-in browsers (docs/decisions.md, issue 24): a supervisor sees the hospital's and ends a
 * colleague's with one press (the colleague's next action asks to sign in again); anyone else sees
 * their own. The browser asking is marked and has no "end": that is signing out.
 */
export function SignInsPanel({ staff, announce }: { staff: DeskStaff; announce: (message: string) => void }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const api = useApi();
  const queryClient = useQueryClient();
  const signIns = useQuery(deskSignInsQuery(api));
  const [problem, setProblem] = useState<string | null>(null);
  const supervisor = staff.role === 'supervisor';
  const time = (iso: string) => formatClockTime(iso.slice(11, 16), lang);

  const end = useMutation({
    mutationFn: async (row: DeskSignIn) =>
      api.deskEndSignIns({ id: row.id }, await deskCsrf(api, queryClient)),
    onSuccess: (_result, row) => {
      setProblem(null);
      announce(t('signins.ended', { name: row.staff.display_name }));
      void queryClient.invalidateQueries({ queryKey: deskSignInsQuery(api).queryKey });
    },
    onError: (error) => setProblem(problemOf(error, t('common.loadError'))),
  });

  return (
    <section className={styles.panel} aria-labelledby="signins-title">
      <h2 id="signins-title" className={styles.title}>
        {supervisor
          ? t('signins.headingHospital', { hospital: staff.company.name })
          : t('signins.headingOwn')}
      </h2>
      <p className={styles.lead}>{t('signins.lead')}</p>
      {problem && (
        <div className={styles.problem}>
          <Alert variant="error">{problem}</Alert>
        </div>
      )}
      {signIns.isPending && (
        <div aria-busy="true">
          <Skeleton height={80} />
        </div>
      )}
      {signIns.isError && (
        <ErrorPanel
          title={t('common.loadError')}
          onRetry={() => void signIns.refetch()}
          retryLabel={t('common.retry')}
        />
      )}
      {signIns.data && signIns.data.length <= 1 && !supervisor && (
        <p className={styles.muted}>{t('signins.none')}</p>
      )}
      {signIns.data && (
        <ul className={styles.list} data-testid="sign-ins">
          {signIns.data.map((row) => (
            <li key={row.id} className={styles.row} data-testid={`sign-in-${row.staff.username}`}>
              <div className={styles.who}>
                <p className={styles.name}>
                  {row.staff.display_name}
                  {row.staff.role === 'supervisor' && (
                    <span className={styles.tag}>{t('signins.supervisor')}</span>
                  )}
                  {row.current && <span className={styles.tag}>{t('signins.thisDevice')}</span>}
                </p>
                <p className={styles.muted}>
                  {t('signins.since', { time: time(row.since) })} ·{' '}
                  {t('signins.lastSeen', { time: time(row.last_seen) })}
                  {row.address ? ` · ${t('signins.from', { address: row.address })}` : ''}
                </p>
              </div>
              {!row.current && (supervisor || row.staff.username === staff.username) && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('signins.endNamed', { name: row.staff.display_name, time: time(row.since) })}
                  loading={end.isPending && end.variables?.id === row.id}
                  onClick={() => end.mutate(row)}
                >
                  {t('signins.end')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
