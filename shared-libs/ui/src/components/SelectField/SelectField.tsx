import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FormField, type FormFieldBaseProps } from '../FormField/FormField';
import { splitFieldProps } from '../FormField/splitFieldProps';
import { ChevronIcon } from '../ChevronIcon/ChevronIcon';
import { cx } from '../../utils/cx';
import fieldStyles from '../FormField/FormField.module.css';
import styles from './SelectField.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps
  extends FormFieldBaseProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'required'> {
  options?: readonly SelectOption[];
  /** First, empty-valued option such as 'Pilih rumah sakit'. */
  placeholder?: string;
  /** Extra <option>/<optgroup> elements after `options`. */
  children?: ReactNode;
  selectClassName?: string;
}

/** Labelled native <select> (the most usable picker on cheap phones); ref and rest props go to the select. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(props, ref) {
  const { field, control } = splitFieldProps(props);
  const { selectClassName, options = [], placeholder, children, ...selectProps } = control;
  return (
    <FormField {...field}>
      {(controlProps) => (
        <div className={styles.wrapper}>
          <select
            {...selectProps}
            {...controlProps}
            ref={ref}
            className={cx(fieldStyles.control, styles.select, selectClassName)}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
            {children}
          </select>
          <ChevronIcon className={styles.chevron} />
        </div>
      )}
    </FormField>
  );
});
