import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale, useTranslation } from '@hospital/i18n';
import type { AvailabilityDay } from '@hospital/api-client';
import { addDays, dayName, formatDate, formatMonth, parseIsoDate } from '@hospital/domain';
import { bookableCount, dayStatus, isDaySelectable, type DayStatus } from './availabilityDays';
import { monthGrid, monthOf, monthsBetween, WEEKDAY_ORDER } from './calendarMonth';
import styles from './AvailabilityCalendar.module.css';

export interface AvailabilityCalendarProps {
  days: AvailabilityDay[];
  /** First and last bookable dates (today .. the end of the booking window). */
  from: string;
  to: string;
  today: string;
  selected: string;
  onSelect: (date: string) => void;
  /** Id of the visible label of the date question. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  /**
   * The form the days and months submit without JavaScript (`intent=date:YYYY-MM-DD`, `month:YYYY-MM`,
   * docs/architecture.md §2c); with it, a click is handled here and nothing is submitted.
   */
  formId?: string;
  /** `YYYY-MM` to open on when it is in the window (a month paged to without JavaScript). */
  initialMonth?: string | null;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * Month calendar limited to the booking window. Days with sessions are buttons; days without one,
 * or with the doctor on leave, are announced as unavailable and cannot be chosen; a day whose
 * sessions are all full can be opened to see them marked full. One tab stop, arrow keys move.
 */
export function AvailabilityCalendar({
  days,
  from,
  to,
  today,
  selected,
  onSelect,
  labelledBy,
  describedBy,
  invalid,
  formId,
  initialMonth,
}: AvailabilityCalendarProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const byDate = useMemo(() => new Map(days.map((day) => [day.date, day])), [days]);
  const months = useMemo(() => monthsBetween(from, to), [from, to]);
  const firstSelectable = useMemo(() => days.find((day) => isDaySelectable(day))?.date ?? from, [days, from]);
  const [month, setMonth] = useState(() =>
    initialMonth && months.includes(initialMonth) ? initialMonth : monthOf(selected || firstSelectable),
  );
  const [focusDate, setFocusDate] = useState(() => selected || firstSelectable);
  const moveFocus = useRef(false);
  const tableRef = useRef<HTMLTableElement>(null);

  const inWindow = (date: string) => date >= from && date <= to;
  // The roving tab stop stays inside the visible month.
  const tabStop =
    monthOf(focusDate) === month && inWindow(focusDate)
      ? focusDate
      : (days.find((day) => monthOf(day.date) === month && isDaySelectable(day))?.date ??
        days.find((day) => monthOf(day.date) === month)?.date ??
        '');

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    tableRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate, month]);

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const step = KEY_STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = addDays(date, step);
    if (!inWindow(next)) return;
    moveFocus.current = true;
    setFocusDate(next);
    setMonth(monthOf(next));
  };

  const statusText = (status: DayStatus, day: AvailabilityDay | undefined): string => {
    if (status === 'available') return t('schedule.calendar.available', { count: bookableCount(day) });
    if (status === 'full') return t('schedule.calendar.full');
    if (status === 'leave') return t('schedule.calendar.onLeave');
    return t('schedule.calendar.none');
  };

  const monthIndex = months.indexOf(month);
  const monthTitleId = `${labelledBy}-month`;
  /** A submit button of `formId` with this intent, or a plain button when there is no such form. */
  const submits = (intent: string) =>
    formId
      ? { type: 'submit' as const, form: formId, name: 'intent', value: intent }
      : { type: 'button' as const };

  return (
    <div className={styles.calendar} data-invalid={invalid || undefined}>
      <div className={styles.header}>
        <button
          {...submits(`month:${months[monthIndex - 1] ?? month}`)}
          className={styles.navButton}
          onClick={(event) => {
            event.preventDefault();
            setMonth(months[monthIndex - 1]);
          }}
          disabled={monthIndex <= 0}
          aria-label={t('schedule.calendar.previousMonth')}
        >
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M12.5 5l-5 5 5 5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
        <p id={monthTitleId} className={styles.month} aria-live="polite">
          {formatMonth(month, lang)}
        </p>
        <button
          {...submits(`month:${months[monthIndex + 1] ?? month}`)}
          className={styles.navButton}
          onClick={(event) => {
            event.preventDefault();
            setMonth(months[monthIndex + 1]);
          }}
          disabled={monthIndex >= months.length - 1}
          aria-label={t('schedule.calendar.nextMonth')}
        >
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M7.5 5l5 5-5 5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
      <p className={styles.srOnly}>{t('schedule.calendar.keyboardHint')}</p>
      <table
        ref={tableRef}
        className={styles.grid}
        aria-labelledby={`${labelledBy} ${monthTitleId}`}
        aria-describedby={describedBy}
      >
        <thead>
          <tr>
            {WEEKDAY_ORDER.map((weekday) => (
              <th key={weekday} scope="col" abbr={dayName(weekday, lang)}>
                <span aria-hidden="true">{dayName(weekday, lang).slice(0, lang === 'id' ? 3 : 2)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week) => (
            <tr key={week.find(Boolean) ?? 'empty'}>
              {week.map((date, index) => {
                if (date === null) return <td key={`pad-${index}`} />;
                const dayNumber = parseIsoDate(date)?.day;
                if (!inWindow(date)) {
                  return (
                    <td key={date}>
                      <span className={styles.outside} aria-hidden="true">
                        {dayNumber}
                      </span>
                    </td>
                  );
                }
                const day = byDate.get(date);
                const status = dayStatus(day);
                const selectable = isDaySelectable(day);
                const isSelected = date === selected;
                const label = [formatDate(date, lang), statusText(status, day)];
                if (isSelected) label.push(t('schedule.calendar.selected'));
                return (
                  <td key={date}>
                    <button
                      {...(selectable ? submits(`date:${date}`) : { type: 'button' as const })}
                      data-date={date}
                      className={styles.day}
                      data-status={status}
                      data-selected={isSelected || undefined}
                      tabIndex={date === tabStop ? 0 : -1}
                      aria-pressed={selectable ? isSelected : undefined}
                      aria-disabled={selectable ? undefined : true}
                      aria-current={date === today ? 'date' : undefined}
                      aria-label={label.join(', ')}
                      onClick={(event) => {
                        event.preventDefault();
                        setFocusDate(date);
                        if (selectable) onSelect(date);
                      }}
                      onKeyDown={(event) => handleKeyDown(event, date)}
                    >
                      <span className={styles.number}>{dayNumber}</span>
                      <span className={styles.marker}>
                        {status === 'full'
                          ? t('schedule.calendar.fullShort')
                          : status === 'leave'
                            ? t('schedule.calendar.leaveShort')
                            : ''}
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={styles.swatch} data-status="available" />
          {t('schedule.calendar.legendAvailable')}
        </li>
        <li>
          <span className={styles.swatch} data-status="full" />
          {t('schedule.calendar.legendFull')}
        </li>
        <li>
          <span className={styles.swatch} data-status="leave" />
          {t('schedule.calendar.legendLeave')}
        </li>
        <li>
          <span className={styles.swatch} data-status="none" />
          {t('schedule.calendar.legendNone')}
        </li>
      </ul>
    </div>
  );
}

export default AvailabilityCalendar;
