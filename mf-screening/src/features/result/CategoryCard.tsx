import { useTranslation } from '@hospital/i18n';
import type { ScreeningResult } from '@hospital/api-client';
import { useLocale } from '@hospital/i18n';
import { formatWibDateTime } from '@hospital/domain';
import styles from './CategoryCard.module.css';

/** The server's risk category, its advice, and when and by whom the screening was taken. */
export function CategoryCard({ result }: { result: ScreeningResult }) {
  const { t } = useTranslation();
  const lang = useLocale();
  return (
    <section
      className={`${styles.card} ${styles[result.category]}`}
      aria-labelledby="screening-category"
      data-category={result.category}
    >
      <h2 id="screening-category" className={styles.eyebrow}>
        {t('result.categoryHeading')}
      </h2>
      <p className={styles.category} data-testid="screening-category">
        <span className={styles.icon} aria-hidden="true" />
        {result.category_label}
      </p>
      <p className={styles.score}>{t('result.score', { score: result.score, max: result.max_score })}</p>
      <p className={styles.advice}>{result.advice}</p>
      <dl className={styles.meta}>
        <div>
          <dt>{t('result.visitor')}</dt>
          <dd>{result.visitor.name}</dd>
        </div>
        <div>
          <dt>{t('result.phone')}</dt>
          <dd>{result.visitor.phone_masked}</dd>
        </div>
        <div>
          <dt>{t('result.date')}</dt>
          <dd>
            <time dateTime={result.created_at}>{formatWibDateTime(result.created_at, lang)}</time>
          </dd>
        </div>
      </dl>
    </section>
  );
}
