import { useEffect, useState } from 'react';
import { formatClockTime, jakartaTime, type Lang } from '@hospital/domain';
import { useRenderTime } from '@hospital/remote-kit';

export interface ClockProps {
  lang: Lang;
  label: string;
  className?: string;
}

/** The current time in WIB. Not a live region: a screen reader should not read every minute. */
export function Clock({ lang, label, className }: ClockProps) {
  // The server's time first, so the browser's first render matches the HTML; then the live time.
  const renderedAt = useRenderTime();
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className={className}>
      <span className="visually-hidden">{label} </span>
      <time dateTime={now.toISOString()}>{formatClockTime(jakartaTime(now), lang)}</time> WIB
    </p>
  );
}
