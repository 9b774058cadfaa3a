import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { FormField, type FormFieldBaseProps } from '../FormField/FormField';
import { splitFieldProps } from '../FormField/splitFieldProps';
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
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(props, ref) {
  const { field, control } = splitFieldProps(props);
  const { textAreaClassName, rows = 4, ...textAreaProps } = control;
  return (
    <FormField {...field}>
      {(controlProps) => (
        <textarea
          {...textAreaProps}
          {...controlProps}
          ref={ref}
          rows={rows}
          className={cx(fieldStyles.control, styles.textArea, textAreaClassName)}
        />
      )}
    </FormField>
  );
});
