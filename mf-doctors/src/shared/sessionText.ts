import { addDays, formatDayMonth, type Lang } from '@hospital/domain';
import type { Translate } from '../i18n';

/** `Hari ini · Sabtu, 21 November` for today and tomorrow; just the date otherwise. */
export function sessionDateText(date: string, today: string, lang: Lang, t: Translate): string {
  const formatted = formatDayMonth(date, lang);
  if (date === today) return `${t('session.today')} · ${formatted}`;
  if (date === addDays(today, 1)) return `${t('session.tomorrow')} · ${formatted}`;
  return formatted;
}

/** `Sisa 3 kuota` / `3 places left`, `1 place left`. */
export function remainingText(remaining: number, t: Translate): string {
  return t(remaining === 1 ? 'session.remaining.one' : 'session.remaining.other', { count: remaining });
}
