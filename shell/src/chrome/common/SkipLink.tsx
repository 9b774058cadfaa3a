import type { MouseEvent } from 'react';
import { useTranslation } from '@hospital/i18n';
import { SHELL_NAMESPACE } from '../../i18n';
import styles from './SkipLink.module.css';

/** The first focusable element of every page with chrome: jumps past the header to `<main>`. */
export function SkipLink() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main-content');
    if (!main) return;
    // Focus (which also scrolls, clear of the sticky bar) instead of a hash change, a route change for single-spa.
    event.preventDefault();
    main.focus();
  };
  return (
    <a href="#main-content" className={`visually-hidden-focusable ${styles.skip}`} onClick={skip}>
      {t('chrome.skipLink')}
    </a>
  );
}
