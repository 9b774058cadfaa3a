import { readingMinutes, READING_WORDS_PER_MINUTE } from './readingTime';

describe('readingMinutes (docs/decisions.md, issue 26)', () => {
  it('is 1 minute for three short bullets, never 0', () => {
    const bullets = 'Minum air putih cukup. Tidur tujuh jam. Jalan kaki 30 menit setiap hari.';
    expect(readingMinutes(bullets)).toBe(1);
    expect(readingMinutes('')).toBe(1);
  });

  it('counts words, not punctuation or spacing, at 200 a minute, rounded up', () => {
    expect(READING_WORDS_PER_MINUTE).toBe(200);
    const words = (n: number) => Array.from({ length: n }, (_, i) => `kata${i}`).join(' \n ');
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    expect(readingMinutes(`${words(1200)} — • …`)).toBe(6);
  });
});
