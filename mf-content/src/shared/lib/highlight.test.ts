import { highlightTerms, splitHighlight } from './highlight';

describe('splitHighlight', () => {
  it('marks every occurrence case-insensitively and keeps the original text', () => {
    expect(splitHighlight('Cek Jantung Hari Jantung', 'jantung')).toEqual([
      { text: 'Cek ', match: false },
      { text: 'Jantung', match: true },
      { text: ' Hari ', match: false },
      { text: 'Jantung', match: true },
    ]);
  });

  it('marks each word of a multi-word query, the longest first', () => {
    const parts = splitHighlight('Dokter anak dan dokter jantung anak', 'jantung anak');
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['anak', 'jantung anak']);
  });

  it('treats regular expression characters literally', () => {
    expect(splitHighlight('Diskon 20% (MCU)', '20% (mcu')).toEqual([
      { text: 'Diskon ', match: false },
      { text: '20% (MCU', match: true },
      { text: ')', match: false },
    ]);
  });

  it('marks nothing for a query shorter than two letters', () => {
    expect(highlightTerms(' a ')).toEqual([]);
    expect(splitHighlight('anak', 'a')).toEqual([{ text: 'anak', match: false }]);
  });
});
