import { bookingChatUrl, whatsappGreeting, whatsappUrl } from './whatsapp';

describe('whatsappUrl', () => {
  it('builds a wa.me link with the 62 number and encoded text', () => {
    expect(whatsappUrl('6281234567890', 'Halo & salam?')).toBe(
      'https://wa.me/6281234567890?text=Halo%20%26%20salam%3F',
    );
    expect(whatsappUrl('+62 812-3456-7890', 'x')).toBe('https://wa.me/6281234567890?text=x');
    expect(whatsappUrl('081234567890', 'x')).toBe('https://wa.me/6281234567890?text=x');
  });
});

describe('whatsappGreeting', () => {
  it('greets by hour in both languages', () => {
    expect(whatsappGreeting(8, 'id', 'Medika Hospital Bandung')).toBe(
      'Selamat Pagi, Medika Hospital Bandung. Saya ingin bertanya...',
    );
    expect(whatsappGreeting(12, 'id', 'Medika Hospital Cianjur')).toBe(
      'Selamat Malam, Medika Hospital Cianjur. Saya ingin bertanya...',
    );
    expect(whatsappGreeting(14, 'en', 'Medika Hospital Bandung')).toBe(
      'Good afternoon, Medika Hospital Bandung. I would like to ask...',
    );
  });
});

describe('bookingChatUrl (issue 19)', () => {
  it("opens a chat with the hospital's number, the booking code already typed, in the booking's language", () => {
    expect(bookingChatUrl('0263 820 1234', 'Medika Hospital Cianjur', 'GZFF2TCJXR', 'id')).toBe(
      'https://wa.me/622638201234?text=' +
        encodeURIComponent(
          'Halo Medika Hospital Cianjur, saya ingin bertanya tentang janji temu dengan kode booking GZFF2TCJXR.',
        ),
    );
    expect(bookingChatUrl('622638201234', 'Medika Hospital Cianjur', 'GZFF2TCJXR', 'en')).toContain(
      encodeURIComponent('booking code GZFF2TCJXR'),
    );
  });
});
