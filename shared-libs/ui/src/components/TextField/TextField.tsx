import { forwardRef, type InputHTMLAttributes } from 'react';
import { FormField, type FormFieldBaseProps } from '../FormField/FormField';
import { splitFieldProps } from '../FormField/splitFieldProps';
import { cx } from '../../utils/cx';
import fieldStyles from '../FormField/FormField.module.css';
import styles from './TextField.module.css';

export interface TextFieldProps
  extends FormFieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'required'> {
  /** Class for the input itself (`className` goes on the field wrapper). */
  inputClassName?: string;
}

/**
 * Labelled text input. Every other prop (name, onChange, onBlur, inputMode, autoComplete, ...)
 * goes to the <input>, and the ref too, so `{...register('name')}` from react-hook-form just works.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(props, ref) {
  const { field, control } = splitFieldProps(props);
  const { inputClassName, type = 'text', ...inputProps } = control;
  return (
    <FormField {...field}>
      {(controlProps) => (
        <input
          {...inputProps}
          {...controlProps}
          ref={ref}
          type={type}
          className={cx(fieldStyles.control, styles.input, inputClassName)}
        />
      )}
    </FormField>
  );
});
