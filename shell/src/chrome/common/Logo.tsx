import { useTranslation } from '@hospital/i18n';
import { SHELL_NAMESPACE } from '../../i18n';
import { ChromeLink } from './ChromeLink';
import styles from './Logo.module.css';

/** The brand link home. Deliberately not a heading: each page's only h1 belongs to the remote. */
export function Logo({
  compact = false,
}: {
  /** Only the mark on narrow screens (the name stays in the link's label). */ compact?: boolean;
}) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <ChromeLink href="/" className={styles.logo} aria-label={t('chrome.homeLink')}>
      <svg
        className={styles.mark}
        viewBox="0 0 40 40"
        width="40"
        height="40"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="40" height="40" rx="11" fill="currentColor" />
        <path d="M16.5 9h7v7.5H31v7h-7.5V31h-7v-7.5H9v-7h7.5z" fill="#fff" />
      </svg>
      <span className={compact ? `${styles.word} ${styles.compact}` : styles.word}>
        <span className={styles.name}>Medika</span>
        <span className={styles.suffix}>Hospital</span>
      </span>
    </ChromeLink>
  );
}
