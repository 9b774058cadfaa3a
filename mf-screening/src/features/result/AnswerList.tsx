import { useTranslation } from '@hospital/i18n';
import type { ScreeningResult } from '@hospital/api-client';
import styles from './AnswerList.module.css';

/** The answers as the server stored them, labelled in the current language. */
export function AnswerList({ result }: { result: ScreeningResult }) {
  const { t } = useTranslation();
  return (
    <section className={styles.answers} aria-labelledby="screening-answers">
      <h2 id="screening-answers" className={styles.heading}>
        {t('result.answersHeading')}
      </h2>
      <dl className={styles.list}>
        {result.answers.map((answer) => (
          <div key={answer.key} className={styles.row}>
            <dt>{answer.question}</dt>
            <dd>{answer.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
