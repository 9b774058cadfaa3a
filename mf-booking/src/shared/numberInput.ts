import type { ChangeEvent, KeyboardEvent } from 'react';
import { digitsOnly, isNumberKeyAllowed } from '@hospital/domain';

/**
 * docs/product-rules.md §5 number-only key filter for `onKeyDown`. Virtual keyboards report composed input as
 * 'Unidentified': those keys pass and `keepDigits` cleans the value instead.
 */
export function filterNumberKeys(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.key === 'Unidentified' || event.nativeEvent.isComposing) return;
  if (!isNumberKeyAllowed(event.key, event.ctrlKey || event.metaKey)) event.preventDefault();
}

/** Wraps a react-hook-form `onChange` so pasted or autofilled text keeps only its digits. */
export function keepDigits<E extends ChangeEvent<HTMLInputElement>>(onChange: (event: E) => unknown) {
  return (event: E) => {
    const cleaned = digitsOnly(event.target.value);
    if (cleaned !== event.target.value) event.target.value = cleaned;
    return onChange(event);
  };
}
