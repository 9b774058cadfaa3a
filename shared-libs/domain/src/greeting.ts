import { GREETING_BOUNDARIES } from './constants';
import type { Lang } from './lang';

export type GreetingPart = 'Pagi' | 'Sore' | 'Malam';

/**
 * docs/product-rules.md §1: Pagi for hours 6..11, Sore for 13..17, Malam for every other hour. Exactly 12 is Malam:
 * that is what docs/product-rules.md §1 states, odd as it is, and tests pin it.
 */
export function greetingForHour(hour: number): GreetingPart {
  const [morning, noon, evening] = GREETING_BOUNDARIES;
  const h = ((Math.floor(hour) % 24) + 24) % 24;
  if (h >= morning && h < noon) return 'Pagi';
  if (h > noon && h < evening) return 'Sore';
  return 'Malam';
}

const GREETING_TEXT: Record<Lang, Record<GreetingPart, string>> = {
  id: { Pagi: 'Selamat Pagi', Sore: 'Selamat Sore', Malam: 'Selamat Malam' },
  en: { Pagi: 'Good morning', Sore: 'Good afternoon', Malam: 'Good evening' },
};

/** `Selamat Pagi` / `Good morning` etc. for a local hour. */
export function greetingText(hour: number, lang: Lang): string {
  return (GREETING_TEXT[lang] ?? GREETING_TEXT.id)[greetingForHour(hour)];
}
