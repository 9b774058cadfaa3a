import { useEffect, useState } from 'react';

/**
 * True once the visitor has pressed Tab anywhere on the page. Content loaded "on approach" is not in the
 * tab order until it exists: a keyboard user would jump over it straight to the footer. Loading it as
 * soon as the keyboard is in use keeps the order the eye sees.
 */
export function useTabbedOnce(): boolean {
  const [tabbed, setTabbed] = useState(false);
  useEffect(() => {
    if (tabbed) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') setTabbed(true);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [tabbed]);
  return tabbed;
}
