import { cx } from '../../utils/cx';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  /** `md` and `lg` are at least 44px tall (primary actions); `sm` is 32px. */
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** Class list shared by `Button` and `ButtonLink` so a link can look exactly like a button. */
export function buttonClassName(
  { variant = 'primary', size = 'md', fullWidth = false }: ButtonStyleProps,
  ...extra: Array<string | false | undefined>
): string {
  return cx(
    styles.button,
    styles[variant],
    size !== 'md' && styles[size],
    fullWidth && styles.fullWidth,
    ...extra,
  );
}

export const buttonStyles = styles;
