import { digitsOnly, isNumberKeyAllowed } from './keyFilter';

describe('isNumberKeyAllowed (docs/product-rules.md §5)', () => {
  it('allows digits', () => {
    for (const key of '0123456789') expect(isNumberKeyAllowed(key)).toBe(true);
  });

  it('allows control keys', () => {
    for (const key of [
      'Backspace',
      'Delete',
      'Tab',
      'ArrowLeft',
      'ArrowRight',
      'Home',
      'End',
      'Enter',
      'Escape',
    ]) {
      expect(isNumberKeyAllowed(key)).toBe(true);
    }
  });

  it('blocks letters, signs and spaces', () => {
    for (const key of ['a', 'e', '+', '-', '.', ' ', 'ArrowUp', '١'])
      expect(isNumberKeyAllowed(key)).toBe(false);
  });

  it('allows Ctrl/Cmd combinations such as copy and paste', () => {
    expect(isNumberKeyAllowed('v', true)).toBe(true);
    expect(isNumberKeyAllowed('c', true)).toBe(true);
    expect(isNumberKeyAllowed('v', false)).toBe(false);
  });
});

describe('digitsOnly', () => {
  it('keeps only ASCII digits', () => {
    expect(digitsOnly('+62 812-34a5')).toBe('62812345');
    expect(digitsOnly('')).toBe('');
  });
});
