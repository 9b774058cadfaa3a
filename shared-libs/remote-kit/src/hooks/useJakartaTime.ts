import { useEffect, useState } from 'react';
import { jakartaTime } from '@hospital/domain/jakarta';
import { useRenderTime } from '../head/PageContext';

/** How often the time is read again: twice a minute keeps a board's "now" within half a minute. */
export const JAKARTA_TIME_REFRESH_MS = 30_000;

/**
 * `HH:MM` in Jakarta, kept current: which sessions run now changes as the day goes on (the kiosk,
 * the front desk). It starts from the render's time, so the server's HTML and the hydrating browser
 * agree, then follows the clock.
 */
export function useJakartaTime(): string {
  const renderedAt = useRenderTime();
  const [time, setTime] = useState(() => jakartaTime(new Date(renderedAt)));
  useEffect(() => {
    const timer = setInterval(() => setTime(jakartaTime(new Date())), JAKARTA_TIME_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return time;
}
