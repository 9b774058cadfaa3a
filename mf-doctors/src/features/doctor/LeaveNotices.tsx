import { useTranslation } from '@hospital/i18n';
import type { DoctorSummary } from '../../shared/queries';
import { Alert } from '@hospital/ui';
import { formatDayMonthYear, type Lang } from '@hospital/domain';
import { NAMESPACE } from '../../i18n';
import { upcomingLeaves } from './hospitals';

export interface LeaveNoticesProps {
  doctor: DoctorSummary;
  today: string;
  lang: Lang;
  className?: string;
}

/** "Cuti sampai ..." for a doctor on leave today, and the leaves ahead (their sessions are not offered). */
export function LeaveNotices({ doctor, today, lang, className }: LeaveNoticesProps) {
  const { t } = useTranslation(NAMESPACE);
  const ahead = upcomingLeaves(doctor, today);
  if (!doctor.on_leave_until && ahead.length === 0) return null;
  return (
    <div className={className}>
      {doctor.on_leave_until && (
        <Alert variant="warning" announce={false}>
          <strong>{t('leave.until', { date: formatDayMonthYear(doctor.on_leave_until, lang) })}</strong>{' '}
          {t('leave.notOffered')}
        </Alert>
      )}
      {ahead.map((leave) => (
        <Alert key={leave.start_date} variant="info" announce={false}>
          {t('leave.upcoming', {
            from: formatDayMonthYear(leave.start_date, lang),
            to: formatDayMonthYear(leave.end_date, lang),
          })}
        </Alert>
      ))}
    </div>
  );
}
