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

const ABOUT_BOOKING: Record<Lang, (hospital: string, code: string) => string> = {
  id: (hospital, code) =>
    `Halo ${hospital}, saya ingin bertanya tentang janji temu dengan kode booking ${code}.`,
  en: (hospital, code) =>
    `Hello ${hospital}, I have a question about my appointment with booking code ${code}.`,
};

/**
 * A chat with the hospital about one booking (docs/decisions.md, issue 19, item 4): `wa.me` to the hospital's number
 * with the code already typed, so the desk finds the booking at once. No WhatsApp API is needed.
 */
export function bookingChatUrl(
  hospitalPhone: string,
  hospitalName: string,
  code: string,
  lang: Lang,
): string {
  return whatsappUrl(hospitalPhone, ABOUT_BOOKING[lang](hospitalName, code));
}
