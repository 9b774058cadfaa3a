import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { FormField, type FormFieldBaseProps } from '../FormField/FormField';
import { cx } from '../../utils/cx';
import fieldStyles from '../FormField/FormField.module.css';
import styles from './TextArea.module.css';

export interface TextAreaProps
  extends
    FormFieldBaseProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'required'> {
  textAreaClassName?: string;
}

/** Labelled multi-line input; rest props and ref go to the <textarea> (react-hook-form `register`). */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    hint,
    error,
    required,
    requiredLabel,
    id,
    className,
    textAreaClassName,
    rows = 4,
    'aria-describedby': describedBy,
    ...textAreaProps
  },
  ref,
) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      requiredLabel={requiredLabel}
      id={id}
      describedBy={describedBy}
      className={className}
    >
      {(control) => (
        <textarea
          {...textAreaProps}
          {...control}
          ref={ref}
          rows={rows}
          className={cx(fieldStyles.control, styles.textArea, textAreaClassName)}
        />
      )}
    </FormField>
  );
});
