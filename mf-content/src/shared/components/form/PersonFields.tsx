import type { ReactNode, Ref } from 'react';
import { TextField, type TextFieldProps } from '@hospital/ui';
import { useT } from '../useT';

/**
 * `register('…')`'s props plus the error. What makes the field (type, autofill, keyboard, required) is fixed
 * so every form asks for a name, e-mail or phone the same way; only the label may be worded for the form.
 */
export type PersonFieldProps = Omit<
  TextFieldProps,
  'label' | 'type' | 'autoComplete' | 'inputMode' | 'required' | 'requiredLabel'
> & { label?: ReactNode; ref?: Ref<HTMLInputElement> };

export function NameField(props: PersonFieldProps) {
  const t = useT();
  return (
    <TextField
      label={t('form.name')}
      autoComplete="name"
      required
      requiredLabel={t('form.required')}
      {...props}
    />
  );
}

export function EmailField(props: PersonFieldProps) {
  const t = useT();
  return (
    <TextField
      label={t('form.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      requiredLabel={t('form.required')}
      {...props}
    />
  );
}

export function PhoneField(props: PersonFieldProps) {
  const t = useT();
  return (
    <TextField
      label={t('form.phone')}
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      hint={t('form.phoneHint')}
      required
      requiredLabel={t('form.required')}
      {...props}
    />
  );
}
