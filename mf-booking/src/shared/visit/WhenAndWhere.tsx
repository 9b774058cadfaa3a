import { useId } from 'react';
import { useLocale, useTranslation } from '@hospital/i18n';
import type { Appointment } from '@hospital/api-client';
import { ARRIVE_BEFORE_MINUTES, formatClockTime, formatDate } from '@hospital/domain';
import { BringList } from './BringList';
import styles from './visit.module.css';

interface WhenAndWhereProps {
  appointment: Appointment;
  headingLevel: 2 | 3;
}

/**
 * After booking (docs/decisions.md, issue 15 item 8): when to arrive for this queue number (the API's estimate of the turn
 * and the time to be there), where to register (the clinic's floor and counter), and what to bring. A
 * consultation by video needs the time and the link, not a counter nor documents.
 */
export function WhenAndWhere({ appointment, headingLevel }: WhenAndWhereProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const titleId = `when-where${useId()}`;
  const Heading = `h${headingLevel}` as const;
  const { poli, company } = appointment;
  const turn = formatClockTime(appointment.estimated_time, lang);
  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.heading}>
        {t('visit.title')}
      </Heading>
      <p className={styles.date}>{formatDate(appointment.date, lang)}</p>
      {appointment.telemedicine ? (
        <>
          <p className={styles.lead}>
            {t('visit.onlineTurn', { time: turn, queue: appointment.queue_number })}
          </p>
          <p className={styles.note}>{t('visit.onlineHow')}</p>
        </>
      ) : (
        <>
          <p className={styles.lead}>
            {t('visit.arriveBy', { time: formatClockTime(appointment.arrive_by, lang) })}
          </p>
          <p className={styles.note}>
            {t('visit.arriveWhy', {
              time: turn,
              queue: appointment.queue_number,
              minutes: ARRIVE_BEFORE_MINUTES,
            })}
          </p>
          {poli.location ? (
            <>
              <p className={styles.lead}>
                {t('visit.where', { floor: poli.location.floor, counter: poli.location.counter })}
              </p>
              <p className={styles.note}>{`${poli.name}, ${company.name}`}</p>
            </>
          ) : (
            <p className={styles.note}>
              {t('visit.whereUnknown', { poli: poli.name, hospital: company.name })}
            </p>
          )}
          <BringList
            headingLevel={headingLevel === 2 ? 3 : 4}
            forWhom={appointment.for_whom}
            newborn={appointment.patient.newborn}
            insuranceKind={appointment.insurance.kind}
            idDocument={appointment.patient.id_document}
          />
        </>
      )}
    </section>
  );
}
