import { deflateSync } from 'node:zlib';
import type { Appointment, Lang, PersonalDataExport } from '@hospital/contract';
import { appointmentFixture } from '../../test/support/appointmentFixture';
import { pdfTextLines } from '../../test/support/pdfText';
import { personalDataPdf } from './dataRightsPdf';

function exported(booking: Partial<Appointment> = {}): PersonalDataExport {
  return {
    generated_at: '2026-11-26T19:44:25+07:00',
    booking: appointmentFixture({
      insurance: {
        kind: 'bpjs',
        insurer_name: null,
        bpjs_card_masked: '*********1234',
        referral: { kind: 'paper' },
      },
      ...booking,
    }),
    patient: {
      name_as_typed: 'Adi Pratama',
      born_date: '2021-03-05',
      nik_masked: '************0001',
      newborn: false,
      id_document: 'nik',
      document_masked: '************0001',
    },
    contact: {
      name: 'Siti Rahayu',
      phone_masked: '62812****7890',
      email_masked: 's***@example.com',
      relationship: 'parent',
    },
    consent: { version: '2026-11', given_at: '2026-11-20T10:00:00+07:00', withdrawn_at: null },
    front_desk: [{ action: 'check_in', at: '2026-11-26T13:41:00+07:00' }],
    retention: 'Kept as the law asks.',
  };
}

async function linesOf(lang: Lang, booking?: Partial<Appointment>): Promise<string> {
  // pdfkit writes a label and its value as two runs: read back as "label: value".
  return pdfTextLines(await personalDataPdf([exported(booking)], lang))
    .join('\n')
    .replace(/:\s\n/g, ': ');
}

describe('personal data PDF (docs/decisions.md, issue 26)', () => {
  it('shows words and local formats in Indonesian, never the stored values', async () => {
    const text = await linesOf('id');
    expect(text).toContain('Status: Terjadwal');
    expect(text).toContain('Cara bayar: BPJS Kesehatan');
    expect(text).toContain('Dibuat: Kamis, 26 November 2026, 19.44 WIB');
    expect(text).toMatch(/Kunjungan: Kamis, 26 November 2026, 14\.00.16\.00 WIB/);
    expect(text).toContain('Tanggal lahir: 5 Maret 2021');
    expect(text).toContain('Hubungan dengan pasien: Orang tua');
    expect(text).toContain('Diberikan: Jumat, 20 November 2026, 10.00 WIB');
    expect(text).toContain('Kamis, 26 November 2026, 13.41 WIB: Daftar ulang di meja pendaftaran');
    for (const raw of ['booked', 'bpjs', '+07:00', '2026-11-26', '14:00', 'check_in'])
      expect(text).not.toContain(raw);
  });

  it('names the document a foreign patient gave', async () => {
    const data = exported();
    const pdf = await personalDataPdf(
      [
        {
          ...data,
          patient: { ...data.patient, nik_masked: '', id_document: 'passport', document_masked: '****4567' },
        },
      ],
      'en',
    );
    const text = pdfTextLines(pdf).join('\n').replace(/:\s\n/g, ': ');
    expect(text).toContain('Passport (masked): ****4567');
    expect(text).not.toContain('NIK');
  });

  it('says the same in English', async () => {
    const text = await linesOf('en', {
      status: 'cancelled',
      insurance: { kind: 'insurer', insurer_name: 'Prudential', bpjs_card_masked: null, referral: null },
    });
    expect(text).toContain('Status: Cancelled');
    expect(text).toContain('Payment: Insurance: Prudential');
    expect(text).toContain('Generated: Thursday, 26 November 2026, 19:44 WIB');
    expect(text).toContain('Date of birth: 5 March 2021');
    for (const raw of ['cancelled', 'insurer', '+07:00', '2026-11-26']) expect(text).not.toContain(raw);
  });
});

describe("the tests' PDF reader (test/support/pdfText.ts)", () => {
  it('reads a stream whose compressed bytes end in a carriage return', () => {
    // A content stream whose deflated form ends in `\r`, as one booking's PDF in about 10,000 did.
    let page = '';
    let data = Buffer.alloc(0);
    for (let n = 0; data.at(-1) !== 0x0d; n += 1) {
      page = `BT [<${Buffer.from(`K7PQ3MZXA9 ${n}`, 'latin1').toString('hex')}>] TJ ET`;
      data = deflateSync(page);
    }
    const pdf = Buffer.concat([
      Buffer.from('1 0 obj << >>\nstream\n'),
      data,
      Buffer.from('\nendstream\nendobj'),
    ]);
    expect(pdfTextLines(pdf).join('\n')).toMatch(/^K7PQ3MZXA9 \d+$/);
  });
});
