import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { FieldError, FieldHint, RequiredMarker } from './FieldParts';
import { useFieldIds } from './useFieldIds';
import styles from './FormField.module.css';

/** Attributes to spread on the control rendered by a FormField. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FormFieldBaseProps {
  label: ReactNode;
  /** Help shown under the label and read after it ('Contoh: 0812…'). */
  hint?: ReactNode;
  /** Validation message; when set the control is aria-invalid and the message is announced. */
  error?: ReactNode;
  /** Shows the required marker and sets aria-required (not native `required`, so the browser's own bubbles never compete with our messages). */
  required?: boolean;
  /** Words for the required marker, e.g. 'wajib diisi' / 'required'. */
  requiredLabel?: string;
  id?: string;
  className?: string;
}

export interface FormFieldProps extends FormFieldBaseProps {
  /** Extra ids for aria-describedby. */
  describedBy?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label + hint + error around any control. Error sits above the control so it stays visible
 * when the on-screen keyboard covers the lower half of a phone screen.
 */
export function FormField({
  label,
  hint,
  error,
  required = false,
  requiredLabel,
  id,
  describedBy,
  className,
  children,
}: FormFieldProps) {
  const ids = useFieldIds(id, { hint, error, describedBy });
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={ids.controlId} className={styles.label}>
        {label}
        {required && <RequiredMarker label={requiredLabel} />}
      </label>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
      {children({
        id: ids.controlId,
        'aria-describedby': ids.describedBy,
        'aria-invalid': ids.invalid || undefined,
        'aria-required': required || undefined,
      })}
    </div>
  );
}
