import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { buttonClassName, buttonStyles as styles, type ButtonStyleProps } from './buttonClassName';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleProps {
  /**
   * Shows a spinner and ignores activation. The button stays focusable (`aria-disabled`, not
   * `disabled`) so keyboard and screen-reader users keep their place while the action runs.
   */
  loading?: boolean;
  /** Decorative icon before the label (hidden from assistive technology). */
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    fullWidth,
    loading = false,
    iconStart,
    iconEnd,
    type = 'button',
    className,
    onClick,
    children,
    'aria-disabled': ariaDisabled,
    ...rest
  },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      // Also cancels form submission (click and implicit Enter submission both go through here).
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={buttonClassName({ variant, size, fullWidth }, loading && styles.loading, className)}
      aria-busy={loading || undefined}
      aria-disabled={loading ? true : ariaDisabled}
      onClick={handleClick}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      <span className={styles.content}>
        {iconStart && (
          <span className={styles.icon} aria-hidden="true">
            {iconStart}
          </span>
        )}
        {children}
        {iconEnd && (
          <span className={styles.icon} aria-hidden="true">
            {iconEnd}
          </span>
        )}
      </span>
    </button>
  );
});
