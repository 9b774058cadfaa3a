import { bookingCalendarText, buildIcs, escapeText, foldLine } from './ics';

const event = {
  uid: 'K7PQ3MZXA9@medikahospital.co.id',
  date: '2026-11-24',
  start: '16:00',
  end: '19:00',
  title: 'Janji temu dr. Ratih Kartini, Sp.JP',
  description: 'Kode booking K7PQ3MZXA9; nomor antrean 6.\nDatang 30 menit lebih awal.',
  location: 'Medika Hospital Bandung, Jl. Soekarno-Hatta No. 789',
  now: new Date('2026-11-21T04:05:06.789Z'),
};

describe('.ics of a booking', () => {
  const ics = buildIcs(event);
  const unfolded = ics.replace(/\r\n /g, '');

  it('is a VCALENDAR with CRLF line ends', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
  });

  it('places the visit at its wall-clock time in Asia/Jakarta (WIB, +07:00)', () => {
    expect(unfolded).toContain('DTSTART;TZID=Asia/Jakarta:20261124T160000\r\n');
    expect(unfolded).toContain('DTEND;TZID=Asia/Jakarta:20261124T190000\r\n');
    expect(unfolded).toContain('TZID:Asia/Jakarta\r\n');
    expect(unfolded).toContain('TZOFFSETTO:+0700\r\n');
    expect(unfolded).toContain('DTSTAMP:20261121T040506Z\r\n');
    expect(unfolded).toContain('UID:K7PQ3MZXA9@medikahospital.co.id\r\n');
  });

  it('escapes commas, semicolons and newlines in texts', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(unfolded).toContain('SUMMARY:Janji temu dr. Ratih Kartini\\, Sp.JP\r\n');
    expect(unfolded).toContain('DESCRIPTION:Kode booking K7PQ3MZXA9\\; nomor antrean 6.\\nDatang');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(60)}`);
    for (const line of folded.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'é'.repeat(60)}`);
  });

  it('numbers a later version of the same visit (SEQUENCE) only when asked', () => {
    expect(unfolded).not.toContain('SEQUENCE:');
    expect(buildIcs({ ...event, sequence: 3 })).toContain('\r\nSEQUENCE:3\r\n');
  });
});

describe('visitCalendarText (docs/decisions.md, issue 26)', () => {
  const booking = {
    code: 'JPPZHV9X5A',
    queue_number: 1,
    telemedicine: false,
    advice: 'Bawa KTP pasien.',
    doctor: { name: 'dr. Ratih Kartini, Sp.A', speciality: 'Spesialis Anak' },
    poli: { name: 'Poli Anak', location: { floor: 'Lantai 2', counter: 'Loket C' } },
    company: { name: 'Medika Hospital Cianjur', address: 'Jl. Raya Cianjur No. 1' },
  };

  it('says who, where, which number and what to bring, one labelled line each, never "code · 1"', () => {
    const id = bookingCalendarText(booking, 'https://rs.example/appointment/detail?code=JPPZHV9X5A', 'id');
    expect(id.title).toBe('Janji temu dengan dr. Ratih Kartini, Sp.A – Medika Hospital Cianjur');
    expect(id.description.split('\n')).toEqual([
      'Dokter: dr. Ratih Kartini, Sp.A (Spesialis Anak)',
      'Poli: Poli Anak, Lantai 2, Loket C',
      'Rumah sakit: Medika Hospital Cianjur',
      'Alamat: Jl. Raya Cianjur No. 1',
      'Nomor antrean: 1',
      'Kode booking: JPPZHV9X5A',
      'Persiapan: Bawa KTP pasien.',
      'Lihat atau batalkan: https://rs.example/appointment/detail?code=JPPZHV9X5A',
    ]);
    expect(id.description).not.toContain('·');
    expect(id.location).toBe('Medika Hospital Cianjur, Poli Anak, Lantai 2, Loket C, Jl. Raya Cianjur No. 1');
  });

  it('says the same in English', () => {
    const en = bookingCalendarText(booking, 'https://rs.example/en/x', 'en');
    expect(en.title).toBe('Appointment with dr. Ratih Kartini, Sp.A – Medika Hospital Cianjur');
    expect(en.description.split('\n').map((line) => line.split(':')[0])).toEqual([
      'Doctor',
      'Clinic',
      'Hospital',
      'Address',
      'Queue number',
      'Booking code',
      'Before you come',
      'View or cancel',
    ]);
  });
});
