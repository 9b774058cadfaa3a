/**
 * Words a reader reads in a minute, for the "Baca N menit" of an article (docs/decisions.md, issue 26):
 * the usual figure for adults reading on a screen.
 */
export const READING_WORDS_PER_MINUTE = 200;

/** Whole minutes to read a text, counted from its words (at least 1: a text is never read in 0 minutes). */
export function readingMinutes(text: string, wordsPerMinute = READING_WORDS_PER_MINUTE): number {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}
