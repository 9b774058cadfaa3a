import { inflateSync } from 'node:zlib';

/**
 * The text lines of a PDF that pdfkit wrote with its standard fonts: each content stream is inflated
 * and each `[<hex> kerning <hex> ...] TJ` array read back as one line (pdfkit encodes the standard
 * fonts' text as WinAnsi bytes in hex). Enough to check what a generated document says; tests that
 * use it also check a text that must be there, so a document this cannot read fails them.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  const raw = pdf.toString('latin1');
  // pdfkit writes `stream\n<data>\nendstream`. The data is compressed bytes and may itself end in `\r`
  // (its last byte is part of a checksum): reading `\r?\nendstream` took that byte away, the stream no
  // longer inflated and its text was lost (dataRights.test.ts failed once in CI; about 1 document in
  // 10,000 of a booking's data here).
  const streams = /stream\r?\n([\s\S]*?)\nendstream/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      continue; // not a Flate stream (an image, a font file)
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const text = [...array[1].matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((hex) => Buffer.from(hex[1], 'hex').toString('latin1'))
        .join('');
      lines.push(text);
    }
  }
  return lines;
}
