import { greetingText } from './greeting';
import type { Lang } from './lang';
import { digitsOnly } from './keyFilter';
import { phoneTo62 } from './phone';

/** `https://wa.me/<digits>?text=<encoded>`; the number is normalised to the 62… form first. */
export function whatsappUrl(phone62: string, text: string): string {
  return `https://wa.me/${digitsOnly(phoneTo62(phone62))}?text=${encodeURIComponent(text)}`;
}

const OPENING: Record<Lang, string> = {
  id: 'Saya ingin bertanya...',
  en: 'I would like to ask...',
};

/** `Selamat Pagi, Medika Hospital Bandung. Saya ingin bertanya...` for the chat button. */
export function whatsappGreeting(hour: number, lang: Lang, hospitalName: string): string {
  return `${greetingText(hour, lang)}, ${hospitalName}. ${OPENING[lang] ?? OPENING.id}`;
}
