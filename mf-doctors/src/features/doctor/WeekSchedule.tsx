import { useTranslation } from '@hospital/i18n';
import type { ScheduleDay, ScheduleLine } from '@hospital/api-client';
import { Badge } from '@hospital/ui';
import { dayName, formatTimeRange, type Lang } from '@hospital/domain';
import { WEEK_ORDER } from '../../shared/weekOrder';
import { NAMESPACE } from '../../i18n';
import styles from './WeekSchedule.module.css';

export interface WeekScheduleProps {
  schedule: readonly ScheduleDay[];
  lang: Lang;
  /** Read by screen readers as the table's name, e.g. "Weekly schedule of dr. ...". */
  caption: string;
  /** Weekday of today (0 = Sunday), highlighted. */
  today?: number;
}

function distinct(lines: readonly ScheduleLine[], key: (line: ScheduleLine) => number): number {
  return new Set(lines.map(key)).size;
}

/**
 * The weekly practice days of a doctor, Monday first, with their hours. Poli and hospital are named
 * on each line only when the doctor practises in more than one.
 */
export function WeekSchedule({ schedule, lang, caption, today }: WeekScheduleProps) {
  const { t } = useTranslation(NAMESPACE);
  const days = [...schedule]
    .filter((d) => d.lines.length > 0)
    .sort((a, b) => WEEK_ORDER.indexOf(a.day) - WEEK_ORDER.indexOf(b.day));
  if (days.length === 0) return null;
  const lines = days.flatMap((d) => d.lines);
  const showHospital = distinct(lines, (l) => l.company_id) > 1;
  const showPoli = distinct(lines, (l) => l.poli_id) > 1;

  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{t('schedule.day')}</th>
          <th scope="col">{t('schedule.hours')}</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => {
          const isToday = day.day === today;
          return (
            <tr key={day.day} className={isToday ? styles.today : undefined}>
              <th scope="row" className={styles.day}>
                {dayName(day.day, lang)}
                {isToday && <span className={styles.todayMark}> ({t('schedule.today')})</span>}
              </th>
              <td className={styles.lines}>
                <ul className={styles.list}>
                  {day.lines.map((line) => (
                    <li key={line.session_id} className={styles.line}>
                      <span className={styles.time}>
                        {formatTimeRange(line.start, line.end, lang)} {t('wib')}
                      </span>
                      {(showPoli || showHospital) && (
                        <span className={styles.place}>
                          {[showPoli ? line.poli_name : '', showHospital ? line.company_name : '']
                            .filter(Boolean)
                            .join(', ')}
                        </span>
                      )}
                      {line.telemedicine && <Badge variant="info">{t('schedule.telemedicine')}</Badge>}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
