import type { Appointment, Lang } from '@hospital/contract';
import { appointmentFixture } from '../../test/support/appointmentFixture';
import { mailSite, renderAccessLinkMail, renderMail, type MailFacts } from './templates';
import { calendarFileName } from './worker';

const SITE = 'https://rs.example.id';

function facts(lang: Lang, overrides: Partial<Appointment> = {}): MailFacts {
  const prefix = lang === 'en' ? '/en' : '';
  return {
    appointment: appointmentFixture(overrides),
    contactName: 'Siti Rahayu',
    patientName: 'Adi Pratama',
    site: mailSite(SITE, lang),
    lookupUrl: `${SITE}${prefix}/appointment/detail?code=JPPZHV9X5A`,
    bookUrl: `${SITE}${prefix}/appointment/create`,
    mapsUrl: 'https://www.google.com/maps/search/?api=1&query=-6.8%2C107.1',
    hospitalPhone: '(0263) 123456',
    whatsappUrl: 'https://wa.me/6281122000000',
  };
}

const KINDS = [
  'booked',
  'rescheduled',
  'reminder',
  'cancelled',
  'erased',
  'doctor_late',
  'session_cancelled',
] as const;

describe('booking e-mails (docs/decisions.md, issue 26)', () => {
  it.each(KINDS)('%s: a phone-width page with the hospital, its logo and the patient', (kind) => {
    for (const lang of ['id', 'en'] as const) {
      const { html, text } = renderMail(kind, facts(lang), lang, { lateMinutes: 20 });
      expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      // No layout table: one column that a 360 px screen shows without zooming out.
      expect(html).not.toContain('<table');
      expect(html).toContain('max-width:600px');
      expect(html).toContain(`<img src="${SITE}/api/media/logo/medika-hospital.png"`);
      expect(html).toContain('Medika Hospital Cianjur</span>');
      expect(html).toContain(lang === 'id' ? 'Halo Siti Rahayu,' : 'Hello Siti Rahayu,');
      expect(html).toContain('Adi Pratama');
      expect(text).toContain('Adi Pratama');
    }
  });

  it('builds every link from SITE_URL (none to the default 127.0.0.1:8080)', () => {
    for (const kind of KINDS) {
      for (const lang of ['id', 'en'] as const) {
        const { html } = renderMail(kind, facts(lang), lang, { lateMinutes: 5 });
        const links = [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
        expect(links.length).toBeGreaterThan(2);
        for (const link of links) {
          // Besides the site: the map and the hospital's WhatsApp chat.
          expect(
            /^(https:\/\/rs\.example\.id[/?]|https:\/\/www\.google\.com\/maps\/|https:\/\/wa\.me\/)/.test(
              link,
            ),
          ).toBe(true);
          if (lang === 'en' && link.startsWith(SITE) && !link.includes('/api/media/'))
            expect(link.startsWith(`${SITE}/en`)).toBe(true);
        }
        expect(html).not.toContain('127.0.0.1');
      }
    }
  });

  it('says the same thing in both languages: the confirmation is "confirmed" in each', () => {
    const id = renderMail('booked', facts('id'), 'id');
    const en = renderMail('booked', facts('en'), 'en');
    expect(id.subject).toBe(
      'Janji temu dikonfirmasi: dr. Ratih Kartini, Sp.A, Kamis, 26 November 2026 (kode JPPZHV9X5A)',
    );
    expect(en.subject).toBe(
      'Appointment confirmed: dr. Ratih Kartini, Sp.A, Thursday, 26 November 2026 (code JPPZHV9X5A)',
    );
    expect(id.subject).not.toContain('tercatat');
    expect(id.html).toContain('Janji temu untuk Adi Pratama di Medika Hospital Cianjur sudah dikonfirmasi.');
    expect(en.html).toContain('The appointment for Adi Pratama at Medika Hospital Cianjur is confirmed.');
    // The same structure: as many facts, paragraphs and links in each language.
    for (const kind of KINDS) {
      const a = renderMail(kind, facts('id'), 'id', { lateMinutes: 5 }).html;
      const b = renderMail(kind, facts('en'), 'en', { lateMinutes: 5 }).html;
      const shape = (html: string) => html.match(/<(p|dt|dd|a|img|header|footer|main)\b/g)?.join(' ');
      expect(shape(a)).toBe(shape(b));
    }
  });

  it('for oneself says "your" appointment without naming the patient twice', () => {
    const { html } = renderMail('booked', facts('en', { for_whom: 'self' }), 'en');
    expect(html).toContain('The appointment at Medika Hospital Cianjur is confirmed.');
  });

  it('names an MCU package booked, with its price (docs/decisions.md, issue 26)', () => {
    const pkg = { id: 2, slug: 'mcu-silver', name: 'MCU Silver', price: 950000 };
    const id = renderMail('booked', facts('id', { package: pkg }), 'id');
    expect(id.text).toMatch(/Paket:\s+MCU Silver \(Rp 950\.000\)/);
    const en = renderMail('booked', facts('en', { package: { ...pkg, name: 'Silver Check-Up' } }), 'en');
    expect(en.html).toContain('Silver Check-Up (Rp 950.000)');
    expect(renderMail('booked', facts('en'), 'en').text).not.toContain('Package');
  });

  it('escapes what people typed', () => {
    const f = { ...facts('id'), patientName: '<b>Adi</b>' };
    expect(renderMail('booked', f, 'id').html).toContain('&lt;b&gt;Adi&lt;/b&gt;');
  });

  it('brands the access-link mail too', () => {
    const { html } = renderAccessLinkMail(
      {
        site: mailSite(SITE, 'en'),
        url: `${SITE}/en/appointment/detail?access=x`,
        minutes: 60,
        bookings: 2,
        hospitalName: 'Medika Hospital Bandung',
        hospitalPhone: '(022) 780-1234',
      },
      'en',
    );
    expect(html).toContain('name="viewport"');
    expect(html).toContain(`href="${SITE}/en"`);
  });

  it('names the calendar attachment in the message language', () => {
    expect(calendarFileName('id')).toBe('medika-janji-temu.ics');
    expect(calendarFileName('en')).toBe('medika-appointment.ics');
  });
});
