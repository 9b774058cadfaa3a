import type { ReactNode } from 'react';
import { Link } from '@hospital/router';
import { buttonClassName, type ButtonStyleProps } from '@hospital/ui';

/** A router link styled as a button (the action goes to another page). */
export function LinkButton({
  to,
  children,
  className,
  ...style
}: ButtonStyleProps & { to: string; children: ReactNode; className?: string }) {
  return (
    <Link to={to} className={buttonClassName(style, className)}>
      {children}
    </Link>
  );
}
