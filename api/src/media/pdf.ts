import type { Localized } from '../db/schema';

// Helvetica in a PDF speaks WinAnsi; typographic quotes and dashes are mapped to ASCII.
function pdfText(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

/**
 * A one-page PDF with a title and bilingual lines (Indonesian, then English in grey).
 * Written by hand so the API needs no PDF library; deterministic for the same input.
 */
export function renderPdf(title: Localized, lines: Localized[]): Buffer {
  const ops: string[] = [
    'BT',
    '/F2 18 Tf',
    '56 780 Td',
    `(${pdfText(title.id)}) Tj`,
    '0 -22 Td',
    '/F1 12 Tf',
  ];
  ops.push('0.4 0.4 0.4 rg', `(${pdfText(title.en)}) Tj`, '0 0 0 rg', '0 -30 Td');
  for (const line of lines) {
    ops.push('/F1 11 Tf', `(${pdfText(line.id)}) Tj`, '0 -15 Td');
    ops.push('0.4 0.4 0.4 rg', `(${pdfText(line.en)}) Tj`, '0 0 0 rg', '0 -22 Td');
  }
  ops.push('/F1 9 Tf', '0 -20 Td', '(Medika Hospital - Bandung & Cianjur) Tj', 'ET');
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
