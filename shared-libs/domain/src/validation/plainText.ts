/*
 * What a free-text field (a name, a message) may hold (docs/decisions.md, issue 24): the texts patients
 * type end up in the hospital's own e-mails, the desk's screens and the PDF of one's data. A line
 * break in a name would put a line the sender wrote into our mail as if we had; a bidi override
 * would show "Siti" where the bytes say something else (the "Trojan Source" controls).
 *
 * Refused everywhere: C0 controls (U+0000–U+001F, tab and line breaks included) and DEL, C1 controls
 * (U+0080–U+009F, NEL included), the line and paragraph separators (U+2028, U+2029: line breaks to
 * a mail client) and the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069).
 * A multi-line field (a message) keeps its line breaks, LF or CRLF as a browser's form sends them,
 * and nothing else of these.
 */

// Matching control characters is this rule's purpose.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const LINE_BREAK = /\r?\n/g;

/** Whether `value` holds only characters a free-text field may hold (`multiline`: LF and CRLF too). */
export function isPlainText(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return !FORBIDDEN.test(multiline ? value.replace(LINE_BREAK, '') : value);
}
