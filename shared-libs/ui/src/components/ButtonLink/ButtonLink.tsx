import { forwardRef, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { buttonClassName, buttonStyles, type ButtonStyleProps } from '../Button/buttonClassName';
import { handleLinkClick, useSiteHref, type NavigateHandler } from '../../utils/navigation';
import styles from './ButtonLink.module.css';

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement>, ButtonStyleProps {
  href: string;
  /** Client-side navigation for plain clicks; modified clicks (new tab) keep the browser default. */
  onNavigate?: NavigateHandler;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
}

/** A real link (`<a href>`) that looks like a button: use it whenever the action goes to another page. */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { href, onNavigate, variant, size, fullWidth, iconStart, iconEnd, className, onClick, children, ...rest },
  ref,
) {
  const toHref = useSiteHref();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    handleLinkClick(event, href, onNavigate);
  };

  return (
    <a
      {...rest}
      ref={ref}
      href={toHref(href)}
      className={buttonClassName({ variant, size, fullWidth }, styles.link, className)}
      onClick={handleClick}
    >
      <span className={buttonStyles.content}>
        {iconStart && (
          <span className={buttonStyles.icon} aria-hidden="true">
            {iconStart}
          </span>
        )}
        {children}
        {iconEnd && (
          <span className={buttonStyles.icon} aria-hidden="true">
            {iconEnd}
          </span>
        )}
      </span>
    </a>
  );
});
