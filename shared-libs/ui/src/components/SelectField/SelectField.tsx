import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FormField, type FormFieldBaseProps } from '../FormField/FormField';
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
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  {
    label,
    hint,
    error,
    required,
    requiredLabel,
    id,
    className,
    selectClassName,
    options = [],
    placeholder,
    children,
    'aria-describedby': describedBy,
    ...selectProps
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
        <div className={styles.wrapper}>
          <select
            {...selectProps}
            {...control}
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
          <svg
            className={styles.chevron}
            viewBox="0 0 20 20"
            width="20"
            height="20"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M5 7.5l5 5 5-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </div>
      )}
    </FormField>
  );
});
