import { splitHighlight } from '../lib/highlight';
import styles from './Highlight.module.css';

/** The text with every occurrence of the query wrapped in `<mark>`. */
export function Highlight({ text, query }: { text: string; query: string }) {
  return (
    <>
      {splitHighlight(text, query).map((part, index) =>
        part.match ? (
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
