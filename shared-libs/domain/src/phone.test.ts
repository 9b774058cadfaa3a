import { isValidMobilePhone, isValidPhone, phoneTo62 } from './phone';

describe('phoneTo62 (docs/product-rules.md §5)', () => {
  it('replaces the leading 0 with 62', () => {
    expect(phoneTo62('081234567890')).toBe('6281234567890');
  });

  it('keeps 62… and +62… numbers and strips separators', () => {
    expect(phoneTo62('6281234567890')).toBe('6281234567890');
    expect(phoneTo62('+62 812-3456-7890')).toBe('6281234567890');
    expect(phoneTo62('(022) 123.4567')).toBe('62221234567');
  });

  it('adds 62 to a mobile number typed without its 0', () => {
    expect(phoneTo62('81234567890')).toBe('6281234567890');
  });

  it('returns an empty string for an empty input', () => {
    expect(phoneTo62('  ')).toBe('');
  });
});

describe('isValidPhone', () => {
  it('accepts 9 to 15 digits once normalised', () => {
    expect(isValidPhone('0812345')).toBe(false); // 62812345: 8 digits
    expect(isValidPhone('08123456')).toBe(true); // 9 digits
    expect(isValidPhone('0812345678901')).toBe(true); // 14 digits
    expect(isValidPhone('08123456789012')).toBe(true); // 15 digits
    expect(isValidPhone('081234567890123')).toBe(false); // 16 digits
  });

  it('rejects letters, foreign numbers and empty input', () => {
    expect(isValidPhone('0812abc45678')).toBe(false);
    expect(isValidPhone('+1 555 123 4567')).toBe(false);
    expect(isValidPhone('')).toBe(false);
  });
});

describe('isValidMobilePhone (a WhatsApp field, issue 26 item 11)', () => {
  it('accepts mobile numbers in the 08, 62 and +62 forms', () => {
    expect(isValidMobilePhone('081234567890')).toBe(true);
    expect(isValidMobilePhone('0812345678')).toBe(true); // 10 digits as typed
    expect(isValidMobilePhone('+62 812-3456-7890')).toBe(true);
    expect(isValidMobilePhone('6285712345678')).toBe(true);
  });

  it('refuses landlines and numbers out of length', () => {
    expect(isValidMobilePhone('0227801234')).toBe(false); // Bandung landline
    expect(isValidMobilePhone('62227801234')).toBe(false);
    expect(isValidMobilePhone('0263123456')).toBe(false); // Cianjur landline
    expect(isValidMobilePhone('0812345')).toBe(false);
    expect(isValidMobilePhone('081234567890123')).toBe(false);
  });
});
