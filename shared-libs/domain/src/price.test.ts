import { formatPrice, formatShortPrice, SHORT_UNITS } from './price';

describe('formatPrice (docs/product-rules.md §9)', () => {
  it('uses a dot as thousands separator and no decimals', () => {
    expect(formatPrice(1500000)).toBe('Rp 1.500.000');
    expect(formatPrice(0)).toBe('Rp 0');
    expect(formatPrice(999)).toBe('Rp 999');
    expect(formatPrice(1000)).toBe('Rp 1.000');
    expect(formatPrice(1234567890)).toBe('Rp 1.234.567.890');
  });

  it('rounds to whole rupiah', () => {
    expect(formatPrice(1499.5)).toBe('Rp 1.500');
    expect(formatPrice(1499.4)).toBe('Rp 1.499');
  });

  it('handles negative values and non-numbers', () => {
    expect(formatPrice(-25000)).toBe('-Rp 25.000');
    expect(formatPrice(-0.4)).toBe('Rp 0');
    expect(formatPrice(Number.NaN)).toBe('Rp 0');
  });
});

describe('formatShortPrice', () => {
  it('has the docs/product-rules.md §9 units', () => {
    expect(SHORT_UNITS).toEqual(['Ribu', 'Juta', 'Milyar', 'Triliun']);
  });

  it.each([
    [1500000, 'Rp 1,5 Juta'],
    [1000000, 'Rp 1 Juta'],
    [250000, 'Rp 250 Ribu'],
    [1000, 'Rp 1 Ribu'],
    [1250, 'Rp 1,25 Ribu'],
    [1150000, 'Rp 1,15 Juta'],
    [1755000, 'Rp 1,76 Juta'],
    [2750000000, 'Rp 2,75 Milyar'],
    [3000000000000, 'Rp 3 Triliun'],
    [1500000000000000, 'Rp 1.500 Triliun'],
    [999, 'Rp 999'],
    [999999, 'Rp 1 Juta'],
    [-1500000, '-Rp 1,5 Juta'],
  ])('%d → %s', (value, expected) => {
    expect(formatShortPrice(value, 'id')).toBe(expected);
  });

  it.each([
    [1500000, 'Rp 1.5 Million'],
    [250000, 'Rp 250 Thousand'],
    [1750000, 'Rp 1.75 Million'],
    [1150000, 'Rp 1.15 Million'],
    [2000000000, 'Rp 2 Billion'],
    [3000000000000, 'Rp 3 Trillion'],
    [999, 'Rp 999'],
    [-1500000, '-Rp 1.5 Million'],
  ])('in English, %d → %s (the same units, named in English, with a decimal point)', (value, expected) => {
    expect(formatShortPrice(value, 'en')).toBe(expected);
  });
});
