import { formatPhoneDisplay } from './phoneDisplay';

describe('formatPhoneDisplay', () => {
  it('writes landlines with their area code', () => {
    expect(formatPhoneDisplay('62227801119')).toBe('(022) 780 1119');
    expect(formatPhoneDisplay('622638201119')).toBe('(0263) 820 1119');
  });

  it('writes mobiles in groups of four', () => {
    expect(formatPhoneDisplay('6281122001234')).toBe('0811-2200-1234');
  });

  it('leaves other numbers alone', () => {
    expect(formatPhoneDisplay('112')).toBe('112');
  });
});
