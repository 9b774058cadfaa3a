import { formatLocalPhone } from './formatLocalPhone';

describe('formatLocalPhone', () => {
  it('turns a 62… number into the local form with spaces', () => {
    expect(formatLocalPhone('62227801119')).toBe('022 780 1119');
    expect(formatLocalPhone('622638201119')).toBe('0263 820 1119');
  });
});
