import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import styles from './VisuallyHidden.module.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  children: ReactNode;
  /** `div` when the content is block-level (e.g. a heading inside). */
  as?: 'span' | 'div';
  /** Becomes visible while it (or a child) has focus: skip links. */
  focusable?: boolean;
}

/** Content for screen readers only (a heading for an icon-only region, "opens in a new tab"). */
export function VisuallyHidden({
  children,
  as: Tag = 'span',
  focusable = false,
  className,
  ...rest
}: VisuallyHiddenProps) {
  return (
    <Tag {...rest} className={cx(focusable ? styles.focusable : styles.hidden, className)}>
      {children}
    </Tag>
  );
}
