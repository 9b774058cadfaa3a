import type { FormFieldBaseProps } from './FormField';

/** What a FormField takes from a field component's props: its own props and the extra descriptions. */
export type FieldWrapperProps = FormFieldBaseProps & { describedBy?: string };

/**
 * Splits a field component's props into the FormField's (label, hint, error, required marker, id,
 * wrapper class, extra aria-describedby) and the rest, which go to the control. TextField, TextArea
 * and SelectField differ only in their control, so they name the field props once, here.
 */
export function splitFieldProps<P extends FormFieldBaseProps & { 'aria-describedby'?: string }>(
  props: P,
): { field: FieldWrapperProps; control: Omit<P, keyof FormFieldBaseProps | 'aria-describedby'> } {
  const {
    label,
    hint,
    error,
    required,
    requiredLabel,
    id,
    className,
    'aria-describedby': describedBy,
    ...control
  } = props;
  return {
    field: { label, hint, error, required, requiredLabel, id, className, describedBy },
    control,
  };
}
