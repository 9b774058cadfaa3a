import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useSiteHref } from '@hospital/ui';
import { isExternalHref, onInternalLinkClick } from './navigation';

export interface ChromeLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Runs after a plain click was turned into client-side navigation (close a menu...). */
  onNavigate?: () => void;
}

/**
 * A real link: internal hrefs (site paths, written without the language prefix) point at the page in
 * the page's language and navigate through single-spa (no reload); others behave as usual.
 */
export function ChromeLink({ href, onClick, onNavigate, children, ...rest }: ChromeLinkProps) {
  const localized = useSiteHref()(href);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    onInternalLinkClick(event, localized);
    if (event.defaultPrevented && !isExternalHref(href)) onNavigate?.();
  };
  return (
    <a {...rest} href={localized} onClick={handleClick}>
      {children}
    </a>
  );
}
