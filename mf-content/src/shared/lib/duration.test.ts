import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('writes minutes and zero-padded seconds', () => {
    expect(formatDuration(330)).toBe('5:30');
    expect(formatDuration(65.4)).toBe('1:05');
    expect(formatDuration(3600)).toBe('60:00');
  });
});
