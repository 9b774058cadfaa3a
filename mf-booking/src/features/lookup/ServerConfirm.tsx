import type { ReactNode } from 'react';
import { useLocation } from '@hospital/router';
import { Button, ButtonLink } from '@hospital/ui';
import styles from './AppointmentCard.module.css';

interface ServerConfirmProps {
  /**
   * What it acts on, as the page's URL names it: a booking's code (`?code=`), or a mailed link's token
   * (`?access=`), whose bookings are all withdrawn at once.
   */
  subject: { code: string } | { access: string };
  /** What the look-up's server action does once confirmed (lookupAction.ts). */
  intent: 'cancel' | 'erase' | 'access-erase';
  title: string;
  confirmLabel: string;
  keepLabel: string;
  children: ReactNode;
}

/**
 * The confirmation of an act that cannot be undone, as a page of its own (`?confirm=`) rather than a
 * dialog: what the cancel or withdraw link leads to before or without JavaScript (docs/decisions.md,
 * issue 25). Confirming posts to the page's server action, which acts on the booking this browser
 * opened (the code says which; the birth date is in the sealed state) or on a mailed link's bookings
 * (the token, already in the page's URL); keeping it is a link back.
 */
export function ServerConfirm({
  subject,
  intent,
  title,
  confirmLabel,
  keepLabel,
  children,
}: ServerConfirmProps) {
  const { pathname } = useLocation();
  const [name, value] = 'code' in subject ? ['code', subject.code] : ['access', subject.access];
  return (
    <section id="lookup-confirm" className={styles.reschedule} aria-labelledby="lookup-confirm-title">
      <h3 id="lookup-confirm-title" className={styles.rescheduleTitle}>
        {title}
      </h3>
      {children}
      <form method="post" className={styles.rescheduleActions}>
        <input type="hidden" name="intent" value={intent} />
        {/* The code is checked against the booking this browser opened; the token is read from the URL. */}
        {name === 'code' && <input type="hidden" name="code" value={value} />}
        <Button type="submit" variant="danger">
          {confirmLabel}
        </Button>
        <ButtonLink variant="secondary" href={`${pathname}?${name}=${encodeURIComponent(value)}`}>
          {keepLabel}
        </ButtonLink>
      </form>
    </section>
  );
}
