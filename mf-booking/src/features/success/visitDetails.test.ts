import { createFixedI18nSync } from '@hospital/i18n';
import { NAMESPACE } from '../../i18n';
import { en } from '../../i18n/en';
import { id } from '../../i18n/id';
import { appointment } from '../../testing/fixtures';
import { bookingIcs, bookingShareUrl, lookupLink } from './visitDetails';

const t = createFixedI18nSync(NAMESPACE, { id, en }, 'en').t;
const tid = createFixedI18nSync(NAMESPACE, { id, en }, 'id').t;

describe('sharing a booking', () => {
  it('links back to the look-up page with the code, in the language of the text', () => {
    expect(lookupLink('K7PQ3MZXA9', 'https://medika.example', 'id')).toBe(
      'https://medika.example/appointment/detail?code=K7PQ3MZXA9',
    );
    expect(lookupLink('K7PQ3MZXA9', 'https://medika.example', 'en')).toBe(
      'https://medika.example/en/appointment/detail?code=K7PQ3MZXA9',
    );
  });

  it('shares the details on WhatsApp without a fixed number, in the current language', () => {
    const url = bookingShareUrl(appointment(), t, 'en', 'https://medika.example');
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    const text = decodeURIComponent(url.slice('https://wa.me/?text='.length));
    expect(text).toBe(
      [
        'Appointment at Medika Hospital Bandung',
        'Booking code: K7PQ3MZXA9',
        'Doctor: dr. Ratih Kartini, Sp.JP (Poli Jantung)',
        'Date: Tuesday, 24 November 2026, 16:00–19:00 WIB',
        'Queue number: 6',
        'Address: Jl. Soekarno-Hatta No. 789',
        'Check the appointment: https://medika.example/en/appointment/detail?code=K7PQ3MZXA9',
      ].join('\n'),
    );
    const id = decodeURIComponent(
      bookingShareUrl(appointment(), tid, 'id', 'https://x.id').split('text=')[1],
    );
    // Times as Indonesian writes them.
    expect(id).toContain('Tanggal: Selasa, 24 November 2026, 16.00–19.00 WIB');
    expect(id).toContain('Nomor antrean: 6');
  });

  it('makes a calendar entry with the code, queue number and hospital, one labelled fact a line', () => {
    const ics = bookingIcs(appointment(), 'id', 'https://x.id', new Date('2026-11-21T00:00:00Z')).replace(
      /\r\n /g,
      '',
    );
    expect(ics).toContain('SUMMARY:Janji temu dengan dr. Ratih Kartini\\, Sp.JP – Medika Hospital Bandung');
    expect(ics).toContain('\\nNomor antrean: 6\\nKode booking: K7PQ3MZXA9\\n');
    // Where the clinic registers its patients is in the calendar's location.
    expect(ics).toContain(
      'LOCATION:Medika Hospital Bandung\\, Poli Jantung\\, Lantai 2\\, Loket B\\, Jl. Soekarno-Hatta No. 789',
    );
    expect(ics).toContain('Lihat atau batalkan: https://x.id/appointment/detail?code=K7PQ3MZXA9');
    const en = bookingIcs(appointment(), 'en', 'https://x.id', new Date('2026-11-21T00:00:00Z')).replace(
      /\r\n /g,
      '',
    );
    expect(en).toContain('SUMMARY:Appointment with dr. Ratih Kartini\\, Sp.JP – Medika Hospital Bandung');
    expect(en).toContain('\\nQueue number: 6\\nBooking code: K7PQ3MZXA9\\n');
  });
});
