import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldError, FieldHint, RequiredMarker } from '../FormField/FieldParts';
import { hasContent } from '../FormField/useFieldIds';
import { cx } from '../../utils/cx';
import styles from './RadioGroup.module.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** Second line under the label, e.g. the hospital address. */
  description?: ReactNode;
  disabled?: boolean;
}

/** What react-hook-form's `register()` returns, or any props every radio should get. */
export type RadioInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'checked' | 'defaultChecked' | 'id'
> & { ref?: Ref<HTMLInputElement> };

export interface RadioGroupProps {
  legend: ReactNode;
  options: readonly RadioOption[];
  /** Group name; taken from `inputProps.name` when omitted. */
  name?: string;
  /** Controlled value. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** Spread on every radio: `inputProps={register('insurance')}`. */
  inputProps?: RadioInputProps;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  requiredLabel?: string;
  orientation?: 'vertical' | 'horizontal';
  /** The fieldset's id: where an error summary's link leads. */
  id?: string;
  className?: string;
}

/** A fieldset of native radios (arrow keys move between them) with legend, hint and error. */
export function RadioGroup({
  legend,
  options,
  name,
  value,
  defaultValue,
  onChange,
  inputProps,
  hint,
  error,
  required = false,
  requiredLabel,
  orientation = 'vertical',
  id,
  className,
}: RadioGroupProps) {
  const baseId = `radio${useId()}`;
  const groupName = name ?? inputProps?.name ?? baseId;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const invalid = hasContent(error);
  const describedBy = [hasContent(hint) && hintId, invalid && errorId].filter(Boolean).join(' ') || undefined;
  const controlled = value !== undefined;

  return (
    <fieldset
      id={id}
      role="radiogroup"
      className={cx(styles.fieldset, className)}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
    >
      <legend className={styles.legend}>
        {legend}
        {required && <RequiredMarker label={requiredLabel} />}
      </legend>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
      <div className={cx(styles.options, styles[orientation])}>
        {options.map((option, index) => {
          const optionId = `${baseId}-${index}`;
          const descriptionId = option.description ? `${optionId}-description` : undefined;
          return (
            <div key={option.value} className={styles.option}>
              <input
                {...inputProps}
                id={optionId}
                type="radio"
                name={groupName}
                value={option.value}
                disabled={option.disabled || inputProps?.disabled}
                className={styles.input}
                aria-describedby={descriptionId}
                {...(controlled
                  ? { checked: value === option.value }
                  : defaultValue !== undefined
                    ? { defaultChecked: defaultValue === option.value }
                    : {})}
                onChange={(event) => {
                  inputProps?.onChange?.(event);
                  onChange?.(option.value, event);
                }}
              />
              <div className={styles.text}>
                <label htmlFor={optionId} className={styles.label}>
                  {option.label}
                </label>
                {option.description && (
                  <span id={descriptionId} className={styles.description}>
                    {option.description}
                  </span>
                )}
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
