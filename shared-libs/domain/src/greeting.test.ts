import { GREETING_BOUNDARIES } from './constants';
import { greetingForHour, greetingText } from './greeting';

describe('greetingForHour (docs/product-rules.md §1)', () => {
  it.each([
    [0, 'Malam'],
    [5, 'Malam'],
    [6, 'Pagi'],
    [11, 'Pagi'],
    [12, 'Malam'],
    [13, 'Sore'],
    [17, 'Sore'],
    [18, 'Malam'],
    [23, 'Malam'],
  ])('hour %i is %s', (hour, expected) => {
    expect(greetingForHour(hour)).toBe(expected);
  });

  it('uses the docs/product-rules.md §9 boundaries 6, 12, 18', () => {
    expect(GREETING_BOUNDARIES).toEqual([6, 12, 18]);
    const [morning, noon, evening] = GREETING_BOUNDARIES;
    expect(greetingForHour(morning - 1)).toBe('Malam');
    expect(greetingForHour(morning)).toBe('Pagi');
    expect(greetingForHour(noon)).toBe('Malam');
    expect(greetingForHour(evening)).toBe('Malam');
  });

  it('wraps hours outside 0..23 and floors fractions', () => {
    expect(greetingForHour(30)).toBe('Pagi');
    expect(greetingForHour(-1)).toBe('Malam');
    expect(greetingForHour(11.9)).toBe('Pagi');
  });
});

describe('greetingText', () => {
  it('greets in Indonesian', () => {
    expect(greetingText(7, 'id')).toBe('Selamat Pagi');
    expect(greetingText(15, 'id')).toBe('Selamat Sore');
    expect(greetingText(12, 'id')).toBe('Selamat Malam');
  });

  it('greets in English', () => {
    expect(greetingText(7, 'en')).toBe('Good morning');
    expect(greetingText(15, 'en')).toBe('Good afternoon');
    expect(greetingText(12, 'en')).toBe('Good evening');
    expect(greetingText(22, 'en')).toBe('Good evening');
  });
});
