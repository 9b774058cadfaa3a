import styles from './PageFallback.module.css';

/** Shown while a page's code downloads: reserves the page's space so nothing shifts. */
export function PageFallback() {
  return (
    <div className={styles.fallback} aria-busy="true" aria-live="polite">
      <div className={styles.title} />
      <div className={styles.line} />
      <div className={styles.line} />
      <div className={styles.lineShort} />
    </div>
  );
}
