import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError, FieldHint, RequiredMarker } from '../FormField/FieldParts';
import { useFieldIds } from '../FormField/useFieldIds';
import { cx } from '../../utils/cx';
import styles from './CheckboxField.module.css';

export interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'id' | 'className' | 'required'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  requiredLabel?: string;
  id?: string;
  className?: string;
}

/** A single checkbox with its label on the right (e.g. consent); ref and rest props go to the input. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  {
    label,
    hint,
    error,
    required = false,
    requiredLabel,
    id,
    className,
    'aria-describedby': describedBy,
    ...inputProps
  },
  ref,
) {
  const ids = useFieldIds(id, { hint, error, describedBy });
  return (
    <div className={cx(styles.field, className)}>
      <div className={styles.row}>
        <input
          {...inputProps}
          ref={ref}
          id={ids.controlId}
          type="checkbox"
          className={styles.input}
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid || undefined}
          aria-required={required || undefined}
        />
        <label htmlFor={ids.controlId} className={styles.label}>
          {label}
          {required && <RequiredMarker label={requiredLabel} />}
        </label>
      </div>
      <div className={styles.messages}>
        <FieldHint id={ids.hintId}>{hint}</FieldHint>
        <FieldError id={ids.errorId}>{error}</FieldError>
      </div>
    </div>
  );
});
