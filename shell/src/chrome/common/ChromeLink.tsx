import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { isExternalHref, onInternalLinkClick } from './navigation';

export interface ChromeLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Runs after a plain click was turned into client-side navigation (close a menu...). */
  onNavigate?: () => void;
}

/** A real link: internal hrefs navigate through single-spa (no reload), others behave as usual. */
export function ChromeLink({ href, onClick, onNavigate, children, ...rest }: ChromeLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    onInternalLinkClick(event, href);
    if (event.defaultPrevented && !isExternalHref(href)) onNavigate?.();
  };
  return (
    <a {...rest} href={href} onClick={handleClick}>
      {children}
    </a>
  );
}
