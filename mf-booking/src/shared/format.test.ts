import { formatPhone62 } from './format';

describe('formatPhone62', () => {
  it('shows a 62 phone readably', () => {
    expect(formatPhone62('6281234567890')).toBe('+62 812-3456-7890');
    expect(formatPhone62('')).toBe('');
  });
});
