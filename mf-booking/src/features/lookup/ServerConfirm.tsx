import type { ReactNode } from 'react';
import { useLocation } from '@hospital/router';
import { Button, ButtonLink } from '@hospital/ui';
import styles from './AppointmentCard.module.css';

interface ServerConfirmProps {
  code: string;
  /** What the look-up's server action does once confirmed (lookupAction.ts). */
  intent: 'cancel' | 'erase';
  title: string;
  confirmLabel: string;
  keepLabel: string;
  children: ReactNode;
}

/**
 * The confirmation of an act that cannot be undone, as a page of its own (`?confirm=`) rather than a
 * dialog: what the cancel or withdraw link leads to before or without JavaScript (docs/decisions.md,
 * issue 25). Confirming posts to the page's server action, which acts on the booking this browser
 * opened (the code says which; the birth date is in the sealed state); keeping it is a link back.
 */
export function ServerConfirm({
  code,
  intent,
  title,
  confirmLabel,
  keepLabel,
  children,
}: ServerConfirmProps) {
  const { pathname } = useLocation();
  return (
    <section id="lookup-confirm" className={styles.reschedule} aria-labelledby="lookup-confirm-title">
      <h3 id="lookup-confirm-title" className={styles.rescheduleTitle}>
        {title}
      </h3>
      {children}
      <form method="post" className={styles.rescheduleActions}>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="code" value={code} />
        <Button type="submit" variant="danger">
          {confirmLabel}
        </Button>
        <ButtonLink variant="secondary" href={`${pathname}?code=${encodeURIComponent(code)}`}>
          {keepLabel}
        </ButtonLink>
      </form>
    </section>
  );
}
