import type { ComponentProps } from 'react';
import { isPlainLeftClick } from '@hospital/ui';
import { useHistory } from './context';
import { pathOf, resolvePath, type NavigateOptions } from './location';

export interface LinkProps extends Omit<ComponentProps<'a'>, 'href'>, NavigateOptions {
  /** A path of the site (with query and hash if any); an absolute URL makes a plain link. */
  to: string;
}

const ABSOLUTE_URL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * An `<a href>` that a plain left click follows without a reload. Modified and middle clicks, `target` and
 * `download` links keep the browser's behaviour, so "open in new tab" works. Like React Router's Link, a link
 * to the current location replaces the history entry instead of adding a duplicate.
 */
export function Link({ to, replace, state, onClick, ...rest }: LinkProps) {
  const history = useHistory();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (ABSOLUTE_URL.test(to) || rest.download != null || !isPlainLeftClick(event)) return;
        event.preventDefault();
        const current = history.location();
        history.navigate(to, { replace: replace ?? resolvePath(to, current) === pathOf(current), state });
      }}
    />
  );
}
