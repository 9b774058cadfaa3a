/** A WhatsApp link that lets the user pick the chat to share the text with (no fixed number). */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
