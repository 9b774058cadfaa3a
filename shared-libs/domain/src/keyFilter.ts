/** Keys a number-only field lets through besides digits (docs/product-rules.md §5), so editing and navigation still work. */
const NUMBER_FIELD_CONTROL_KEYS: ReadonlySet<string> = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'Enter',
  'Escape',
]);

const DIGIT_KEY = /^[0-9]$/;

/**
 * For a `keydown` handler on a number-only field: digits, the control keys above, and any Ctrl/Cmd
 * combination (copy, paste, select all, browser shortcuts) are allowed.
 * Pasted text is not filtered here; clean it with `digitsOnly`.
 */
export function isNumberKeyAllowed(key: string, ctrlOrMeta = false): boolean {
  if (ctrlOrMeta) return true;
  return DIGIT_KEY.test(key) || NUMBER_FIELD_CONTROL_KEYS.has(key);
}

/** Removes every character that is not an ASCII digit. */
export function digitsOnly(value: string): string {
  return value.replace(/[^0-9]/g, '');
}
