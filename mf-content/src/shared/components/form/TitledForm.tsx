import type { FormEventHandler, ReactNode } from 'react';
import styles from './TitledForm.module.css';

export interface TitledFormProps {
  /** Id of the h2, which names the form for assistive technology. */
  titleId: string;
  title: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's own id (useTypedBeforeHydration's). */
  id?: string;
  children: ReactNode;
}

/**
 * A form named by its own h2, fields stacked; validation is ours (noValidate), not the browser's bubbles.
 * It posts to its page's server action when the browser sends it itself (no scripts yet, or none:
 * docs/decisions.md, issue 25); react-hook-form's `onSubmit` takes it over once they run.
 */
export function TitledForm({ titleId, title, onSubmit, id, children }: TitledFormProps) {
  return (
    <form
      id={id}
      method="post"
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </form>
  );
}
