import type { ReactNode } from 'react';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import type { NavigateHandler } from '../../utils/navigation';
import { cx } from '../../utils/cx';
import styles from './NotFoundPanel.module.css';

export interface NotFoundPanelProps {
  /** 'This page could not be found' / 'Halaman ini tidak dapat ditemukan'. */
  title: string;
  message?: ReactNode;
  homeHref: string;
  homeLabel: string;
  onNavigate?: NavigateHandler;
  className?: string;
}

/** The 404 content shared by the shell (unclaimed path) and the remotes (unknown slug). Owns the page's h1. */
export function NotFoundPanel({
  title,
  message,
  homeHref,
  homeLabel,
  onNavigate,
  className,
}: NotFoundPanelProps) {
  return (
    <section className={cx(styles.panel, className)}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title} tabIndex={-1}>
        {title}
      </h1>
      {message && <div className={styles.message}>{message}</div>}
      <ButtonLink href={homeHref} onNavigate={onNavigate} className={styles.action}>
        {homeLabel}
      </ButtonLink>
    </section>
  );
}
