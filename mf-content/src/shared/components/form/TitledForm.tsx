import type { FormEventHandler, ReactNode } from 'react';
import styles from './TitledForm.module.css';

export interface TitledFormProps {
  /** Id of the h2, which names the form for assistive technology. */
  titleId: string;
  title: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** A form named by its own h2, fields stacked; validation is ours (noValidate), not the browser's bubbles. */
export function TitledForm({ titleId, title, onSubmit, children }: TitledFormProps) {
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </form>
  );
}
